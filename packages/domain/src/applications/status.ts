import { APPLICATION_STATUSES, type ApplicationStatus } from '../enums';
import type { Locale } from '../locale';
import type { ApplicationProgress, RecruitmentStep } from './application';
import {
  EMPLOYER_STATUS_DEFINITIONS,
  SEEKER_PHASE_DEFINITIONS,
  type ApplicationStatusGroup,
  type EmployerStatusKey,
  type SeekerPhase,
  type StatusTone,
} from './status-definitions';

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
  'waitListed',
  'notProcessed',
  'review',
  'approached',
  'curatedInProgress',
];

export function isRejectedStatus(status: ApplicationStatus | null): boolean {
  return status !== null && REJECTED_STATUSES.includes(status);
}

export function currentVisibleStep(app: ApplicationProgress): RecruitmentStep | null {
  if (app.recruitmentStepId === null) return null;
  return app.recruitmentSteps.find((s) => s.id === app.recruitmentStepId && s.visible) ?? null;
}

/**
 * The job seeker's phase (decision 029, which reads spec section 4 anew):
 * - withdrawn by the candidate → withdrawn; a withdrawn offer is a declined offer;
 * - waitListed → received; the review statuses → inReview; either becomes jobClosed when the job
 *   is closed (the candidate should not wait for a review that will not come);
 * - rejected, rejectedBySystem → notSelected; offered → offered; accepted → hired (the spec's
 *   "Shortlisted" hid the offer from the candidate);
 * - expired → expired; closed → jobClosed;
 * - a step status → its visible step (inStep), or invited when the candidate was invited straight
 *   into that step from a recommendation; a hidden step reads as review.
 */
export function seekerPhaseOf(app: ApplicationProgress): SeekerPhase {
  const status = normalizeApplicationStatus(app.status);
  if (app.withdrawnAt) return status === 'offered' ? 'offerDeclined' : 'withdrawn';
  const reviewOrClosed = (): SeekerPhase =>
    app.job.status === 'closed' ? 'jobClosed' : 'inReview';
  if (status === 'waitListed') return app.job.status === 'closed' ? 'jobClosed' : 'received';
  if (status === null || IN_REVIEW_STATUSES.includes(status)) return reviewOrClosed();
  if (isRejectedStatus(status)) return 'notSelected';
  if (status !== null) {
    const fixed = EMPLOYER_STATUS_DEFINITIONS[status].seekerPhase;
    if (fixed !== 'inStep') return fixed;
  }
  const step = currentVisibleStep(app);
  if (step === null) return reviewOrClosed();
  const firstStep = app.recruitmentStepHistoryIds?.[0] ?? step.id;
  return app.fromRecommendation && firstStep === step.id ? 'invited' : 'inStep';
}

export type ApplicationStatusView = {
  phase: SeekerPhase;
  tone: StatusTone;
  group: ApplicationStatusGroup;
  /** The chip. */
  label: string;
  /** The card's sentence; null when the chip says it all. */
  note: string | null;
};

/** `{name}` placeholders filled; unknown ones stay as written. */
export function fillStatusText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** What the job seeker reads of an application, in their language. */
export function applicationStatusView(
  app: ApplicationProgress,
  locale: Locale,
): ApplicationStatusView {
  const phase = seekerPhaseOf(app);
  const definition = SEEKER_PHASE_DEFINITIONS[phase];
  const step = currentVisibleStep(app)?.name ?? '';
  return {
    phase,
    tone: definition.tone,
    group: definition.group,
    label: fillStatusText(definition.label[locale], { step }),
    note: definition.note?.[locale] ?? null,
  };
}

/**
 * The filter group of an application, as its phase says. `stepVisible`: whether its current
 * step (if any) is shown to the candidate; `jobClosed`: whether the job stopped taking
 * applicants.
 */
export function applicationStatusGroup(input: {
  status: string;
  withdrawn: boolean;
  stepVisible?: boolean;
  jobClosed?: boolean;
}): ApplicationStatusGroup {
  const stepId = input.stepVisible ? 'step' : null;
  const phase = seekerPhaseOf({
    status: input.status,
    withdrawnAt: input.withdrawn ? 'withdrawn' : null,
    recruitmentStepId: stepId,
    recruitmentSteps: stepId
      ? [{ id: 'step', name: '', type: 'custom', visible: true, finished: false }]
      : [],
    fromRecommendation: false,
    job: { status: input.jobClosed ? 'closed' : 'active' },
  });
  return SEEKER_PHASE_DEFINITIONS[phase].group;
}

/** The employer's reading of a status; a candidate's withdrawal is told apart. */
export function employerStatusKey(
  status: ApplicationStatus,
  withdrawn: boolean,
): EmployerStatusKey {
  if (withdrawn) return status === 'offered' ? 'offerDeclined' : 'withdrawn';
  return status;
}

export function employerStatusLabel(
  status: ApplicationStatus,
  withdrawn: boolean,
  locale: Locale,
): string {
  return EMPLOYER_STATUS_DEFINITIONS[employerStatusKey(status, withdrawn)].label[locale];
}

/**
 * A row of the status history as the employer reads it. Withdrawing writes a row from the status
 * to the same status by the candidate (decision 016): that row is the withdrawal (or, from an
 * offer, the declined offer).
 */
export function historyEntryStatusKey(entry: {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  by: string;
}): EmployerStatusKey {
  const withdrawal = entry.by === 'candidate' && entry.from !== null && entry.from === entry.to;
  return employerStatusKey(entry.to, withdrawal);
}
