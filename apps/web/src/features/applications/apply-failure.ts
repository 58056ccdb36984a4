// What the apply form says when the API refuses (spec section 8, apply errors). Pure, so the
// mapping is tested without a browser.
import type { DraftProblem } from './answer-drafts';

export type ApplyFailureKind =
  | 'alreadyApplied'
  | 'incomplete'
  | 'invalidOption'
  | 'invalidAnswers'
  | 'jobClosed'
  | 'dailyLimit'
  | 'rateLimited'
  | 'network'
  | 'failed';

export type ApplyFailure = {
  kind: ApplyFailureKind;
  /** Problems the API named per question (by question id), shown beside the fields. */
  questions: Record<string, DraftProblem>;
  retryAfterSeconds?: number;
};

type ErrorLike = {
  status?: number;
  messageId?: string;
  details?: unknown;
  retryAfterSeconds?: number;
};

const BY_MESSAGE_ID: Record<string, ApplyFailureKind> = {
  JOB_ALREADY_APPLIED: 'alreadyApplied',
  INCOMPLETE_PRE_SCREENING_ANSWERS: 'incomplete',
  INVALID_PRE_SCREENING_ANSWERS_OPTION: 'invalidOption',
  INVALID_PRE_SCREENING_ANSWERS: 'invalidAnswers',
  JOB_CLOSED: 'jobClosed',
  JOB_NOT_OPEN: 'jobClosed',
  JOB_DEADLINE_PASSED: 'jobClosed',
  BULK_APPLY_DAILY_LIMIT: 'dailyLimit',
  APPLY_DAILY_LIMIT: 'dailyLimit',
  NETWORK_ERROR: 'network',
};

const PROBLEM_OF_KIND: Partial<Record<ApplyFailureKind, DraftProblem>> = {
  incomplete: 'required',
  invalidOption: 'option',
  invalidAnswers: 'invalid',
};

/** Question ids the error's details name: `[{ questionId }]`, `{ questionIds }` or `{ questions }`. */
export function questionIdsOf(details: unknown): string[] {
  const list = Array.isArray(details)
    ? details
    : details && typeof details === 'object'
      ? ((details as Record<string, unknown>).questionIds ??
        (details as Record<string, unknown>).questions ??
        (details as Record<string, unknown>).fields)
      : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry: unknown) => {
      if (typeof entry === 'string') return entry;
      if (entry && typeof entry === 'object') {
        const record = entry as Record<string, unknown>;
        const id = record.questionId ?? record.id ?? record.field;
        return typeof id === 'string' ? id.replace(/^answers\./, '') : null;
      }
      return null;
    })
    .filter((id): id is string => id !== null);
}

export function describeApplyFailure(error: unknown): ApplyFailure {
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  const byId = e.messageId ? BY_MESSAGE_ID[e.messageId] : undefined;
  const kind: ApplyFailureKind =
    byId ?? (e.status === 429 ? 'rateLimited' : e.status === 0 ? 'network' : 'failed');
  const problem = PROBLEM_OF_KIND[kind];
  const questions: Record<string, DraftProblem> = {};
  if (problem) for (const id of questionIdsOf(e.details)) questions[id] = problem;
  return { kind, questions, retryAfterSeconds: e.retryAfterSeconds };
}
