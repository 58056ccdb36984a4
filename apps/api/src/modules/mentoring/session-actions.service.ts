// The actions on a session (decision 023): approve, reject, cancel, reschedule (propose, accept,
// decline, withdraw), attendance and completion with a review. Each one: the viewer's session
// (404 otherwise), the rules of session-states.ts, then one conditional UPDATE with its event
// row; 0 rows → 409 SESSION_STATE_CHANGED, an overlap → 409 from the exclusion constraints.
import {
  checkSessionAction,
  findOfferedSlot,
  type ApproveSessionRequest,
  type CompleteSessionRequest,
  type MentoringSession,
  type RescheduleSessionRequest,
  type SessionAction,
  type SessionParty,
  type SessionStatus,
} from '@jenjang/domain';
import { loadMentorAvailability } from './availability.service';
import {
  loadOwnSession,
  newMeeting,
  reloadSession,
  viewOf,
  type SessionDeps,
  type Viewer,
} from './session-access';
import { notifySessionChange, type SessionNotice } from './session-notify';
import { ruleInput } from './session-view';
import {
  answerReschedule,
  approveSession,
  cancelSession,
  completeSessionWithReview,
  insertReview,
  proposeReschedule,
  recordAttendance,
  rejectSession,
  type Moved,
} from './session-writes.queries';
import {
  overlapError,
  refusedActionError,
  sessionFieldError,
  sessionsError,
} from './sessions.messages';
import { selectBookingMentor, selectBusyOfParties, type SessionRow } from './sessions.queries';
import { proposableTimesOf } from './sessions.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Loaded = { row: SessionRow; role: SessionParty };

/** The viewer's session, if the rules let its side take `action` now. */
async function loadFor(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
  action: SessionAction,
): Promise<Loaded> {
  const loaded = await loadOwnSession(deps, viewer, id);
  const check = checkSessionAction(action, loaded.role, ruleInput(loaded.row), deps.clock.now(), {
    cancelCutoffHours: deps.cancelCutoffHours,
  });
  if (!check.ok) throw refusedActionError(check, deps.cancelCutoffHours, viewer.locale);
  return loaded;
}

/** Runs the statement; a lost race is 409 SESSION_STATE_CHANGED, an overlap its own 409. */
async function commit<T>(viewer: Viewer, run: () => Promise<T | null>): Promise<T> {
  let moved: T | null;
  try {
    moved = await run();
  } catch (error) {
    throw overlapError(error, viewer.locale) ?? error;
  }
  if (!moved) throw sessionsError('SESSION_STATE_CHANGED', viewer.locale);
  return moved;
}

/** Tells the other side (the moved row is the session as the move left it) and answers. */
async function after(
  deps: SessionDeps,
  viewer: Viewer,
  loaded: Loaded,
  moved: Moved,
  notice: Omit<SessionNotice, 'dedupeKey'> | null,
): Promise<MentoringSession> {
  if (notice)
    await notifySessionChange(deps, moved, {
      ...notice,
      dedupeKey: `mentoring-event:${moved.eventId}`,
    });
  return viewOf(deps, viewer, moved, loaded.role);
}

const other = (role: SessionParty): SessionParty => (role === 'mentor' ? 'mentee' : 'mentor');

export async function approveSessionAction(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
  body: ApproveSessionRequest,
): Promise<MentoringSession> {
  const loaded = await loadFor(deps, viewer, id, 'approve');
  const { row } = loaded;
  const meeting = row.mode === 'online' ? newMeeting(deps.meetingBaseUrl) : null;
  let time: { startsAt: Date; endsAt: Date; blockedUntil: Date } | null = null;
  if (row.status === 'requested') {
    const startsAt = body.startsAt ? Date.parse(body.startsAt) : NaN;
    const mentor = await selectBookingMentor(deps.db, row.mentorId);
    const offered = mentor ? await proposableTimesOf(deps, row, mentor) : [];
    if (!mentor || !offered.some((t) => Date.parse(t.startsAt) === startsAt))
      throw sessionFieldError(
        'startsAt',
        {
          id: 'Pilih salah satu waktu yang tersedia di dalam pilihan waktu mentee.',
          en: "Pick one of the free times inside the mentee's proposed windows.",
        },
        viewer.locale,
      );
    const endsAt = startsAt + mentor.sessionMinutes * MINUTE;
    time = {
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      blockedUntil: new Date(endsAt + mentor.bufferMinutes * MINUTE),
    };
  }
  const moved = await commit(viewer, () =>
    approveSession(deps.db, {
      id: row.id,
      from: row.status,
      actorUserId: viewer.user.id,
      now: deps.clock.now(),
      locale: viewer.locale,
      time,
      meetingToken: meeting?.token ?? null,
      meetingUrl: meeting?.url ?? null,
    }),
  );
  return after(deps, viewer, loaded, moved, {
    type: 'mentoringSessionApproved',
    to: 'mentee',
    calendar: 'REQUEST',
    calendarToActor: true,
  });
}

