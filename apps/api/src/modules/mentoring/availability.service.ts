// Free slots (decision 023, "Availability"): the domain's pure computation fed with a mentor's
// settings, weekly windows, dated entries and live sessions. loadMentorAvailability is what the
// sessions area calls to check that a booked slot is one the mentor offers.
import {
  computeAvailableSlots,
  countSlotsByDate,
  MENTORING_SCHEDULE_LIMITS,
  toWibDate,
  wibDayStart,
  type AvailabilityInput,
  type AvailabilitySettings,
  type AvailableSlot,
  type MentorAvailability,
  type MentorAvailabilityQuery,
  type MentorDayAvailability,
  type MentorDayAvailabilityQuery,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import {
  selectBookingSettings,
  selectBusySessions,
  selectScheduleEntries,
  selectWeeklyWindows,
  type BookingSettingsRow,
} from './availability.queries';
import { mentoringError } from './mentoring.messages';

export type AvailabilityDeps = { db: Database; clock: Clock };

const DAY = 86_400_000;

type MentorInputs = {
  mentor: BookingSettingsRow;
  settings: AvailabilitySettings;
  input: Omit<AvailabilityInput, 'from' | 'to'>;
};

/**
 * What the slots of these mentors are made of, for slots between `from` and `to` (the rows are
 * read a day wider on both sides: a window or a session's buffer may reach into the range).
 */
async function loadInputs(
  deps: AvailabilityDeps,
  mentorIds: readonly string[],
  range: { from: Date; to: Date },
  excludeSessionIds: readonly string[] = [],
): Promise<Map<string, MentorInputs>> {
  const wide = {
    from: new Date(range.from.getTime() - DAY),
    to: new Date(range.to.getTime() + DAY),
  };
  const [mentors, weekly, entries, busy] = await Promise.all([
    selectBookingSettings(deps.db, mentorIds),
    selectWeeklyWindows(deps.db, mentorIds),
    selectScheduleEntries(deps.db, mentorIds, wide),
    selectBusySessions(deps.db, mentorIds, wide, excludeSessionIds),
  ]);
  const now = deps.clock.now();
  const byMentor = <T extends { mentorId: string }>(rows: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const r of rows) map.set(r.mentorId, [...(map.get(r.mentorId) ?? []), r]);
    return map;
  };
  const [weeklyOf, entriesOf, busyOf] = [byMentor(weekly), byMentor(entries), byMentor(busy)];
  const out = new Map<string, MentorInputs>();
  for (const mentor of mentors) {
    const settings: AvailabilitySettings = {
      sessionMinutes: mentor.sessionMinutes,
      bufferMinutes: mentor.bufferMinutes,
      minNoticeHours: mentor.minNoticeHours,
      bookingWindowDays: mentor.bookingWindowDays,
    };
    out.set(mentor.id, {
      mentor,
      settings,
      input: {
        settings,
        now,
        weekly: weeklyOf.get(mentor.id) ?? [],
        entries: entriesOf.get(mentor.id) ?? [],
        busy: busyOf.get(mentor.id) ?? [],
      },
    });
  }
  return out;
}

export type LoadedAvailability = {
  mentorId: string;
  /** The mentor's account (a mentor does not book themselves). */
  userId: string;
  /** onboarding | active | paused: only active mentors take bookings (the caller checks). */
  status: string;
  settings: AvailabilitySettings;
  /** The computation's input, for findOfferedSlot(input, startsAt). */
  input: Omit<AvailabilityInput, 'from' | 'to'>;
  /** The free slots starting in [from, to). */
  slots: AvailableSlot[];
};

/**
 * The free slots of one mentor starting in [from, to), and what they were computed from; null
 * when there is no such mentor. Pass `db: tx` to read inside a transaction. `excludeSessionIds`
 * leaves sessions out of the busy time (the one being moved by a reschedule).
 */
export async function loadMentorAvailability(
  deps: AvailabilityDeps,
  args: { mentorId: string; from: Date; to: Date; excludeSessionIds?: readonly string[] },
): Promise<LoadedAvailability | null> {
  const loaded = (await loadInputs(deps, [args.mentorId], args, args.excludeSessionIds)).get(
    args.mentorId,
  );
  if (!loaded) return null;
  return {
    mentorId: args.mentorId,
    userId: loaded.mentor.userId,
    status: loaded.mentor.status,
    settings: loaded.settings,
    input: loaded.input,
    slots: computeAvailableSlots({ ...loaded.input, from: args.from, to: args.to }),
  };
}

