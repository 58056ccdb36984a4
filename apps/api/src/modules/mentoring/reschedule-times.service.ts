// GET session/one/reschedule-times: every time a confirmed session can move to, for either party
// (issue 22: the mentor's reschedule offered one alternative while several were free). The
// mentor's real availability with this session left out of the busy time, less both parties'
// other live sessions: the same rules checkProposal applies, so an offered time is accepted.
import {
  MENTORING_SCHEDULE_LIMITS,
  checkSessionAction,
  rescheduleTimes,
  type SessionTime,
} from '@jenjang/domain';
import { loadMentorAvailability } from './availability.service';
import { loadOwnSession, type SessionDeps, type Viewer } from './session-access';
import { ruleInput } from './session-view';
import { selectBusyOfParties } from './sessions.queries';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export async function sessionRescheduleTimes(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
): Promise<{ docs: SessionTime[]; durationMinutes: number }> {
  const { row, role } = await loadOwnSession(deps, viewer, id);
  const now = deps.clock.now();
  if (!row.startsAt || !row.endsAt || !row.blockedUntil) return { docs: [], durationMinutes: 0 };
  const current = { startsAt: row.startsAt, endsAt: row.endsAt, blockedUntil: row.blockedUntil };
  const durationMinutes = Math.round(
    (new Date(row.endsAt).getTime() - new Date(row.startsAt).getTime()) / MINUTE,
  );
  const allowed = checkSessionAction('proposeReschedule', role, ruleInput(row), now, {
    cancelCutoffHours: deps.cancelCutoffHours,
  }).ok;
  if (!allowed) return { docs: [], durationMinutes };
  // The mentor's own booking window bounds the slots; this only caps the computation.
  const to = new Date(now.getTime() + MENTORING_SCHEDULE_LIMITS.calendarDaysMax * DAY);
  const [availability, busy] = await Promise.all([
    loadMentorAvailability(deps, {
      mentorId: row.mentorId,
      from: now,
      to,
      excludeSessionIds: [row.id],
    }),
    selectBusyOfParties(deps.db, {
      mentorId: row.mentorId,
      menteeUserId: row.menteeUserId,
      from: now,
      to: new Date(to.getTime() + DAY),
      excludeId: row.id,
    }),
  ]);
  if (!availability) return { docs: [], durationMinutes };
  const docs = rescheduleTimes({
    slots: availability.slots,
    current,
    mentorBusy: busy.mentor,
    menteeBusy: busy.mentee,
    now,
  });
  return { docs, durationMinutes };
}