export async function rejectSessionAction(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
  reason: string,
): Promise<MentoringSession> {
  const loaded = await loadFor(deps, viewer, id, 'reject');
  const moved = await commit(viewer, () =>
    rejectSession(deps.db, {
      id: loaded.row.id,
      from: loaded.row.status,
      actorUserId: viewer.user.id,
      reason,
      now: deps.clock.now(),
      locale: viewer.locale,
    }),
  );
  return after(deps, viewer, loaded, moved, {
    type: 'mentoringSessionRejected',
    to: 'mentee',
    reason,
  });
}

export async function cancelSessionAction(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
  reason: string,
): Promise<MentoringSession> {
  const loaded = await loadFor(deps, viewer, id, 'cancel');
  const { row, role } = loaded;
  const now = deps.clock.now();
  const confirmed = row.status === 'approved' || row.status === 'rescheduleRequested';
  // Checked again in the statement: the time may have moved since it was read.
  const notStartingBefore =
    role === 'mentee' && confirmed ? new Date(now.getTime() + deps.cancelCutoffHours * HOUR) : now;
  const moved = await commit(viewer, () =>
    cancelSession(deps.db, {
      id: row.id,
      from: row.status,
      actorRole: role,
      actorUserId: viewer.user.id,
      reason,
      now,
      by: role,
      locale: viewer.locale,
      notStartingBefore,
    }),
  );
  return after(deps, viewer, loaded, moved, {
    type: 'mentoringSessionCancelled',
    to: other(role),
    reason,
    calendar: confirmed ? 'CANCEL' : null,
    calendarToActor: confirmed,
  });
}

/** A proposed time must be free for both; a mentee may only propose a slot the mentor offers. */
async function checkProposal(
  deps: SessionDeps,
  viewer: Viewer,
  loaded: Loaded,
  startsAt: Date,
  endsAt: Date,
) {
  const { row, role } = loaded;
  const now = deps.clock.now();
  if (
    startsAt.getTime() <= now.getTime() ||
    startsAt.getTime() === new Date(row.startsAt!).getTime()
  )
    throw sessionFieldError(
      'startsAt',
      { id: 'Pilih waktu baru yang belum lewat.', en: 'Pick a new time that has not passed.' },
      viewer.locale,
    );
  if (role === 'mentee') {
    const loadedAvailability = await loadMentorAvailability(deps, {
      mentorId: row.mentorId,
      from: startsAt,
      to: new Date(startsAt.getTime() + 1),
      excludeSessionIds: [row.id],
    });
    if (!loadedAvailability || !findOfferedSlot(loadedAvailability.input, startsAt))
      throw sessionsError('MENTORING_SLOT_UNAVAILABLE', viewer.locale);
  }
  const buffer = new Date(row.blockedUntil!).getTime() - new Date(row.endsAt!).getTime();
  const busy = await selectBusyOfParties(deps.db, {
    mentorId: row.mentorId,
    menteeUserId: row.menteeUserId,
    from: startsAt,
    to: new Date(endsAt.getTime() + buffer),
    excludeId: row.id,
  });
  if (busy.mentor.length > 0) throw sessionsError('MENTORING_SLOT_TAKEN', viewer.locale);
  // The driver may hand timestamps over as text: compare instants, never the values as they come
  // (a text compared with a Date is never "less", which let a clashing proposal through).
  if (busy.mentee.some((b) => new Date(b.startsAt).getTime() < endsAt.getTime()))
    throw sessionsError('MENTEE_TIME_CONFLICT', viewer.locale);
}

