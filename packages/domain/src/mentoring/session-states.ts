// Mentoring session states and who may move them how (docs/decisions/023). Pure rules shared by
// the API (which checks every action with them before its conditional UPDATE) and the web
// (which shows only the buttons `allowedSessionActions` names).

export const SESSION_STATUSES = [
  'pending',
  'requested',
  'approved',
  'rescheduleRequested',
  'rejected',
  'cancelled',
  'expired',
  'completed',
  'noShow',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** States that hold time: the database's exclusion constraints see exactly these. */
export const LIVE_SESSION_STATUSES: readonly SessionStatus[] = [
  'pending',
  'approved',
  'rescheduleRequested',
];

/** Confirmed sessions: they carry a meeting link and can be attended. */
export const CONFIRMED_SESSION_STATUSES: readonly SessionStatus[] = [
  'approved',
  'rescheduleRequested',
];

/** Nothing moves a session out of these (a completed one still takes a review). */
export const FINAL_SESSION_STATUSES: readonly SessionStatus[] = [
  'rejected',
  'cancelled',
  'expired',
  'completed',
  'noShow',
];

export const SESSION_BOOKING_TYPES = ['slot', 'custom'] as const;
export type SessionBookingType = (typeof SESSION_BOOKING_TYPES)[number];

export const SESSION_MODES = ['online', 'offline'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

/** The two people of a session; the viewer is one of them. */
export const SESSION_PARTIES = ['mentor', 'mentee'] as const;
export type SessionParty = (typeof SESSION_PARTIES)[number];

export const SESSION_ACTORS = ['mentor', 'mentee', 'system'] as const;
export type SessionActor = (typeof SESSION_ACTORS)[number];

export function otherParty(party: SessionParty): SessionParty {
  return party === 'mentor' ? 'mentee' : 'mentor';
}

/** Timing rules of decision 023. The cancel cut-off is configurable (MENTORING_CANCEL_CUTOFF_HOURS). */
export const MENTORING_TIMING = {
  /** A mentee cannot cancel an approved session later than this before its start. */
  defaultCancelCutoffHours: 12,
  /** Attendance can be recorded from the start until this long after the end. */
  attendanceDaysAfterEnd: 7,
  /** Approved sessions without a no-show complete by themselves this long after the end. */
  autoCompleteHoursAfterEnd: 72,
  /** A custom request expires this long after it was made (or when its last window starts). */
  requestExpiryHours: 72,
  /** The mentor is told of a request about to expire this long before it does. */
  requestExpiringNoticeHours: 12,
  /** Reminders before an approved session. */
  reminderHoursBefore: [24, 1] as readonly number[],
  /** A custom request proposes 1–3 windows. */
  requestedWindowsMax: 3,
  /**
   * The meeting room of a confirmed online session opens this long before its start and stays
   * open until its end (mentoring/join-window.ts); the pages say the same, from this number.
   */
  joinOpensMinutesBefore: 15,
} as const;

/**
 * Every action on a session. `book` and `request` create one; the others move it. `review` is
 * the completion form on a session already completed without a review (no state change).
 */
export const SESSION_ACTIONS = [
  'book',
  'request',
  'approve',
  'reject',
  'cancel',
  'proposeReschedule',
  'acceptReschedule',
  'declineReschedule',
  'withdrawReschedule',
  'attendance',
  'complete',
  'review',
  'expire',
  'autoComplete',
] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** Actions a person can take on an existing session (the web's buttons). */
export const SESSION_VIEWER_ACTIONS = [
  'approve',
  'reject',
  'cancel',
  'proposeReschedule',
  'acceptReschedule',
  'declineReschedule',
  'withdrawReschedule',
  'attendance',
  'complete',
  'review',
] as const satisfies readonly SessionAction[];
export type SessionViewerAction = (typeof SESSION_VIEWER_ACTIONS)[number];

export type SessionTransition = {
  actors: readonly SessionActor[];
  /** null: the action creates the session. */
  from: readonly SessionStatus[] | null;
  /** The states the action can lead to (attendance and review may leave the state as it is). */
  to: readonly SessionStatus[];
};

/** The table of decision 023: per action, who may take it, from which states, into which. */
export const SESSION_TRANSITIONS: Readonly<Record<SessionAction, SessionTransition>> = {
  book: { actors: ['mentee'], from: null, to: ['pending'] },
  request: { actors: ['mentee'], from: null, to: ['requested'] },
  approve: { actors: ['mentor'], from: ['pending', 'requested'], to: ['approved'] },
  reject: { actors: ['mentor'], from: ['pending', 'requested'], to: ['rejected'] },
  cancel: {
    actors: ['mentor', 'mentee'],
    from: ['pending', 'requested', 'approved', 'rescheduleRequested'],
    to: ['cancelled'],
  },
  proposeReschedule: {
    actors: ['mentor', 'mentee'],
    from: ['approved'],
    to: ['rescheduleRequested'],
  },
  acceptReschedule: {
    actors: ['mentor', 'mentee'],
    from: ['rescheduleRequested'],
    to: ['approved'],
  },
  declineReschedule: {
    actors: ['mentor', 'mentee'],
    from: ['rescheduleRequested'],
    to: ['approved'],
  },
  withdrawReschedule: {
    actors: ['mentor', 'mentee'],
    from: ['rescheduleRequested'],
    to: ['approved'],
  },
  attendance: {
    actors: ['mentor', 'mentee'],
    from: ['approved', 'rescheduleRequested'],
    to: ['approved', 'rescheduleRequested', 'completed', 'noShow'],
  },
  complete: {
    actors: ['mentee'],
    from: ['approved', 'rescheduleRequested'],
    to: ['completed'],
  },
  review: { actors: ['mentee'], from: ['completed'], to: ['completed'] },
  expire: { actors: ['system'], from: ['pending', 'requested'], to: ['expired'] },
  autoComplete: {
    actors: ['system'],
    from: ['approved', 'rescheduleRequested'],
    to: ['completed'],
  },
};

/** What the rules need to know of a session. Instants as Date or ISO text. */
export type SessionRuleInput = {
  status: SessionStatus;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  /** Custom requests: the proposed windows (their starts decide expiry). */
  requestedWindows?: readonly { startsAt: Date | string; endsAt: Date | string }[];
  rescheduleProposedBy: SessionParty | null;
  rescheduleProposedStartsAt?: Date | string | null;
  /** What the mentor recorded of the mentee, and the mentee of the mentor (null: nothing yet). */
  menteeAttended: boolean | null;
  mentorAttended: boolean | null;
  hasReview: boolean;
};

export type SessionRuleOptions = { cancelCutoffHours?: number };

export type SessionActionCheck =
  | { ok: true }
  | {
      ok: false;
      reason:
        | 'actor'
        | 'state'
        | 'started'
        | 'cancelCutoff'
        | 'notStarted'
        | 'notEnded'
        | 'attendanceClosed'
        | 'alreadyRecorded'
        | 'ownProposal'
        | 'notOwnProposal'
        | 'proposalPassed'
        | 'reviewed';
    };

const HOUR_MS = 3_600_000;
const time = (value: Date | string | null | undefined): number | null =>
  value === null || value === undefined ? null : new Date(value).getTime();

/** What `party` recorded about the other one (the mentor records the mentee's attendance). */
export function attendanceRecordedBy(
  session: Pick<SessionRuleInput, 'menteeAttended' | 'mentorAttended'>,
  party: SessionParty,
): boolean | null {
  return party === 'mentor' ? session.menteeAttended : session.mentorAttended;
}

/**
 * Whether `actor` may take `action` on `session` at `now`. Beyond the table:
 * - nothing that changes a time or cancels happens after the start (attendance covers that);
 * - a mentee cannot cancel an approved session later than the cut-off before it starts;
 * - a reschedule is accepted or declined by the other side, withdrawn by its proposer, and
 *   cannot be accepted once the proposed time has begun;
 * - attendance runs from the start until 7 days after the end; each side records once (a
 *   "came" recorded before the end can be confirmed again after it, which completes);
 * - completion needs the end to have passed; a review only a completed session without one.
 */
export function checkSessionAction(
  action: SessionAction,
  actor: SessionActor,
  session: SessionRuleInput,
  now: Date,
  options: SessionRuleOptions = {},
): SessionActionCheck {
  const rule = SESSION_TRANSITIONS[action];
  if (!rule.actors.includes(actor)) return { ok: false, reason: 'actor' };
  if (rule.from === null || !rule.from.includes(session.status))
    return { ok: false, reason: 'state' };
  const at = now.getTime();
  const start = time(session.startsAt);
  const end = time(session.endsAt);
  const beforeStart = start === null || at < start;

  switch (action) {
    case 'approve':
    case 'reject':
      if (session.status === 'pending' && !beforeStart) return { ok: false, reason: 'started' };
      return { ok: true };
    case 'cancel': {
      if (!beforeStart) return { ok: false, reason: 'started' };
      const cutoff = options.cancelCutoffHours ?? MENTORING_TIMING.defaultCancelCutoffHours;
      if (
        actor === 'mentee' &&
        start !== null &&
        (session.status === 'approved' || session.status === 'rescheduleRequested') &&
        start - at < cutoff * HOUR_MS
      )
        return { ok: false, reason: 'cancelCutoff' };
      return { ok: true };
    }
    case 'proposeReschedule':
      return beforeStart ? { ok: true } : { ok: false, reason: 'started' };
    case 'acceptReschedule':
    case 'declineReschedule': {
      if (session.rescheduleProposedBy === actor) return { ok: false, reason: 'ownProposal' };
      const proposed = time(session.rescheduleProposedStartsAt);
      if (action === 'acceptReschedule' && proposed !== null && at >= proposed)
        return { ok: false, reason: 'proposalPassed' };
      return { ok: true };
    }
    case 'withdrawReschedule':
      return session.rescheduleProposedBy === actor
        ? { ok: true }
        : { ok: false, reason: 'notOwnProposal' };
    case 'attendance': {
      if (start === null || at < start) return { ok: false, reason: 'notStarted' };
      if (end !== null && at > end + MENTORING_TIMING.attendanceDaysAfterEnd * 24 * HOUR_MS)
        return { ok: false, reason: 'attendanceClosed' };
      const recorded = attendanceRecordedBy(session, actor as SessionParty);
      if (recorded === false) return { ok: false, reason: 'alreadyRecorded' };
      if (recorded === true && (end === null || at < end))
        return { ok: false, reason: 'alreadyRecorded' };
      return { ok: true };
    }
    case 'complete':
      return end !== null && at >= end ? { ok: true } : { ok: false, reason: 'notEnded' };
    case 'review':
      return session.hasReview ? { ok: false, reason: 'reviewed' } : { ok: true };
    case 'autoComplete':
      return end !== null && at >= end + MENTORING_TIMING.autoCompleteHoursAfterEnd * HOUR_MS
        ? { ok: true }
        : { ok: false, reason: 'notEnded' };
    default:
      return { ok: true };
  }
}

/** The buttons a viewer gets on a session, in the order the web shows them. */
export function allowedSessionActions(
  session: SessionRuleInput,
  viewerRole: SessionParty,
  now: Date,
  options: SessionRuleOptions = {},
): SessionViewerAction[] {
  return SESSION_VIEWER_ACTIONS.filter(
    (action) => checkSessionAction(action, viewerRole, session, now, options).ok,
  );
}

/**
 * When an unanswered session expires: a pending slot at its start minus the mentor's minimum
 * notice; a custom request when its last proposed window starts or 72 h after it was made,
 * whichever comes first. Null for other states.
 */
export function sessionExpiresAt(input: {
  status: SessionStatus;
  startsAt: Date | string | null;
  createdAt: Date | string;
  requestedWindows: readonly { startsAt: Date | string }[];
  minNoticeHours: number;
}): Date | null {
  if (input.status === 'pending') {
    const start = time(input.startsAt);
    return start === null ? null : new Date(start - input.minNoticeHours * HOUR_MS);
  }
  if (input.status === 'requested') {
    const made = time(input.createdAt)! + MENTORING_TIMING.requestExpiryHours * HOUR_MS;
    const starts = input.requestedWindows.map((w) => time(w.startsAt)!);
    const lastStart = starts.length > 0 ? Math.max(...starts) : made;
    return new Date(Math.min(made, lastStart));
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Status groups (the session list's tabs) and label keys

export const SESSION_STATUS_GROUPS = ['upcoming', 'pending', 'past', 'cancelled'] as const;
export type SessionStatusGroup = (typeof SESSION_STATUS_GROUPS)[number];

/**
 * The tab of a session: waiting for the mentor (pending), confirmed and not yet over
 * (upcoming), over (past: took place, no-show, or confirmed and ended), or did not happen
 * (cancelled: cancelled, rejected, expired).
 */
export function sessionStatusGroup(
  status: SessionStatus,
  endsAt: Date | string | null,
  now: Date,
): SessionStatusGroup {
  switch (status) {
    case 'pending':
    case 'requested':
      return 'pending';
    case 'approved':
    case 'rescheduleRequested': {
      const end = time(endsAt);
      return end !== null && end <= now.getTime() ? 'past' : 'upcoming';
    }
    case 'completed':
    case 'noShow':
      return 'past';
    default:
      return 'cancelled';
  }
}

/** Label keys in the web's mentoring namespaces: `sessions.groups.<group>`. */
export const SESSION_GROUP_LABEL_KEYS: Readonly<Record<SessionStatusGroup, string>> = {
  upcoming: 'sessions.groups.upcoming',
  pending: 'sessions.groups.pending',
  past: 'sessions.groups.past',
  cancelled: 'sessions.groups.cancelled',
};

/** Label keys of the states: `sessions.status.<status>`. */
export const SESSION_STATUS_LABEL_KEYS: Readonly<Record<SessionStatus, string>> = {
  pending: 'sessions.status.pending',
  requested: 'sessions.status.requested',
  approved: 'sessions.status.approved',
  rescheduleRequested: 'sessions.status.rescheduleRequested',
  rejected: 'sessions.status.rejected',
  cancelled: 'sessions.status.cancelled',
  expired: 'sessions.status.expired',
  completed: 'sessions.status.completed',
  noShow: 'sessions.status.noShow',
};

/** Label keys of the buttons: `sessions.actions.<action>`. */
export const SESSION_ACTION_LABEL_KEYS: Readonly<Record<SessionViewerAction, string>> = {
  approve: 'sessions.actions.approve',
  reject: 'sessions.actions.reject',
  cancel: 'sessions.actions.cancel',
  proposeReschedule: 'sessions.actions.proposeReschedule',
  acceptReschedule: 'sessions.actions.acceptReschedule',
  declineReschedule: 'sessions.actions.declineReschedule',
  withdrawReschedule: 'sessions.actions.withdrawReschedule',
  attendance: 'sessions.actions.attendance',
  complete: 'sessions.actions.complete',
  review: 'sessions.actions.review',
};
