import type { HiringStageType } from '../enums';
import type { ApplicationProgress } from './application';
import { isRejectedStatus, normalizeApplicationStatus } from './status';

export type TimelineFixedEntry = {
  kind: 'fixed';
  key: 'applicationReceived' | 'applicationReview';
  active: boolean;
  /** The application was rejected at this point (review, when no visible step was reached). */
  rejectedHere: boolean;
};

export type TimelineStepEntry = {
  kind: 'step';
  stepId: string;
  name: string;
  type: HiringStageType;
  active: boolean;
  current: boolean;
  finished: boolean;
  rejectedHere: boolean;
  /** Tech-test steps only: whether the candidate has submitted; null for other step types. */
  techTestSubmitted: boolean | null;
};

export type TimelineEntry = TimelineFixedEntry | TimelineStepEntry;

/**
 * Spec section 4: Application Received, Application Review, then the visible steps in the
 * employer's order. A step is active when it is current, finished or the rejection point.
 * The rejection point is the step the application stood at when rejected (recruitmentStepId,
 * else the last step of the history); if that is no visible step, Review is where it ended.
 * Received is always active (the application exists); Review is active once the application
 * has left the waiting list.
 */
export function applicationTimeline(app: ApplicationProgress): TimelineEntry[] {
  const status = normalizeApplicationStatus(app.status);
  const rejected = isRejectedStatus(status);
  const history = app.recruitmentStepHistoryIds ?? [];
  const rejectionStepId = rejected ? (app.recruitmentStepId ?? history.at(-1) ?? null) : null;
  const visibleSteps = app.recruitmentSteps.filter((s) => s.visible);
  const rejectedInReview = rejected && !visibleSteps.some((s) => s.id === rejectionStepId);

  const steps = visibleSteps.map((step): TimelineStepEntry => {
    const rejectedHere = step.id === rejectionStepId;
    const current = !rejected && step.id === app.recruitmentStepId;
    return {
      kind: 'step',
      stepId: step.id,
      name: step.name,
      type: step.type,
      active: current || step.finished || rejectedHere,
      current,
      finished: step.finished,
      rejectedHere,
      techTestSubmitted:
        step.type === 'techTest'
          ? (app.techTests ?? []).some(
              (t) => t.recruitmentStepId === step.id && t.submittedAt != null,
            ) ||
            (status === 'techTestSubmitted' && step.id === app.recruitmentStepId)
          : null,
    };
  });

  return [
    { kind: 'fixed', key: 'applicationReceived', active: true, rejectedHere: false },
    {
      kind: 'fixed',
      key: 'applicationReview',
      active: status !== 'waitListed',
      rejectedHere: rejectedInReview,
    },
    ...steps,
  ];
}