/** The soonest free slot of each mentor within their own booking window (null: none). */
export async function soonestSlots(
  deps: AvailabilityDeps,
  mentorIds: readonly string[],
  withinDays?: number,
): Promise<Map<string, AvailableSlot | null>> {
  const now = deps.clock.now();
  const days = withinDays ?? 90;
  const to = new Date(now.getTime() + days * DAY);
  const inputs = await loadInputs(deps, mentorIds, { from: now, to });
  const out = new Map<string, AvailableSlot | null>();
  for (const id of mentorIds) {
    const loaded = inputs.get(id);
    const [slot] = loaded
      ? computeAvailableSlots({ ...loaded.input, from: now, to }, { limit: 1 })
      : [];
    out.set(id, slot ?? null);
  }
  return out;
}

/** [from, to) of a query's bounds: WIB dates (a whole day; `to` included) or instants. */
export function resolveRange(
  bounds: { from?: string | undefined; to?: string | undefined },
  now: Date,
  limits: { defaultDays: number; maxDays: number },
  locale: ApiLocale,
): { from: Date; to: Date } {
  const at = (value: string, endOfDay: boolean): number => {
    const dayStart = wibDayStart(value);
    if (dayStart !== null) return endOfDay ? dayStart + DAY : dayStart;
    return Date.parse(value);
  };
  const from = bounds.from === undefined ? now.getTime() : at(bounds.from, false);
  const to = bounds.to === undefined ? from + limits.defaultDays * DAY : at(bounds.to, true);
  if (
    !Number.isFinite(from) ||
    !Number.isFinite(to) ||
    to <= from ||
    to - from > limits.maxDays * DAY
  )
    throw mentoringError('MENTORING_RANGE_INVALID', locale, [
      {
        field: 'to',
        message:
          locale === 'id'
            ? `Akhir rentang harus setelah awalnya, paling lama ${limits.maxDays} hari.`
            : `The range must end after it starts, at most ${limits.maxDays} days later.`,
      },
    ]);
  return { from: new Date(from), to: new Date(to) };
}

export type MentorViewer = { userId: string | null; locale: ApiLocale };

/** Slots are offered by active mentors; a mentor sees their own while onboarding or paused. */
function offersSlots(status: string, mentorUserId: string, viewer: MentorViewer): boolean {
  return status === 'active' || viewer.userId === mentorUserId;
}

/** A mentor the viewer may read: active or paused, or the viewer's own profile. */
function visible(status: string, mentorUserId: string, viewer: MentorViewer): boolean {
  return status !== 'onboarding' || viewer.userId === mentorUserId;
}

/** GET mentor/one/availability */
export async function mentorAvailability(
  deps: AvailabilityDeps,
  viewer: MentorViewer,
  query: MentorAvailabilityQuery,
): Promise<MentorAvailability> {
  const range = resolveRange(
    query,
    deps.clock.now(),
    { defaultDays: 14, maxDays: MENTORING_SCHEDULE_LIMITS.availabilityDaysMax },
    viewer.locale,
  );
  const loaded = await loadMentorAvailability(deps, { mentorId: query.mentorId_eq, ...range });
  if (!loaded || !visible(loaded.status, loaded.userId, viewer))
    throw mentoringError('MENTOR_NOT_FOUND', viewer.locale);
  return {
    mentorId: loaded.mentorId,
    sessionMinutes: loaded.settings.sessionMinutes,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    slots: offersSlots(loaded.status, loaded.userId, viewer) ? loaded.slots : [],
  };
}

/** GET mentor-schedule-availability/list: per WIB date, how many slots are free. */
export async function mentorDayAvailability(
  deps: AvailabilityDeps,
  viewer: MentorViewer,
  query: MentorDayAvailabilityQuery,
): Promise<MentorDayAvailability[]> {
  const now = deps.clock.now();
  const firstDate = query.from ?? toWibDate(now);
  const range = resolveRange(
    { from: firstDate, to: query.to ?? undefined },
    now,
    { defaultDays: 31, maxDays: MENTORING_SCHEDULE_LIMITS.calendarDaysMax },
    viewer.locale,
  );
  const lastDate = toWibDate(range.to.getTime() - 1);
  const [mentor] = await selectBookingSettings(deps.db, [query.mentorId_eq]);
  if (!mentor || !visible(mentor.status, mentor.userId, viewer))
    throw mentoringError('MENTOR_NOT_FOUND', viewer.locale);
  const loaded = await loadMentorAvailability(deps, { mentorId: mentor.id, ...range });
  const slots = loaded && offersSlots(mentor.status, mentor.userId, viewer) ? loaded.slots : [];
  return countSlotsByDate(slots, firstDate, lastDate);
}
