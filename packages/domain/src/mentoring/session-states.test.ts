import { describe, expect, it } from 'vitest';
import {
  SESSION_ACTIONS,
  SESSION_ACTORS,
  SESSION_STATUSES,
  allowedSessionActions,
  checkSessionAction,
  sessionExpiresAt,
  sessionStatusGroup,
  type SessionAction,
  type SessionActor,
  type SessionRuleInput,
  type SessionStatus,
} from './session-states';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T03:00:00.000Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR);

function session(
  status: SessionStatus,
  overrides: Partial<SessionRuleInput> = {},
): SessionRuleInput {
  return {
    status,
    startsAt: status === 'requested' ? null : at(48),
    endsAt: status === 'requested' ? null : at(49),
    rescheduleProposedBy: status === 'rescheduleRequested' ? 'mentor' : null,
    rescheduleProposedStartsAt: status === 'rescheduleRequested' ? at(72) : null,
    menteeAttended: null,
    mentorAttended: null,
    hasReview: false,
    ...overrides,
  };
}

/**
 * The times at which each action's timing rules pass, so the table alone decides: attendance
 * and completion after the end, everything else two days ahead.
 */
function timedFor(action: SessionAction, status: SessionStatus, actor: SessionActor) {
  const base = session(status);
  if (action === 'attendance' || action === 'complete')
    return { ...base, startsAt: at(-2), endsAt: at(-1) };
  if (action === 'autoComplete') return { ...base, startsAt: at(-100), endsAt: at(-99) };
  if (
    status === 'rescheduleRequested' &&
    (action === 'acceptReschedule' || action === 'declineReschedule')
  )
    return {
      ...base,
      rescheduleProposedBy: actor === 'mentor' ? ('mentee' as const) : ('mentor' as const),
    };
  if (status === 'rescheduleRequested' && action === 'withdrawReschedule')
    return { ...base, rescheduleProposedBy: actor === 'system' ? null : actor };
  return base;
}

// The expected table of docs/decisions/023, written out independently of SESSION_TRANSITIONS.
const EXPECTED: Record<SessionAction, { actors: SessionActor[]; from: SessionStatus[] }> = {
  book: { actors: ['mentee'], from: [] },
  request: { actors: ['mentee'], from: [] },
  approve: { actors: ['mentor'], from: ['pending', 'requested'] },
  reject: { actors: ['mentor'], from: ['pending', 'requested'] },
  cancel: {
    actors: ['mentor', 'mentee'],
    from: ['pending', 'requested', 'approved', 'rescheduleRequested'],
  },
  proposeReschedule: { actors: ['mentor', 'mentee'], from: ['approved'] },
  acceptReschedule: { actors: ['mentor', 'mentee'], from: ['rescheduleRequested'] },
  declineReschedule: { actors: ['mentor', 'mentee'], from: ['rescheduleRequested'] },
  withdrawReschedule: { actors: ['mentor', 'mentee'], from: ['rescheduleRequested'] },
  attendance: { actors: ['mentor', 'mentee'], from: ['approved', 'rescheduleRequested'] },
  complete: { actors: ['mentee'], from: ['approved', 'rescheduleRequested'] },
  review: { actors: ['mentee'], from: ['completed'] },
  expire: { actors: ['system'], from: ['pending', 'requested'] },
  autoComplete: { actors: ['system'], from: ['approved', 'rescheduleRequested'] },
};

describe('checkSessionAction: every action × actor × state', () => {
  const cases = SESSION_ACTIONS.flatMap((action) =>
    SESSION_ACTORS.flatMap((actor) =>
      SESSION_STATUSES.map((status) => ({ action, actor, status })),
    ),
  );
  it.each(cases)('$actor → $action from $status', ({ action, actor, status }) => {
    const expected = EXPECTED[action];
    const allowed = expected.actors.includes(actor) && expected.from.includes(status);
    const result = checkSessionAction(action, actor, timedFor(action, status, actor), now);
    expect(result.ok).toBe(allowed);
    if (!allowed && !expected.actors.includes(actor))
      expect(result).toEqual({ ok: false, reason: 'actor' });
    else if (!allowed) expect(result).toEqual({ ok: false, reason: 'state' });
  });
});

