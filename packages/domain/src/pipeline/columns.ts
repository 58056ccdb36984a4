import type { ApplicationStatus } from '../enums';

// The columns of an employer's pipeline board (decision 021). The API computes the same column in
// SQL (pipeline.queries.ts, COLUMN_SQL); the web groups and labels cards with these keys.

/** Fixed columns; a recruitment step's column is keyed by the step id. */
export const PIPELINE_FIXED_COLUMNS = ['applied', 'waitListed', 'offered', 'rejected'] as const;
export type PipelineFixedColumn = (typeof PIPELINE_FIXED_COLUMNS)[number];

export const PIPELINE_STEP_STATUSES: readonly ApplicationStatus[] = [
  'techTestSent',
  'techTestSubmitted',
  'hrInterview',
  'userInterview',
  'custom',
];
export const PIPELINE_ENDED_STATUSES: readonly ApplicationStatus[] = [
  'rejected',
  'rejectedBySystem',
  'expired',
  'closed',
];

/**
 * The board column of an application:
 * - ended (rejected, by system, expired, closed) or withdrawn → 'rejected';
 * - offered, accepted → 'offered';
 * - a step status → the step's id;
 * - waitListed set by the employer (kept in reserve) → 'waitListed';
 * - otherwise (new, in review) → 'applied'. A new application is also `waitListed` in the
 *   status vocabulary (decision 016: "Application Received"); only an employer's wait-list
 *   move makes it a reserve.
 */
export function pipelineColumnOf(input: {
  status: ApplicationStatus;
  withdrawn: boolean;
  recruitmentStepId: string | null;
  waitListedByEmployer: boolean;
}): string {
  const { status } = input;
  if (input.withdrawn || PIPELINE_ENDED_STATUSES.includes(status)) return 'rejected';
  if (status === 'offered' || status === 'accepted') return 'offered';
  if (PIPELINE_STEP_STATUSES.includes(status) && input.recruitmentStepId)
    return input.recruitmentStepId;
  if (status === 'waitListed' && input.waitListedByEmployer) return 'waitListed';
  return 'applied';
}

/** Board order: applied, the job's steps in order, offered, rejected, wait-listed. */
export function pipelineColumnOrder(stepIds: readonly string[]): string[] {
  return ['applied', ...stepIds, 'offered', 'rejected', 'waitListed'];
}
