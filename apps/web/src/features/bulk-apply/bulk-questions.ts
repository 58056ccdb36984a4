// Bulk apply asks each question once: questions of the same type and text (and, for choices, the
// same option texts) across the picked jobs are one shared question. The answer is then sent to
// every job that asks it, choices mapped back to each job's own option ids.
import {
  initialDrafts,
  toWireAnswers,
  type AnswerDraft,
  type FormQuestion,
  type WireAnswer,
} from '@/features/applications/answer-drafts';

export type SharedQuestion = {
  key: string;
  /** The first job's question, with option ids replaced by option texts (stable across jobs). */
  question: FormQuestion;
  /** Mandatory when any job asking it says so: a job is never half-applied. */
  jobIds: string[];
};

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function sharedKey(question: FormQuestion): string {
  const options =
    question.type === 'checkbox' || question.type === 'radio'
      ? `|${question.options.map((o) => normal(o.value)).join('|')}`
      : '';
  const special = question.profileField ? `|${question.profileField}` : '';
  return `${question.type}:${normal(question.title)}${options}${special}`;
}

/** Option ids become the option texts, so one answer fits every job's copy of the question. */
function byText(question: FormQuestion): FormQuestion {
  const textOf = new Map(question.options.map((o) => [o.id, o.value]));
  const answer = Array.isArray(question.answer)
    ? question.answer.map((id) => textOf.get(String(id)) ?? String(id))
    : question.type === 'radio' && typeof question.answer === 'string'
      ? (textOf.get(question.answer) ?? question.answer)
      : question.answer;
  return {
    ...question,
    options: question.options.map((o) => ({ id: o.value, value: o.value })),
    answer,
  };
}

export function shareQuestions(
  forms: readonly { jobId: string; questions: readonly FormQuestion[] }[],
): SharedQuestion[] {
  const shared = new Map<string, SharedQuestion>();
  for (const form of forms) {
    for (const question of form.questions) {
      const key = sharedKey(question);
      const entry = shared.get(key);
      if (entry) {
        entry.jobIds.push(form.jobId);
        if (question.mandatory) entry.question = { ...entry.question, mandatory: true };
      } else {
        shared.set(key, { key, question: byText(question), jobIds: [form.jobId] });
      }
    }
  }
  return [...shared.values()];
}

export function sharedDrafts(shared: readonly SharedQuestion[]): AnswerDraft[] {
  const drafts = initialDrafts(shared.map((s) => ({ ...s.question, questionId: s.key })));
  return shared.map((s) => drafts[s.key] ?? (s.question.type === 'checkbox' ? [] : ''));
}

/** Each job's answers: its own question ids, its own option ids. */
export function answersForJob(
  form: { questions: readonly FormQuestion[] },
  shared: readonly SharedQuestion[],
  drafts: readonly AnswerDraft[],
): WireAnswer[] {
  const draftByKey = new Map(shared.map((s, i) => [s.key, drafts[i]]));
  const jobDrafts: Record<string, AnswerDraft> = {};
  for (const question of form.questions) {
    const draft = draftByKey.get(sharedKey(question)) ?? '';
    const idOf = new Map(question.options.map((o) => [o.value, o.id]));
    jobDrafts[question.questionId] = Array.isArray(draft)
      ? draft.map((text) => idOf.get(text) ?? text)
      : question.type === 'radio'
        ? (idOf.get(draft) ?? draft)
        : draft;
  }
  return toWireAnswers(form.questions, jobDrafts);
}
