import type { ApplicationStatus, HiringStageType } from '../enums';

// Allowed application status transitions (docs/decisions/016-application-status-transitions.md).
// Pure rules shared by the API's moveApplication and the employer pipeline's UI.

/** Who moved an application: the status history records it. */
export const APPLICATION_ACTORS = ['employer', 'system', 'recommendation', 'candidate'] as const;
export type ApplicationActor = (typeof APPLICATION_ACTORS)[number];

/** A new application starts waiting to be looked at ("Application Received"). */
export const INITIAL_APPLICATION_STATUS: ApplicationStatus = 'waitListed';

/** Nothing moves an application out of these (a withdrawn one is terminal too, by withdrawnAt). */
export const TERMINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'accepted',
  'rejected',
  'rejectedBySystem',
  'expired',
  'closed',
];

/** Statuses nobody has acted on yet: anti-ghosting expires these after the configured days. */
export const UNTOUCHED_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'waitListed',
  'notProcessed',
  'review',
  'approached',
  'curatedInProgress',
];

/** The status an application takes when it is moved into a step of this type. */
export const STEP_STATUS: Readonly<Record<HiringStageType, ApplicationStatus>> = {
  techTest: 'techTestSent',
  hrInterview: 'hrInterview',
  userInterview: 'userInterview',
  custom: 'custom',
};

/** Statuses that place the application in a recruitment step (a step id is required). */
export const STEP_STATUSES: readonly ApplicationStatus[] = [
  'techTestSent',
  'techTestSubmitted',
  'hrInterview',
  'userInterview',
  'custom',
];

const REVIEW_TARGETS: readonly ApplicationStatus[] = [
  'notProcessed',
  'review',
  'approached',
  'curatedInProgress',
];

/**
 * What each actor may set. The candidate hands in a tech test and accepts an offer (declining one
 * is withdrawing from it: the status stays `offered`, decision 029).
 */
const TARGETS_BY_ACTOR: Readonly<Record<ApplicationActor, readonly ApplicationStatus[]>> = {
  // waitListed: the employer keeps the candidate in reserve (decision 021); the candidate still
  // reads "Application Received".
  employer: [
    ...REVIEW_TARGETS,
    'waitListed',
    'hrInterview',
    'userInterview',
    'techTestSent',
    'custom',
    'offered',
    'accepted',
    'rejected',
  ],
  recommendation: ['approached', 'hrInterview', 'userInterview', 'techTestSent', 'custom'],
  system: ['rejectedBySystem', 'expired', 'closed'],
  candidate: ['techTestSubmitted', 'accepted'],
};

export function isTerminalApplicationStatus(status: ApplicationStatus): boolean {
  return TERMINAL_APPLICATION_STATUSES.includes(status);
}

export type TransitionCheck =
  | { ok: true; decided: boolean }
  | {
      ok: false;
      reason: 'terminal' | 'withdrawn' | 'actor' | 'same' | 'order' | 'step' | 'notUntouched';
    };

/**
 * Whether `actor` may move an application from `from` to `to`. `toStepType` is the type of the
 * step named in the request (null when none is named). The rules:
 * - a terminal or withdrawn application never moves;
 * - each actor has its own targets (TARGETS_BY_ACTOR);
 * - a step status needs a step of the matching type (STEP_STATUS); other statuses keep the
 *   current step, so none may be named;
 * - accepted only follows offered; techTestSubmitted only follows techTestSent;
 * - expired only comes from an untouched status (anti-ghosting), closed from anything open
 *   but an offer (the offer stands when the job stops taking applicants);
 * - moving to the same status and step is refused (the caller reports it as a no-op).
 * `decided` says whether the move ends the application (decidedAt is set).
 */
export function checkApplicationTransition(input: {
  from: ApplicationStatus;
  to: ApplicationStatus;
  actor: ApplicationActor;
  withdrawn: boolean;
  fromStepId: string | null;
  toStepId: string | null;
  toStepType: HiringStageType | null;
}): TransitionCheck {
  const { from, to, actor } = input;
  if (input.withdrawn) return { ok: false, reason: 'withdrawn' };
  if (isTerminalApplicationStatus(from)) return { ok: false, reason: 'terminal' };
  if (!TARGETS_BY_ACTOR[actor].includes(to)) return { ok: false, reason: 'actor' };

  const needsStep = STEP_STATUSES.includes(to);
  if (needsStep) {
    if (to === 'techTestSubmitted') {
      if (input.toStepId !== null && input.toStepId !== input.fromStepId)
        return { ok: false, reason: 'step' };
    } else if (input.toStepType === null || STEP_STATUS[input.toStepType] !== to) {
      return { ok: false, reason: 'step' };
    }
  } else if (input.toStepId !== null && input.toStepId !== input.fromStepId) {
    return { ok: false, reason: 'step' };
  }

  if (to === 'accepted' && from !== 'offered') return { ok: false, reason: 'order' };
  if (to === 'techTestSubmitted' && from !== 'techTestSent') return { ok: false, reason: 'order' };
  if (to === 'expired' && !UNTOUCHED_APPLICATION_STATUSES.includes(from))
    return { ok: false, reason: 'notUntouched' };
  if (to === 'closed' && from === 'offered') return { ok: false, reason: 'order' };

  const nextStepId = needsStep ? (input.toStepId ?? input.fromStepId) : input.fromStepId;
  if (from === to && nextStepId === input.fromStepId) return { ok: false, reason: 'same' };
  return { ok: true, decided: isTerminalApplicationStatus(to) };
}
