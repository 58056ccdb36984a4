// Booking a session (POST session/one): a slot the mentor's availability offers now, or a
// custom request of 1–3 windows when the mentor takes requests. One INSERT; the exclusion
// constraints refuse a double booking (50 at once: one row, 49 × 409 MENTORING_SLOT_TAKEN).
import {
  MENTORING_SESSION_LIMITS,
  findOfferedSlot,
  sessionExpiresAt,
  type BookSessionInput,
  type MentoringSession,
} from '@jenjang/domain';
import { forbiddenError } from '../../platform/auth-guard';
import { studentsError } from '../students/students.messages';
import { loadMentorAvailability } from './availability.service';
import { loadOwnSession, viewOf, type SessionDeps, type Viewer } from './session-access';
import {
  removeAttachment,
  storeAttachment,
  type StoredAttachment,
  type UploadedFile,
} from './session-attachment';
import { notifySessionChange } from './session-notify';
import {
  insertSession,
  selectSessionIdByIdempotencyKey,
  type NewSession,
} from './session-writes.queries';
import {
  isUniqueViolationOf,
  overlapError,
  sessionFieldError,
  sessionsError,
} from './sessions.messages';
import {
  selectBookingContext,
  type BookingContext,
  type BookingMentorRow,
} from './sessions.queries';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type BookingRequest = {
  body: BookSessionInput;
  attachment: UploadedFile | null;
  idempotencyKey: string | null;
};

/** The same booking again (an Idempotency-Key retry): same mentor, type and times. */
function sameBooking(existing: MentoringSession, body: BookSessionInput): boolean {
  if (existing.mentor.id !== body.mentorId || existing.bookingType !== body.bookingType)
    return false;
  if (body.bookingType === 'slot')
    return (
      existing.time !== null && Date.parse(existing.time.startsAt) === Date.parse(body.startsAt)
    );
  // Stored sorted by start, whatever order the request named them in.
  const asked = body.requestedWindows.map((w) => Date.parse(w.startsAt)).sort((a, b) => a - b);
  return (
    existing.requestedWindows.length === asked.length &&
    existing.requestedWindows.every((w, i) => Date.parse(w.startsAt) === asked[i])
  );
}

async function answerRetry(deps: SessionDeps, viewer: Viewer, id: string, body: BookSessionInput) {
  const { row, role } = await loadOwnSession(deps, viewer, id);
  const view = viewOf(deps, viewer, row, role);
  if (!sameBooking(view, body)) throw sessionsError('IDEMPOTENCY_KEY_CONFLICT', viewer.locale);
  return view;
}

/** The bookable mentor, the topic, the mode and the referral code, or the reason why not. */
function checkBooking(
  viewer: Viewer,
  body: BookSessionInput,
  context: BookingContext,
): BookingMentorRow {
  const locale = viewer.locale;
  const { mentor } = context;
  if (!mentor) throw sessionsError('MENTOR_NOT_FOUND', locale);
  if (mentor.status !== 'active' || mentor.userId === viewer.user.id)
    throw sessionsError('MENTOR_NOT_BOOKABLE', locale);
  if (
    (body.mode === 'online' && !mentor.offersOnline) ||
    (body.mode === 'offline' && !mentor.offersOffline)
  )
    throw sessionFieldError(
      'mode',
      {
        id: 'Mentor ini tidak menawarkan sesi dengan cara ini.',
        en: 'This mentor does not offer sessions this way.',
      },
      locale,
    );
  if (!context.topicExists || !context.topicListed)
    throw sessionFieldError(
      'topicId',
      {
        id: 'Pilih salah satu topik yang dibawakan mentor ini.',
        en: 'Pick one of the topics this mentor covers.',
      },
      locale,
    );
  if (!context.referralKnown)
    throw sessionFieldError(
      'referralCode',
      { id: 'Kode referral tidak dikenal.', en: 'This referral code is not known.' },
      locale,
    );
  return mentor;
}

/** The slot of a slot booking: offered now, else taken (busy) or never offered. */
async function offeredTime(
  deps: SessionDeps,
  viewer: Viewer,
  mentor: BookingMentorRow,
  startsAt: Date,
) {
  const loaded = await loadMentorAvailability(deps, {
    mentorId: mentor.id,
    from: startsAt,
    to: new Date(startsAt.getTime() + 1),
  });
  if (!loaded) throw sessionsError('MENTOR_NOT_FOUND', viewer.locale);
  const slot = findOfferedSlot(loaded.input, startsAt);
  if (slot) return { startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) };
  // Offered but for someone's booking: the same answer a lost race gets.
  const free = findOfferedSlot({ ...loaded.input, busy: [] }, startsAt);
  throw sessionsError(free ? 'MENTORING_SLOT_TAKEN' : 'MENTORING_SLOT_UNAVAILABLE', viewer.locale);
}