export async function rescheduleSessionAction(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
  body: RescheduleSessionRequest,
): Promise<MentoringSession> {
  const now = deps.clock.now();
  if (body.action === 'propose') {
    const loaded = await loadFor(deps, viewer, id, 'proposeReschedule');
    const { row, role } = loaded;
    const startsAt = new Date(body.startsAt);
    const length = new Date(row.endsAt!).getTime() - new Date(row.startsAt!).getTime();
    const endsAt = new Date(startsAt.getTime() + length);
    await checkProposal(deps, viewer, loaded, startsAt, endsAt);
    const moved = await commit(viewer, () =>
      proposeReschedule(deps.db, {
        id: row.id,
        actorUserId: viewer.user.id,
        reason: body.reason,
        now,
        by: role,
        locale: viewer.locale,
        startsAt,
        endsAt,
      }),
    );
    return after(deps, viewer, loaded, moved, {
      type: 'mentoringRescheduleProposed',
      to: other(role),
      reason: body.reason,
      proposedStartsAt: startsAt,
    });
  }

  const action = (
    {
      accept: 'acceptReschedule',
      decline: 'declineReschedule',
      withdraw: 'withdrawReschedule',
    } as const
  )[body.action];
  const loaded = await loadFor(deps, viewer, id, action);
  const { row, role } = loaded;
  const meeting =
    action === 'acceptReschedule' && row.mode === 'online' ? newMeeting(deps.meetingBaseUrl) : null;
  const reason = body.action === 'decline' ? (body.reason ?? null) : null;
  const moved = await commit(viewer, () =>
    answerReschedule(deps.db, {
      id: row.id,
      action,
      actorUserId: viewer.user.id,
      reason,
      now,
      by: role,
      locale: viewer.locale,
      proposedStartsAt: new Date(row.rescheduleProposedStartsAt!),
      meetingToken: meeting?.token ?? null,
      meetingUrl: meeting?.url ?? null,
    }),
  );
  const notice: Omit<SessionNotice, 'dedupeKey'> | null =
    action === 'acceptReschedule'
      ? {
          type: 'mentoringSessionRescheduled',
          to: other(role),
          calendar: 'REQUEST',
          calendarToActor: true,
        }
      : action === 'declineReschedule'
        ? { type: 'mentoringRescheduleDeclined', to: other(role), reason }
        : // Withdrawn by its proposer: the other side hears the session keeps its time.
          { type: 'mentoringRescheduleWithdrawn', to: other(role) };
  return after(deps, viewer, loaded, moved, notice);
}

export async function recordAttendanceAction(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
  attended: boolean,
): Promise<MentoringSession> {
  const loaded = await loadFor(deps, viewer, id, 'attendance');
  const { row, role } = loaded;
  const now = deps.clock.now();
  const ended = row.endsAt !== null && now.getTime() >= new Date(row.endsAt).getTime();
  const to: SessionStatus = !attended ? 'noShow' : ended ? 'completed' : row.status;
  const moved = await commit(viewer, () =>
    recordAttendance(deps.db, {
      id: row.id,
      from: row.status,
      to,
      actorRole: role,
      actorUserId: viewer.user.id,
      now,
      by: role,
      locale: viewer.locale,
      attended,
    }),
  );
  // "Did not come" tells the side reported absent (the session is now noShow); "came" tells nobody.
  return after(
    deps,
    viewer,
    loaded,
    moved,
    attended ? null : { type: 'mentoringNoShowRecorded', to: other(role) },
  );
}

/** Tells the mentor of the mentee's review: once per session, as a session has one review. */
async function tellMentorOfReview(deps: SessionDeps, sessionId: string, rating: number) {
  const row = await reloadSession(deps, sessionId);
  await notifySessionChange(deps, row, {
    type: 'mentoringSessionCompleted',
    to: 'mentor',
    dedupeKey: `mentoring-review:${sessionId}`,
    rating,
  });
  return row;
}

/** PATCH session-completion-status/one: completes (approved, ended) or reviews (completed). */
export async function completeSessionAction(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
  body: Required<CompleteSessionRequest>,
): Promise<MentoringSession> {
  const { row } = await loadOwnSession(deps, viewer, id);
  const action: SessionAction = row.status === 'completed' ? 'review' : 'complete';
  const loaded = await loadFor(deps, viewer, id, action);
  const now = deps.clock.now();
  if (action === 'review') {
    if (
      !(await insertReview(deps.db, {
        sessionId: row.id,
        rating: body.rating,
        comment: body.comment,
        now,
      }))
    )
      throw sessionsError('SESSION_ALREADY_REVIEWED', viewer.locale);
    return viewOf(deps, viewer, await tellMentorOfReview(deps, row.id, body.rating), loaded.role);
  }
  const moved = await commit(viewer, () =>
    completeSessionWithReview(deps.db, {
      id: row.id,
      from: loaded.row.status,
      actorUserId: viewer.user.id,
      now,
      locale: viewer.locale,
      rating: body.rating,
      comment: body.comment,
    }),
  );
  return viewOf(deps, viewer, await tellMentorOfReview(deps, moved.id, body.rating), loaded.role);
}
