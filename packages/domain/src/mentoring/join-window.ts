// When the meeting room of a session may be entered: from MENTORING_TIMING.joinOpensMinutesBefore
// before its start until its end. The API hands out the room's address only inside this window;
// the web says when it opens from the same numbers.
import { MENTORING_TIMING } from './session-states';

const MINUTE = 60_000;

export type JoinWindow = { opensAt: Date; closesAt: Date };
/** early: not open yet; open: the room can be entered; over: the session's time has passed. */
export type JoinWindowState = 'early' | 'open' | 'over';

export function sessionJoinWindow(time: {
  startsAt: Date | string;
  endsAt: Date | string;
}): JoinWindow {
  const start = new Date(time.startsAt).getTime();
  return {
    opensAt: new Date(start - MENTORING_TIMING.joinOpensMinutesBefore * MINUTE),
    closesAt: new Date(time.endsAt),
  };
}

/** Where `now` stands against the window: open from `opensAt` up to (not including) `closesAt`. */
export function joinWindowState(
  time: { startsAt: Date | string; endsAt: Date | string },
  now: Date,
): JoinWindowState {
  const { opensAt, closesAt } = sessionJoinWindow(time);
  if (now.getTime() < opensAt.getTime()) return 'early';
  return now.getTime() < closesAt.getTime() ? 'open' : 'over';
}