/** The windows of a custom request, checked against the mentor's notice, length and window. */
function checkWindows(
  mentor: BookingMentorRow,
  windows: readonly { startsAt: string; endsAt: string }[],
  now: Date,
  viewer: Viewer,
): { startsAt: string; endsAt: string }[] {
  const parsed = windows
    .map((w) => ({ start: Date.parse(w.startsAt), end: Date.parse(w.endsAt) }))
    .sort((a, b) => a.start - b.start);
  const minLength =
    Math.max(MENTORING_SESSION_LIMITS.windowMinMinutes, mentor.sessionMinutes) * MINUTE;
  const earliest = now.getTime() + mentor.minNoticeHours * HOUR;
  const latest = now.getTime() + mentor.bookingWindowDays * DAY;
  const bad = parsed.some(
    (w, i) =>
      w.end - w.start < minLength ||
      w.end - w.start > MENTORING_SESSION_LIMITS.windowMaxMinutes * MINUTE ||
      w.start < earliest ||
      w.start >= latest ||
      (i > 0 && w.start < parsed[i - 1]!.end),
  );
  if (bad)
    throw sessionFieldError(
      'requestedWindows',
      {
        id: `Setiap pilihan waktu minimal ${minLength / MINUTE} menit, paling lama 12 jam, tidak saling tumpang tindih, mulai paling cepat ${mentor.minNoticeHours} jam lagi dan dalam ${mentor.bookingWindowDays} hari ke depan.`,
        en: `Each window must last ${minLength / MINUTE} minutes to 12 hours, not overlap another, and start at least ${mentor.minNoticeHours} hours from now and within ${mentor.bookingWindowDays} days.`,
      },
      viewer.locale,
    );
  return parsed.map((w) => ({
    startsAt: new Date(w.start).toISOString(),
    endsAt: new Date(w.end).toISOString(),
  }));
}

export async function bookSession(
  deps: SessionDeps,
  viewer: Viewer,
  request: BookingRequest,
): Promise<{ session: MentoringSession; created: boolean }> {
  const { body } = request;
  const locale = viewer.locale;
  if (viewer.user.role !== 'student') throw forbiddenError(locale);
  const context = await selectBookingContext(deps.db, {
    userId: viewer.user.id,
    mentorId: body.mentorId,
    topicId: body.topicId,
    referralCode: body.referralCode ?? null,
  });
  if (!context.isStudent) throw studentsError('USER_IS_NOT_STUDENT', locale);
  if (request.idempotencyKey) {
    const id = await selectSessionIdByIdempotencyKey(deps.db, {
      menteeUserId: viewer.user.id,
      key: request.idempotencyKey,
    });
    if (id) return { session: await answerRetry(deps, viewer, id, body), created: false };
  }
  const mentor = checkBooking(viewer, body, context);
  const now = deps.clock.now();

  let time: { startsAt: Date; endsAt: Date } | null = null;
  let windows: { startsAt: string; endsAt: string }[] = [];
  if (body.bookingType === 'slot') {
    time = await offeredTime(deps, viewer, mentor, new Date(body.startsAt));
  } else {
    if (!mentor.acceptsCustomRequests)
      throw sessionsError('MENTORING_CUSTOM_REQUESTS_CLOSED', locale);
    windows = checkWindows(mentor, body.requestedWindows, now, viewer);
  }

  let attachment: StoredAttachment | null = null;
  if (request.attachment)
    attachment = await storeAttachment(deps.fileStorage, {
      menteeUserId: viewer.user.id,
      file: request.attachment,
      locale,
    });

  const status = body.bookingType === 'slot' ? 'pending' : 'requested';
  const expiresAt =
    sessionExpiresAt({
      status,
      startsAt: time?.startsAt ?? null,
      createdAt: now,
      requestedWindows: windows,
      minNoticeHours: mentor.minNoticeHours,
    }) ?? now;
  const session: NewSession = {
    mentorId: mentor.id,
    menteeUserId: viewer.user.id,
    topicId: body.topicId,
    bookingType: body.bookingType,
    status,
    startsAt: time?.startsAt ?? null,
    endsAt: time?.endsAt ?? null,
    blockedUntil: time ? new Date(time.endsAt.getTime() + mentor.bufferMinutes * MINUTE) : null,
    requestedWindows: windows,
    mode: body.mode,
    location: body.mode === 'offline' ? mentor.offlineAddress : null,
    notes: body.notes,
    attachment,
    referralCode: body.referralCode ?? null,
    idempotencyKey: request.idempotencyKey,
    menteeLocale: locale,
    mentorLocale: mentor.languages.includes('id') ? 'id' : 'en',
    expiresAt,
    now,
  };

  let inserted: Awaited<ReturnType<typeof insertSession>>;
  try {
    inserted = await insertSession(deps.db, session);
  } catch (error) {
    if (attachment) await removeAttachment(deps, attachment.fileKey);
    const overlap = overlapError(error, locale);
    if (overlap) throw overlap;
    // The same Idempotency-Key sent twice at once: the first one's session is the answer.
    if (
      request.idempotencyKey &&
      isUniqueViolationOf(error, 'mentoring_sessions_idempotency_idx')
    ) {
      const id = await selectSessionIdByIdempotencyKey(deps.db, {
        menteeUserId: viewer.user.id,
        key: request.idempotencyKey,
      });
      if (id) return { session: await answerRetry(deps, viewer, id, body), created: false };
    }
    throw error;
  }

  await notifySessionChange(deps, inserted, {
    type: 'mentoringSessionRequested',
    to: 'mentor',
    dedupeKey: `mentoring-event:${inserted.eventId}`,
  });
  return { session: viewOf(deps, viewer, inserted, 'mentee'), created: true };
}
