import type { QuestionType } from '../enums';
import type { PRE_SCREENING_ANSWER_ERROR_CODES } from '../errors/catalogue';
import { ensureHttps } from '../text/links';
import { isValidNumericAnswer, numericAnswerValue } from './numeric';
import type { SerializedAnswer } from './serialize';

// The server's check of pre-screening answers (spec sections 5 and 8), pure so the web can run
// the same rules inline. Answers arrive as serialize.ts puts them on the wire.

export type CheckedQuestion = {
  questionId: string;
  type: QuestionType;
  mandatory: boolean;
  options: readonly { id: string }[];
  /** Set for the GPA question: its answer is 'value/max' text. */
  gpaMax: number | null;
};

export type AnswerErrorCode = (typeof PRE_SCREENING_ANSWER_ERROR_CODES)[number];
export type AnswerProblem = { questionId: string; code: AnswerErrorCode };

export type AnswerCheck =
  | { ok: true; answers: Map<string, SerializedAnswer> }
  | { ok: false; code: AnswerErrorCode; problems: AnswerProblem[] };

const DATE_MDY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const GPA = /^\s*([^/\s]+)\s*\/\s*([^/\s]+)\s*$/;
// One token that reads as a web address: 'portfolio.id/me', 'www.x.com', 'http://x.id'.
const LINK_LIKE = /^(?:https?:\/\/|www\.)\S+$|^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S*$/i;

export const SHORT_TEXT_MAX = 500;

/** 'MM/DD/YYYY' naming a real calendar day. */
export function isValidDateAnswer(value: string): boolean {
  const m = DATE_MDY.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Short-text answers that are a link get https (spec section 5); other text stays as typed. */
export function normalizeShortTextAnswer(value: string): string {
  const trimmed = value.trim();
  return LINK_LIKE.test(trimmed) ? ensureHttps(trimmed) : trimmed;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

type One = { ok: true; value: SerializedAnswer } | { ok: false; code: AnswerErrorCode };
const invalid: One = { ok: false, code: 'INVALID_PRE_SCREENING_ANSWERS' };
const badOption: One = { ok: false, code: 'INVALID_PRE_SCREENING_ANSWERS_OPTION' };

function checkOne(question: CheckedQuestion, value: unknown): One {
  const optionIds = new Set(question.options.map((o) => o.id));
  switch (question.type) {
    case 'checkbox': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return invalid;
      if (new Set(value).size !== value.length) return invalid;
      return value.every((v) => optionIds.has(v)) ? { ok: true, value: [...value] } : badOption;
    }
    case 'radio':
      if (typeof value !== 'string') return invalid;
      return optionIds.has(value) ? { ok: true, value } : badOption;
    case 'numeric': {
      if (question.gpaMax !== null) return checkGpa(value, question.gpaMax);
      if (typeof value === 'number')
        return Number.isFinite(value) && value >= 0 ? { ok: true, value } : invalid;
      if (typeof value === 'string' && isValidNumericAnswer(value))
        return { ok: true, value: numericAnswerValue(value) };
      return invalid;
    }
    case 'date':
      return typeof value === 'string' && isValidDateAnswer(value.trim())
        ? { ok: true, value: value.trim() }
        : invalid;
    case 'shortText':
      if (typeof value !== 'string' || value.trim().length > SHORT_TEXT_MAX) return invalid;
      return { ok: true, value: normalizeShortTextAnswer(value) };
  }
}

/** GPA: 'value/max' with the job's scale (a bare number is read on that scale). */
function checkGpa(value: unknown, gpaMax: number): One {
  let raw: string;
  let max: number;
  if (typeof value === 'number') {
    raw = String(value);
    max = gpaMax;
  } else if (typeof value === 'string') {
    const m = GPA.exec(value);
    if (!m || !isValidNumericAnswer(m[2]!)) return invalid;
    raw = m[1]!;
    max = numericAnswerValue(m[2]!);
  } else return invalid;
  if (!isValidNumericAnswer(raw) || !(max > 0)) return invalid;
  const n = numericAnswerValue(raw);
  if (!Number.isFinite(n) || n > max || max !== gpaMax) return invalid;
  return { ok: true, value: `${n}/${max}` };
}

/**
 * Checks every answer against its question. Unknown or repeated question ids and malformed
 * answers → INVALID_PRE_SCREENING_ANSWERS; an option the question does not offer →
 * INVALID_PRE_SCREENING_ANSWERS_OPTION; a mandatory question left empty →
 * INCOMPLETE_PRE_SCREENING_ANSWERS. The first problem in question order gives the code; all
 * problems are listed. A checkbox nobody touched is an empty list.
 */
export function checkApplicationAnswers(
  questions: readonly CheckedQuestion[],
  answers: readonly { questionId: string; answer: unknown }[],
): AnswerCheck {
  const problems: AnswerProblem[] = [];
  const given = new Map<string, unknown>();
  const known = new Set(questions.map((q) => q.questionId));
  for (const a of answers) {
    if (!known.has(a.questionId) || given.has(a.questionId))
      problems.push({ questionId: a.questionId, code: 'INVALID_PRE_SCREENING_ANSWERS' });
    else given.set(a.questionId, a.answer);
  }
  const out = new Map<string, SerializedAnswer>();
  for (const q of questions) {
    const value = given.get(q.questionId);
    if (isEmpty(value)) {
      if (q.mandatory)
        problems.push({ questionId: q.questionId, code: 'INCOMPLETE_PRE_SCREENING_ANSWERS' });
      else out.set(q.questionId, q.type === 'checkbox' ? [] : null);
      continue;
    }
    const result = checkOne(q, value);
    if (result.ok) out.set(q.questionId, result.value);
    else problems.push({ questionId: q.questionId, code: result.code });
  }
  const first = problems[0];
  return first ? { ok: false, code: first.code, problems } : { ok: true, answers: out };
}
