import { APPLICATION_STATUSES, type ApplicationStatus, type HiringStageType } from '../enums';
import type { ApplicationProgress, RecruitmentStep } from './application';

// Both spellings of spec section 3 (camel and snake) reduce to the same key once separators
// and case are dropped: not_processed / notProcessed → 'notprocessed', waitlisted / waitListed →
// 'waitlisted'.
const BY_LOOSE_KEY = new Map<string, ApplicationStatus>(
  APPLICATION_STATUSES.map((status) => [looseKey(status), status]),
);

function looseKey(value: string): string {
  return value.replace(/[\s_-]/g, '').toLowerCase();
}

/** Either spelling → the canonical status; unknown or empty → null. */
export function normalizeApplicationStatus(
  raw: string | null | undefined,
): ApplicationStatus | null {
  if (!raw) return null;
  return BY_LOOSE_KEY.get(looseKey(raw)) ?? null;
}

export const REJECTED_STATUSES: readonly ApplicationStatus[] = ['rejected', 'rejectedBySystem'];
const IN_REVIEW_STATUSES: readonly ApplicationStatus[] = [
  'notProcessed',
  'approached',
  'curatedInProgress',
];
const SHORTLISTED_STATUSES: readonly ApplicationStatus[] = ['offered', 'accepted'];

export function isRejectedStatus(status: ApplicationStatus | null): boolean {
  return status !== null && REJECTED_STATUSES.includes(status);
}

type StepRef = { stepId: string; stepName: string; stepType: HiringStageType };

/**
 * What the candidate sees as the state of an application: a translation key for the web, plus
 * the step for 'step' ("HR Interview") and 'invitedTo' ("Invited to HR Interview").
 */
export type ApplicationStatusDisplay =
  | { key: 'applicationReceived' }
  | { key: 'applicationReview' }
  | { key: 'jobClosed' }
  | { key: 'rejected' }
  | { key: 'shortlisted' }
  | ({ key: 'step' } & StepRef)
  | ({ key: 'invitedTo' } & StepRef);

export function currentVisibleStep(app: ApplicationProgress): RecruitmentStep | null {
  if (app.recruitmentStepId === null) return null;
  return app.recruitmentSteps.find((s) => s.id === app.recruitmentStepId && s.visible) ?? null;
}

/**
 * Spec section 4, in order:
 * - waitlisted → applicationReceived
 * - notProcessed, approached, curatedInProgress → applicationReview, or jobClosed when the job is
 *   closed (the candidate should not wait for a review that will not come)
 * - rejected, rejectedBySystem → rejected; offered, accepted → shortlisted
 * - otherwise the current visible step, as 'invitedTo' when the application came from a
 *   recommendation invitation (the employer invited the candidate straight into the step).
 * Readings of ours where the spec is silent: a 'closed' application shows jobClosed; with no
 * visible current step (hidden step, unknown status, 'review', 'expired') the review rule applies,
 * since "review" is the truthful thing to say about an application in an internal stage.
 */
export function applicationStatusDisplay(app: ApplicationProgress): ApplicationStatusDisplay {
  const status = normalizeApplicationStatus(app.status);
  const reviewOrClosed = (): ApplicationStatusDisplay =>
    app.job.status === 'closed' ? { key: 'jobClosed' } : { key: 'applicationReview' };

  if (status === 'waitListed') return { key: 'applicationReceived' };
  if (status !== null && IN_REVIEW_STATUSES.includes(status)) return reviewOrClosed();
  if (isRejectedStatus(status)) return { key: 'rejected' };
  if (status !== null && SHORTLISTED_STATUSES.includes(status)) return { key: 'shortlisted' };
  if (status === 'closed') return { key: 'jobClosed' };

  const step = currentVisibleStep(app);
  if (step === null) return reviewOrClosed();
  const ref: StepRef = { stepId: step.id, stepName: step.name, stepType: step.type };
  return app.fromRecommendation ? { key: 'invitedTo', ...ref } : { key: 'step', ...ref };
}
