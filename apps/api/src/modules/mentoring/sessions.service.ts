// Reading sessions: the viewer's lists and counts, one session and its neighbours, the latest,
// the times a custom request can be approved at, the completion status and the join link.
import {
  CONFIRMED_SESSION_STATUSES,
  checkSessionAction,
  joinWindowState,
  sessionJoinWindow,
  type MentoringSession,
  type Paginated,
  type SessionCounter,
  type SessionJoinAnswer,
  type SessionJoinState,
  type SessionListQuery,
  type SessionParty,
  type SessionStatusGroup,
  type SessionTime,
} from '@jenjang/domain';
import { loadOwnSession, viewOf, type SessionDeps, type Viewer } from './session-access';
import { ruleInput, sessionTime } from './session-view';
import { sessionsError } from './sessions.messages';
import {
  countSessionsByGroup,
  selectBookingMentor,
  selectBusyOfParties,
  selectLatestSession,
  selectMeetingLink,
  selectSessionNeighbours,
  selectSessionPage,
  type BookingMentorRow,
  type BusyRange,
  type SessionRow,
} from './sessions.queries';

const MINUTE = 60_000;
/** Approvable starts inside a request's windows lie on this grid from each window's start. */
const PROPOSAL_STEP_MINUTES = 15;

export async function listSessions(
  deps: SessionDeps,
  viewer: Viewer,
  query: SessionListQuery,
): Promise<Paginated<MentoringSession>> {
  const { rows, total } = await selectSessionPage(deps.db, {
    userId: viewer.user.id,
    as: query.as,
    group: query.group,
    now: deps.clock.now(),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    docs: rows.map((row) => viewOf(deps, viewer, row, query.as)),
    totalDocs: total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}

export async function getSession(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
): Promise<MentoringSession> {
  const { row, role } = await loadOwnSession(deps, viewer, id);
  return viewOf(deps, viewer, row, role);
}

export async function sessionCursor(
  deps: SessionDeps,
  viewer: Viewer,
  query: { id_eq: string; as: SessionParty; group?: SessionStatusGroup | undefined },
): Promise<{ previousId: string | null; nextId: string | null }> {
  const { role } = await loadOwnSession(deps, viewer, query.id_eq);
  if (role !== query.as) return { previousId: null, nextId: null };
  const around = await selectSessionNeighbours(deps.db, {
    id: query.id_eq,
    userId: viewer.user.id,
    as: query.as,
    group: query.group,
    now: deps.clock.now(),
  });
  return around ?? { previousId: null, nextId: null };
}

export async function latestSession(
  deps: SessionDeps,
  viewer: Viewer,
  as: SessionParty,
): Promise<MentoringSession | null> {
  const row = await selectLatestSession(deps.db, { userId: viewer.user.id, as });
  return row ? viewOf(deps, viewer, row, as) : null;
}

export async function sessionCounter(
  deps: SessionDeps,
  viewer: Viewer,
  as: SessionParty,
): Promise<SessionCounter> {
  return countSessionsByGroup(deps.db, { userId: viewer.user.id, as, now: deps.clock.now() });
}

/**
 * Starts inside a custom request's windows, on a 15-minute grid, at which a session of the
 * mentor's length is free for both: the mentor's live sessions with their buffer, the mentee's.
 */
export async function proposableTimesOf(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  row: SessionRow,
  mentor: BookingMentorRow,
): Promise<SessionTime[]> {
  const windows = row.requestedWindows.map((w) => ({
    start: Date.parse(w.startsAt),
    end: Date.parse(w.endsAt),
  }));
  if (windows.length === 0) return [];
  const length = mentor.sessionMinutes * MINUTE;
  const buffer = mentor.bufferMinutes * MINUTE;
  const busy = await selectBusyOfParties(deps.db, {
    mentorId: row.mentorId,
    menteeUserId: row.menteeUserId,
    from: new Date(Math.min(...windows.map((w) => w.start))),
    to: new Date(Math.max(...windows.map((w) => w.end)) + buffer),
    excludeId: row.id,
  });
  const now = deps.clock.now().getTime();
  const overlaps = (ranges: BusyRange[], start: number, end: number) =>
    ranges.some((b) => new Date(b.startsAt).getTime() < end && start < new Date(b.until).getTime());
  const times: SessionTime[] = [];
  for (const w of windows.sort((a, b) => a.start - b.start)) {
    for (let start = w.start; start + length <= w.end; start += PROPOSAL_STEP_MINUTES * MINUTE) {
      if (start <= now) continue;
      const end = start + length;
      if (overlaps(busy.mentor, start, end + buffer) || overlaps(busy.mentee, start, end)) continue;
      times.push(sessionTime(new Date(start), new Date(end)));
    }
  }
  return times;
}

/** GET available-custom-session-schedule-to-propose/list: for the mentor of a custom request. */
export async function proposableTimes(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
): Promise<{ docs: SessionTime[]; durationMinutes: number }> {
  const { row, role } = await loadOwnSession(deps, viewer, id);
  const mentor = await selectBookingMentor(deps.db, row.mentorId);
  if (!mentor) throw sessionsError('SESSION_NOT_FOUND', viewer.locale);
  const open = row.status === 'requested' && role === 'mentor';
  return {
    docs: open ? await proposableTimesOf(deps, row, mentor) : [],
    durationMinutes: mentor.sessionMinutes,
  };
}

/** GET session-completion-status/one */
export async function completionStatus(deps: SessionDeps, viewer: Viewer, id: string) {
  const { row, role } = await loadOwnSession(deps, viewer, id);
  const now = deps.clock.now();
  const rules = ruleInput(row);
  return {
    sessionId: row.id,
    status: row.status,
    canComplete: checkSessionAction('complete', role, rules, now).ok,
    canReview: checkSessionAction('review', role, rules, now).ok,
    review:
      row.reviewRating !== null
        ? {
            rating: row.reviewRating,
            comment: row.reviewComment ?? '',
            createdAt: new Date(row.reviewCreatedAt!).toISOString(),
          }
        : null,
  };
}

/**
 * GET session/join: a join link of one of the viewer's sessions. The current token of a
 * confirmed online session opens its room (live) inside the join window and answers "early"
 * before it; a token of an earlier time answers "moved" with the session, so the web can show the
 * new time; anything else, or a time that has passed, "ended". Tokens of other people's sessions
 * are 404, as unknown ones.
 */
export async function joinSession(
  deps: SessionDeps,
  viewer: Viewer,
  token: string,
): Promise<SessionJoinAnswer> {
  const link = await selectMeetingLink(deps.db, token);
  if (!link) throw sessionsError('SESSION_NOT_FOUND', viewer.locale);
  const { row, role } = await loadOwnSession(deps, viewer, link.sessionId);
  const time = row.startsAt && row.endsAt ? { startsAt: row.startsAt, endsAt: row.endsAt } : null;
  const window = time ? sessionJoinWindow(time) : null;
  const state = joinState(row, token, time, deps.clock.now());
  return {
    state,
    sessionId: row.id,
    meetingUrl: state === 'live' ? row.meetingUrl : null,
    opensAt: window?.opensAt.toISOString() ?? null,
    closesAt: window?.closesAt.toISOString() ?? null,
    session: viewOf(deps, viewer, row, role),
  };
}

/** The current token of a confirmed session is live only inside the join window. */
function joinState(
  row: SessionRow,
  token: string,
  time: { startsAt: Date | string; endsAt: Date | string } | null,
  now: Date,
): SessionJoinState {
  if (!CONFIRMED_SESSION_STATUSES.includes(row.status) || !time) return 'ended';
  if (row.meetingToken !== token) return 'moved';
  const window = joinWindowState(time, now);
  return window === 'open' ? 'live' : window === 'early' ? 'early' : 'ended';
}
