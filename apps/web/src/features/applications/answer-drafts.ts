// What the apply form holds for each pre-screening question (a draft: text, or a list for
// checkboxes), how a draft is checked before sending, and how the drafts become the answers of
// the apply body. The rules of spec section 5 live in the domain (answers/); this file only
// applies them to the form's drafts.
import {
  isValidNumericAnswer,
  serializeAnswer,
  type QuestionType,
  type SerializedAnswer,
} from '@jenjang/domain';

/** A question as the apply form needs it (spec section 3, Question). */
export type FormQuestion = {
  questionId: string;
  type: QuestionType;
  title: string;
  mandatory: boolean;
  description?: string | null;
  options: readonly { id: string; value: string }[];
};

export type AnswerDraft = string | string[];
export type AnswerDrafts = Record<string, AnswerDraft>;

/** The three special profile questions (spec section 3, Profile fields). */
export const SPECIAL_QUESTION_IDS = { toefl: 'TOEFL', birthdate: 'birthdate', gpa: 'GPA' } as const;

/** What the profile already says, for the special questions. */
export type ProfilePrefill = {
  toefl: number | null;
  /** 'YYYY-MM-DD' */
  birthdate: string | null;
  gpa: { value: number; max: number } | null;
};

/** The GPA scale the form sends with the value ('3.5/4'); the profile's, else the usual 4. */
export function gpaMaxOf(prefill: ProfilePrefill | null): number {
  return prefill?.gpa?.max ?? 4;
}

export function isGpaQuestion(question: Pick<FormQuestion, 'questionId' | 'type'>): boolean {
  return question.type === 'numeric' && question.questionId === SPECIAL_QUESTION_IDS.gpa;
}

/** 'MM/DD/YYYY' (the wire) or 'YYYY-MM-DD' → what a date input holds; anything else → ''. */
export function dateInputValue(value: string): string {
  const wire = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (wire) return `${wire[3]}-${wire[1]}-${wire[2]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

/** An earlier answer (reusable answer or the wire's form) as a draft of this question. */
export function draftFromAnswer(question: FormQuestion, answer: unknown): AnswerDraft {
  if (question.type === 'checkbox') {
    const ids = new Set(question.options.map((o) => o.id));
    return Array.isArray(answer) ? answer.map(String).filter((id) => ids.has(id)) : [];
  }
  if (answer === null || answer === undefined) return '';
  if (Array.isArray(answer)) return '';
  const text = String(answer);
  if (question.type === 'date') return dateInputValue(text);
  if (question.type === 'radio') {
    return question.options.some((o) => o.id === text) ? text : '';
  }
  // A GPA answer comes back as 'value/max': the form holds the value.
  if (isGpaQuestion(question)) return text.split('/')[0] ?? '';
  return text;
}

/**
 * The first drafts of the form: an earlier answer the candidate may reuse, else what the
 * profile says for the special questions, else empty.
 */
export function initialDrafts(
  questions: readonly FormQuestion[],
  earlier: Readonly<Record<string, unknown>>,
  prefill: ProfilePrefill | null,
): AnswerDrafts {
  const drafts: AnswerDrafts = {};
  for (const question of questions) {
    const reused = draftFromAnswer(question, earlier[question.questionId]);
    drafts[question.questionId] = isEmptyDraft(reused) ? profileDraft(question, prefill) : reused;
  }
  return drafts;
}

function profileDraft(question: FormQuestion, prefill: ProfilePrefill | null): AnswerDraft {
  if (question.type === 'checkbox') return [];
  if (!prefill) return '';
  switch (question.questionId) {
    case SPECIAL_QUESTION_IDS.toefl:
      return prefill.toefl === null ? '' : String(prefill.toefl);
    case SPECIAL_QUESTION_IDS.birthdate:
      return prefill.birthdate ? dateInputValue(prefill.birthdate.slice(0, 10)) : '';
    case SPECIAL_QUESTION_IDS.gpa:
      return prefill.gpa ? String(prefill.gpa.value) : '';
    default:
      return '';
  }
}

export function isEmptyDraft(draft: AnswerDraft | undefined): boolean {
  if (draft === undefined) return true;
  return Array.isArray(draft) ? draft.length === 0 : draft.trim() === '';
}

/** Why a draft cannot be sent; the web words each (jobDetail.applyForm.errors). */
export type DraftProblem =
  | 'required'
  | 'numeric'
  | 'option'
  | 'date'
  | 'gpaAboveMax'
  /** The API refused the answer without saying more. */
  | 'invalid';

export function checkDraft(
  question: FormQuestion,
  draft: AnswerDraft | undefined,
  gpaMax: number,
): DraftProblem | null {
  if (isEmptyDraft(draft)) return question.mandatory ? 'required' : null;
  const ids = new Set(question.options.map((o) => o.id));
  if (question.type === 'checkbox') {
    return Array.isArray(draft) && draft.every((id) => ids.has(id)) ? null : 'option';
  }
  if (typeof draft !== 'string') return 'option';
  switch (question.type) {
    case 'radio':
      return ids.has(draft) ? null : 'option';
    case 'numeric':
      if (!isValidNumericAnswer(draft)) return 'numeric';
      return isGpaQuestion(question) && Number(draft.trim()) > gpaMax ? 'gpaAboveMax' : null;
    case 'date':
      return dateInputValue(draft.trim()) === '' || Number.isNaN(Date.parse(draft.trim()))
        ? 'date'
        : null;
    default:
      return null;
  }
}

/** Every problem of the form, by question id. */
export function checkDrafts(
  questions: readonly FormQuestion[],
  drafts: AnswerDrafts,
  gpaMax: number,
): Record<string, DraftProblem> {
  const problems: Record<string, DraftProblem> = {};
  for (const question of questions) {
    const problem = checkDraft(question, drafts[question.questionId], gpaMax);
    if (problem) problems[question.questionId] = problem;
  }
  return problems;
}

export type WireAnswer = { questionId: string; answer: SerializedAnswer };

/** The answers of the apply body, by the domain's rules (checked drafts only). */
export function toWireAnswers(
  questions: readonly FormQuestion[],
  drafts: AnswerDrafts,
  gpaMax: number,
): WireAnswer[] {
  return questions.map((question) => ({
    questionId: question.questionId,
    answer: serializeAnswer(
      question.type,
      drafts[question.questionId] ?? null,
      isGpaQuestion(question) ? { gpaMax } : {},
    ),
  }));
}