describe('checkSessionAction: timing and party rules', () => {
  it('refuses approving or rejecting a pending slot that has started', () => {
    const started = session('pending', { startsAt: at(-0.5), endsAt: at(0.5) });
    expect(checkSessionAction('approve', 'mentor', started, now)).toEqual({
      ok: false,
      reason: 'started',
    });
    expect(checkSessionAction('reject', 'mentor', started, now)).toEqual({
      ok: false,
      reason: 'started',
    });
  });

  it('lets a mentee cancel an approved session up to the cut-off, and not after', () => {
    const early = session('approved', { startsAt: at(12.01), endsAt: at(13) });
    const late = session('approved', { startsAt: at(11.99), endsAt: at(13) });
    expect(checkSessionAction('cancel', 'mentee', early, now).ok).toBe(true);
    expect(checkSessionAction('cancel', 'mentee', late, now)).toEqual({
      ok: false,
      reason: 'cancelCutoff',
    });
    expect(checkSessionAction('cancel', 'mentor', late, now).ok).toBe(true);
    expect(checkSessionAction('cancel', 'mentee', late, now, { cancelCutoffHours: 6 }).ok).toBe(
      true,
    );
    const lateRescheduling = session('rescheduleRequested', { startsAt: at(2), endsAt: at(3) });
    expect(checkSessionAction('cancel', 'mentee', lateRescheduling, now).ok).toBe(false);
  });

  it('lets a mentee cancel a pending booking close to its start (the cut-off is for approved ones)', () => {
    expect(
      checkSessionAction(
        'cancel',
        'mentee',
        session('pending', { startsAt: at(1), endsAt: at(2) }),
        now,
      ).ok,
    ).toBe(true);
  });

  it('refuses cancelling or proposing a new time once the session started', () => {
    const started = session('approved', { startsAt: at(-0.1), endsAt: at(1) });
    expect(checkSessionAction('cancel', 'mentor', started, now)).toEqual({
      ok: false,
      reason: 'started',
    });
    expect(checkSessionAction('proposeReschedule', 'mentor', started, now)).toEqual({
      ok: false,
      reason: 'started',
    });
  });

  it('has the other side accept or decline a proposal and only the proposer withdraw it', () => {
    const byMentor = session('rescheduleRequested', { rescheduleProposedBy: 'mentor' });
    expect(checkSessionAction('acceptReschedule', 'mentor', byMentor, now)).toEqual({
      ok: false,
      reason: 'ownProposal',
    });
    expect(checkSessionAction('declineReschedule', 'mentor', byMentor, now)).toEqual({
      ok: false,
      reason: 'ownProposal',
    });
    expect(checkSessionAction('acceptReschedule', 'mentee', byMentor, now).ok).toBe(true);
    expect(checkSessionAction('withdrawReschedule', 'mentee', byMentor, now)).toEqual({
      ok: false,
      reason: 'notOwnProposal',
    });
    expect(checkSessionAction('withdrawReschedule', 'mentor', byMentor, now).ok).toBe(true);
  });

  it('refuses accepting a proposed time that has already begun', () => {
    const passed = session('rescheduleRequested', {
      rescheduleProposedBy: 'mentor',
      rescheduleProposedStartsAt: at(-1),
    });
    expect(checkSessionAction('acceptReschedule', 'mentee', passed, now)).toEqual({
      ok: false,
      reason: 'proposalPassed',
    });
    expect(checkSessionAction('declineReschedule', 'mentee', passed, now).ok).toBe(true);
  });

  it('opens attendance at the start and closes it 7 days after the end', () => {
    const future = session('approved');
    expect(checkSessionAction('attendance', 'mentor', future, now)).toEqual({
      ok: false,
      reason: 'notStarted',
    });
    const running = session('approved', { startsAt: at(-0.5), endsAt: at(0.5) });
    expect(checkSessionAction('attendance', 'mentor', running, now).ok).toBe(true);
    const old = session('approved', { startsAt: at(-24 * 7 - 2), endsAt: at(-24 * 7 - 1) });
    expect(checkSessionAction('attendance', 'mentee', old, now)).toEqual({
      ok: false,
      reason: 'attendanceClosed',
    });
  });

  it('records each side once; a "came" before the end may be confirmed after it', () => {
    const running = session('approved', {
      startsAt: at(-0.5),
      endsAt: at(0.5),
      menteeAttended: true,
    });
    expect(checkSessionAction('attendance', 'mentor', running, now)).toEqual({
      ok: false,
      reason: 'alreadyRecorded',
    });
    expect(checkSessionAction('attendance', 'mentee', running, now).ok).toBe(true);
    const ended = { ...running, startsAt: at(-2), endsAt: at(-1) };
    expect(checkSessionAction('attendance', 'mentor', ended, now).ok).toBe(true);
  });

  it('completes only after the end; reviews a completed session once', () => {
    expect(checkSessionAction('complete', 'mentee', session('approved'), now)).toEqual({
      ok: false,
      reason: 'notEnded',
    });
    expect(
      checkSessionAction('review', 'mentee', session('completed', { hasReview: true }), now),
    ).toEqual({ ok: false, reason: 'reviewed' });
    expect(checkSessionAction('review', 'mentee', session('completed'), now).ok).toBe(true);
  });

  it('auto-completes 72 h after the end, not before', () => {
    expect(
      checkSessionAction(
        'autoComplete',
        'system',
        session('approved', { startsAt: at(-73), endsAt: at(-71) }),
        now,
      ).ok,
    ).toBe(false);
    expect(
      checkSessionAction(
        'autoComplete',
        'system',
        session('approved', { startsAt: at(-74), endsAt: at(-72) }),
        now,
      ).ok,
    ).toBe(true);
  });
});

