import type { HiringStageType } from '../enums';
import { formatWibDateLong } from '../format/wib';
import type { Locale } from '../locale';
import type { ApplicationProgress } from './application';
import { fillStatusText, normalizeApplicationStatus, seekerPhaseOf } from './status';
import {
  SEEKER_PHASE_DEFINITIONS,
  TIMELINE_DETAIL_TEXTS,
  TIMELINE_ENTRY_LABELS,
  TIMELINE_STATE_TEXTS,
  type SeekerPhase,
  type TimelineState,
} from './status-definitions';

export type TimelineEntry = {
  kind: 'received' | 'review' | 'step' | 'offer';
  /** The kind, or a step's id. */
  key: string;
  /** A step's name; fixed entries are named by TIMELINE_ENTRY_LABELS. */
  stepName: string | null;
  stepType: HiringStageType | null;
  state: TimelineState;
  /** State 'ended': the phase that ended the application here. */
  endedAs: SeekerPhase | null;
  /** Tech-test steps: whether the candidate handed the test in; null for other entries. */
  techTestSubmitted: boolean | null;
  /** Interview steps: the latest interview scheduled (ISO); null when none. */
  interviewAt: string | null;
};

/** Phases that end the application before any offer (a declined offer ends at the offer). */
const ENDED_BEFORE_OFFER: readonly SeekerPhase[] = [
  'notSelected',
  'expired',
  'jobClosed',
  'withdrawn',
];
const OFFER_PHASES: readonly SeekerPhase[] = ['offered', 'hired', 'offerDeclined'];
/** Statuses that do not show a company ever looked at the application. */
const UNREVIEWED = ['waitListed', 'expired', 'closed', 'rejectedBySystem'];

function latestInterview(app: ApplicationProgress, stepId: string): string | null {
  let latest: string | null = null;
  for (const i of app.interviews ?? [])
    if (i.recruitmentStepId === stepId && (latest === null || i.startsAt > latest))
      latest = i.startsAt;
  return latest;
}

/**
 * The candidate's timeline (spec section 4, read by decision 029): Application sent, Company
 * review, the visible steps in the employer's order, then the Offer. A step is "done" only when
 * it happened: a tech test handed in, an interview whose time has passed, any other step the
 * application went past. A tech test never handed in was skipped; an interview still ahead is
 * scheduled. An ended application marks the entry where it ended with the phase that ended it
 * (the step it stood at, else the last visible step it reached, else review or received);
 * entries after it were not reached.
 */
