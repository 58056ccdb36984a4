// What the session jobs do: remind both parties 24 h and 1 h before a confirmed session (with the
// .ics), warn the mentor of requests about to expire unanswered, expire them, and complete
// sessions 72 h after their end when nobody reported a no-show (asking the mentee for a review).
// Each is safe to run twice.
import { MENTORING_TIMING } from '@jenjang/domain';
import type { NotifyDeps } from './session-notify';
import { notifySessionChange } from './session-notify';
import {
  autoCompleteSessions,
  claimExpiringNotices,
  claimReminders,
  expireSessions,
  type Claimed,
  type SystemMove,
} from './session-jobs.queries';
import { selectSessionsByIds, type SessionRow } from './sessions.queries';

const HOUR = 3_600_000;
const BATCH = 200;

async function rowsOf(deps: NotifyDeps, ids: string[]) {
  return new Map((await selectSessionsByIds(deps.db, ids)).map((row) => [row.id, row]));
}

export async function sendSessionReminders(deps: NotifyDeps): Promise<number> {
  const now = deps.clock.now();
  const [first, last] = [
    Math.max(...MENTORING_TIMING.reminderHoursBefore),
    Math.min(...MENTORING_TIMING.reminderHoursBefore),
  ];
  const kinds = [
    { kind: 'reminder24h' as const, hours: first, from: new Date(now.getTime() + last * HOUR) },
    { kind: 'reminder1h' as const, hours: last, from: now },
  ];
  let sent = 0;
  for (const k of kinds) {
    for (;;) {
      const claimed: Claimed[] = await claimReminders(deps.db, {
        kind: k.kind,
        from: k.from,
        to: new Date(now.getTime() + k.hours * HOUR),
        now,
        limit: BATCH,
      });
      const rows = await rowsOf(
        deps,
        claimed.map((c) => c.sessionId),
      );
      for (const c of claimed) {
        const row = rows.get(c.sessionId);
        if (!row) continue;
        await notifySessionChange(deps, row, {
          type: 'mentoringSessionReminder',
          to: 'both',
          dedupeKey: `mentoring-reminder:${c.sessionId}:${k.kind}:${c.version}`,
          calendar: 'REQUEST',
          hoursBefore: k.hours,
        });
        sent += 1;
      }
      if (claimed.length < BATCH) break;
    }
  }
  return sent;
}

export async function warnOfExpiringRequests(deps: NotifyDeps): Promise<number> {
  const now = deps.clock.now();
  const claimed = await claimExpiringNotices(deps.db, {
    now,
    until: new Date(now.getTime() + MENTORING_TIMING.requestExpiringNoticeHours * HOUR),
    limit: BATCH,
  });
  const rows = await rowsOf(
    deps,
    claimed.map((c) => c.sessionId),
  );
  for (const c of claimed) {
    const row = rows.get(c.sessionId);
    if (!row) continue;
    await notifySessionChange(deps, row, {
      type: 'mentoringRequestExpiring',
      to: 'mentor',
      dedupeKey: `mentoring-expiring:${c.sessionId}:${c.version}`,
    });
  }
  return claimed.length;
}

async function eachBatch(
  deps: NotifyDeps,
  move: () => Promise<SystemMove[]>,
  notify: (moved: SystemMove, row: SessionRow) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await move();
    const rows = await rowsOf(
      deps,
      moved.map((m) => m.sessionId),
    );
    for (const m of moved) {
      const row = rows.get(m.sessionId);
      if (row) await notify(m, row);
    }
    total += moved.length;
    if (moved.length < BATCH) return total;
  }
}

export async function expireUnansweredSessions(deps: NotifyDeps): Promise<number> {
  return eachBatch(
    deps,
    () => expireSessions(deps.db, { now: deps.clock.now(), limit: BATCH }),
    (m, row) =>
      notifySessionChange(deps, row, {
        type: 'mentoringSessionExpired',
        to: 'mentee',
        dedupeKey: `mentoring-event:${m.eventId}`,
      }),
  );
}

/** Completes ended sessions and asks each mentee for a review (once: the event id). */
export async function completeEndedSessions(deps: NotifyDeps): Promise<number> {
  const now = deps.clock.now();
  return eachBatch(
    deps,
    () =>
      autoCompleteSessions(deps.db, {
        now,
        endedBefore: new Date(now.getTime() - MENTORING_TIMING.autoCompleteHoursAfterEnd * HOUR),
        limit: BATCH,
      }),
    (m, row) =>
      notifySessionChange(deps, row, {
        type: 'mentoringSessionCompleted',
        to: 'mentee',
        dedupeKey: `mentoring-event:${m.eventId}`,
      }),
  );
}
