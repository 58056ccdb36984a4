// What the apply form holds for each pre-screening question (a draft: text, or a list for
// checkboxes), how a draft is checked before sending, and how the drafts become the answers of
// the apply body. The rules of spec section 5 live in the domain (answers/); this file only
// applies them to the form's drafts.
import {
  isValidNumericAnswer,
  numericAnswerValue,
  type QuestionType,
  serializeAnswer,
  type SerializedAnswer,
} from '@jenjang/domain';

/**
 * A question as the apply form needs it: spec section 3's Question as the API's apply form sends
 * it (applicationQuestionSchema), with the prefilled answer and where it came from.
 */
export type FormQuestion = {
  questionId: string;
  type: QuestionType;
  title: string;
  mandatory: boolean;
  description?: string | null;
  options: readonly { id: string; value: string }[];
  /** The three special profile questions (TOEFL, birthdate, GPA). */
  profileField?: 'toefl' | 'birthdate' | 'gpa' | null;
  /** GPA questions: the scale the answer is out of. */
  gpaMax?: number | null;
  /** The prefilled answer (the profile's, or the candidate's earlier one), on the wire's form. */
  answer?: unknown;
  answerSource?: 'profile' | 'reusable' | null;
};

export type AnswerDraft = string | string[];
export type AnswerDrafts = Record<string, AnswerDraft>;

/** The usual Indonesian GPA scale, when a GPA question names none. */
export const DEFAULT_GPA_MAX = 4;

export function isGpaQuestion(
  question: Pick<FormQuestion, 'type' | 'profileField' | 'gpaMax'>,
): boolean {
  return (
    question.type === 'numeric' &&
    (question.profileField === 'gpa' || (question.gpaMax !== undefined && question.gpaMax !== null))
  );
}

export function gpaMaxOf(question: Pick<FormQuestion, 'gpaMax'>): number {
  return question.gpaMax ?? DEFAULT_GPA_MAX;
}

/** 'MM/DD/YYYY' (the wire) or 'YYYY-MM-DD' → what a date input holds; anything else → ''. */
export function dateInputValue(value: string): string {
  const wire = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (wire) return `${wire[3]}-${wire[1]}-${wire[2]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return iso?.[1] ?? '';
}

/** A prefilled answer (on the wire's form) as a draft of this question. */
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
  // A GPA answer comes as 'value/max': the form holds the value.
  if (isGpaQuestion(question)) return text.split('/')[0] ?? '';
  return text;
}

/** The first drafts of the form, from the API's prefills. */
export function initialDrafts(questions: readonly FormQuestion[]): AnswerDrafts {
  const drafts: AnswerDrafts = {};
  for (const question of questions) {
    drafts[question.questionId] = draftFromAnswer(question, question.answer);
  }
  return drafts;
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
      return isGpaQuestion(question) && numericAnswerValue(draft) > gpaMaxOf(question)
        ? 'gpaAboveMax'
        : null;
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
): Record<string, DraftProblem> {
  const problems: Record<string, DraftProblem> = {};
  for (const question of questions) {
    const problem = checkDraft(question, drafts[question.questionId]);
    if (problem) problems[question.questionId] = problem;
  }
  return problems;
}

export type WireAnswer = { questionId: string; answer: SerializedAnswer };

/** The answers of the apply body, by the domain's rules (checked drafts only). */
export function toWireAnswers(
  questions: readonly FormQuestion[],
  drafts: AnswerDrafts,
): WireAnswer[] {
  return questions.map((question) => ({
    questionId: question.questionId,
    answer: serializeAnswer(
      question.type,
      drafts[question.questionId] ?? null,
      isGpaQuestion(question) ? { gpaMax: gpaMaxOf(question) } : {},
    ),
  }));
}