export function applicationTimeline(app: ApplicationProgress, now: Date): TimelineEntry[] {
  const phase = seekerPhaseOf(app);
  const status = normalizeApplicationStatus(app.status);
  const ended = ENDED_BEFORE_OFFER.includes(phase);
  const atOffer = OFFER_PHASES.includes(phase);
  const visible = app.recruitmentSteps.filter((s) => s.visible);
  const historySteps = app.recruitmentStepHistoryIds ?? [];
  const reached = new Set<string>([
    ...historySteps,
    ...(app.recruitmentStepId ? [app.recruitmentStepId] : []),
    ...app.recruitmentSteps.filter((s) => s.finished).map((s) => s.id),
  ]);
  const reviewStarted =
    reached.size > 0 ||
    (app.history
      ? app.history.some((h) => !UNREVIEWED.includes(normalizeApplicationStatus(h.to) ?? ''))
      : !UNREVIEWED.includes(status ?? ''));

  const standing = app.recruitmentStepId ?? historySteps.at(-1) ?? null;
  const endpoint = !ended
    ? null
    : visible.some((s) => s.id === standing)
      ? standing
      : ([...visible].reverse().find((s) => reached.has(s.id))?.id ??
        (reviewStarted ? 'review' : 'received'));
  const entry = (e: Partial<TimelineEntry> & Pick<TimelineEntry, 'kind' | 'key' | 'state'>) => ({
    stepName: null,
    stepType: null,
    endedAs: null,
    techTestSubmitted: null,
    interviewAt: null,
    ...e,
  });
  const endedHere = (key: string) => ended && endpoint === key;

  const received = entry({
    kind: 'received',
    key: 'received',
    state: endedHere('received') ? 'ended' : 'done',
    endedAs: endedHere('received') ? phase : null,
  });
  const review = entry({
    kind: 'review',
    key: 'review',
    state: endedHere('review')
      ? 'ended'
      : phase === 'inReview'
        ? 'current'
        : reviewStarted
          ? 'done'
          : ended
            ? 'notReached'
            : 'pending',
    endedAs: endedHere('review') ? phase : null,
  });

  const steps = visible.map((step): TimelineEntry => {
    const interviewAt = latestInterview(app, step.id);
    const ahead = interviewAt !== null && new Date(interviewAt).getTime() > now.getTime();
    const techTestSubmitted =
      step.type === 'techTest'
        ? (app.techTests ?? []).some(
            (t) => t.recruitmentStepId === step.id && t.submittedAt != null,
          ) ||
          (status === 'techTestSubmitted' && step.id === app.recruitmentStepId)
        : null;
    let state: TimelineState;
    if (endedHere(step.id)) state = 'ended';
    else if (!ended && !atOffer && step.id === app.recruitmentStepId)
      state = ahead ? 'scheduled' : 'current';
    else if (reached.has(step.id))
      state =
        techTestSubmitted === false || (ahead && ended) ? 'skipped' : ahead ? 'scheduled' : 'done';
    else state = ended || atOffer ? 'notReached' : 'pending';
    return entry({
      kind: 'step',
      key: step.id,
      stepName: step.name,
      stepType: step.type,
      state,
      endedAs: state === 'ended' ? phase : null,
      techTestSubmitted,
      interviewAt,
    });
  });

  const offer = entry({
    kind: 'offer',
    key: 'offer',
    state:
      phase === 'offered'
        ? 'current'
        : phase === 'hired'
          ? 'done'
          : phase === 'offerDeclined'
            ? 'ended'
            : ended
              ? 'notReached'
              : 'pending',
    endedAs: phase === 'offerDeclined' ? phase : null,
  });
  return [received, review, ...steps, offer];
}

/** Whether a step happened, by the timeline's rule (the API's `finished` of a step). */
export function timelineStepDone(entries: readonly TimelineEntry[], stepId: string): boolean {
  return entries.some((e) => e.kind === 'step' && e.key === stepId && e.state === 'done');
}

/** What an entry says: its name, its state, and a detail (the tech test, the offer's answer). */
export function timelineEntryTexts(
  entry: TimelineEntry,
  locale: Locale,
): { name: string; state: string; detail: string | null } {
  const name =
    entry.kind === 'step' ? (entry.stepName ?? '') : TIMELINE_ENTRY_LABELS[entry.kind][locale];
  const state =
    entry.state === 'ended'
      ? (SEEKER_PHASE_DEFINITIONS[entry.endedAs ?? 'notSelected'].endedHere?.[locale] ?? '')
      : entry.state === 'scheduled' && entry.interviewAt
        ? fillStatusText(TIMELINE_STATE_TEXTS.scheduled[locale], {
            when: formatWibDateLong(entry.interviewAt, locale),
          })
        : TIMELINE_STATE_TEXTS[entry.state][locale];
  let detail: string | null = null;
  if (entry.techTestSubmitted === true) detail = TIMELINE_DETAIL_TEXTS.testSubmitted[locale];
  else if (entry.techTestSubmitted === false) {
    if (entry.state === 'current' || entry.state === 'scheduled')
      detail = TIMELINE_DETAIL_TEXTS.testNotSubmitted[locale];
    else if (entry.state === 'skipped' || entry.state === 'ended')
      detail = TIMELINE_DETAIL_TEXTS.testNotHandedIn[locale];
  } else if (entry.kind === 'offer' && entry.state === 'current')
    detail = TIMELINE_DETAIL_TEXTS.awaitingAnswer[locale];
  return { name, state, detail };
}