describe('allowedSessionActions', () => {
  it('offers a mentor approve, reject and cancel on a pending booking; the mentee only cancel', () => {
    expect(allowedSessionActions(session('pending'), 'mentor', now)).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(allowedSessionActions(session('pending'), 'mentee', now)).toEqual(['cancel']);
  });

  it('offers cancel and reschedule on an approved session before the cut-off', () => {
    expect(allowedSessionActions(session('approved'), 'mentee', now)).toEqual([
      'cancel',
      'proposeReschedule',
    ]);
    const soon = session('approved', { startsAt: at(2), endsAt: at(3) });
    expect(allowedSessionActions(soon, 'mentee', now)).toEqual(['proposeReschedule']);
    expect(allowedSessionActions(soon, 'mentor', now)).toEqual(['cancel', 'proposeReschedule']);
  });

  it('answers a proposal with accept and decline, the proposer with withdraw', () => {
    const proposal = session('rescheduleRequested', { rescheduleProposedBy: 'mentee' });
    expect(allowedSessionActions(proposal, 'mentor', now)).toEqual([
      'cancel',
      'acceptReschedule',
      'declineReschedule',
    ]);
    expect(allowedSessionActions(proposal, 'mentee', now)).toEqual([
      'cancel',
      'withdrawReschedule',
    ]);
  });

  it('offers attendance and completion after the end, a review on a completed session', () => {
    const ended = session('approved', { startsAt: at(-2), endsAt: at(-1) });
    expect(allowedSessionActions(ended, 'mentee', now)).toEqual(['attendance', 'complete']);
    expect(allowedSessionActions(ended, 'mentor', now)).toEqual(['attendance']);
    expect(allowedSessionActions(session('completed'), 'mentee', now)).toEqual(['review']);
    expect(allowedSessionActions(session('completed'), 'mentor', now)).toEqual([]);
  });

  it('offers nothing on final states', () => {
    for (const status of ['rejected', 'cancelled', 'expired', 'noShow'] as const) {
      expect(allowedSessionActions(session(status), 'mentee', now)).toEqual([]);
      expect(allowedSessionActions(session(status), 'mentor', now)).toEqual([]);
    }
  });
});

describe('sessionStatusGroup', () => {
  it('sorts states into the four tabs, confirmed ones by their end', () => {
    expect(sessionStatusGroup('pending', at(2), now)).toBe('pending');
    expect(sessionStatusGroup('requested', null, now)).toBe('pending');
    expect(sessionStatusGroup('approved', at(2), now)).toBe('upcoming');
    expect(sessionStatusGroup('rescheduleRequested', at(2), now)).toBe('upcoming');
    expect(sessionStatusGroup('approved', at(-1), now)).toBe('past');
    expect(sessionStatusGroup('completed', at(-1), now)).toBe('past');
    expect(sessionStatusGroup('noShow', at(-1), now)).toBe('past');
    for (const s of ['cancelled', 'rejected', 'expired'] as const)
      expect(sessionStatusGroup(s, at(2), now)).toBe('cancelled');
  });
});

describe('sessionExpiresAt', () => {
  it('expires a pending slot at its start minus the notice', () => {
    expect(
      sessionExpiresAt({
        status: 'pending',
        startsAt: at(48),
        createdAt: now,
        requestedWindows: [],
        minNoticeHours: 12,
      }),
    ).toEqual(at(36));
  });
  it('expires a request at its last window start or 72 h after it was made', () => {
    const windows = [{ startsAt: at(24) }, { startsAt: at(30) }];
    expect(
      sessionExpiresAt({
        status: 'requested',
        startsAt: null,
        createdAt: now,
        requestedWindows: windows,
        minNoticeHours: 12,
      }),
    ).toEqual(at(30));
    expect(
      sessionExpiresAt({
        status: 'requested',
        startsAt: null,
        createdAt: now,
        requestedWindows: [{ startsAt: at(100) }],
        minNoticeHours: 12,
      }),
    ).toEqual(at(72));
    expect(
      sessionExpiresAt({
        status: 'approved',
        startsAt: at(1),
        createdAt: now,
        requestedWindows: [],
        minNoticeHours: 12,
      }),
    ).toBeNull();
  });
});
