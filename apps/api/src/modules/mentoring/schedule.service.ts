// A mentor's schedule (decision 023): the weekly pattern and dated entries (available windows,
// unavailable exceptions), replaced in one transaction with the ids of what changed (spec
// section 4: schedule sync), one entry at a time, and what a time range runs into.
import {
  diffById,
  diffSchedules,
  isoWeekdayOfDate,
  MENTORING_SCHEDULE_LIMITS,
  parseWallTime,
  toWibDate,
  wibDayStart,
  wibRangeOf,
  wibToInstant,
  addDaysToDate,
  type CreateScheduleEntryRequest,
  type MentorSchedule,
  type MentorScheduleListQuery,
  type ReplaceMentorScheduleRequest,
  type ReplaceMentorScheduleResult,
  type ScheduleConflict,
  type ScheduleConflictQuery,
  type ScheduleEntry,
  type WeeklyWindow,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import {
  selectBookingSettings,
  selectBusySessions,
  selectScheduleEntries,
  selectWeeklyWindows,
  type ScheduleEntryRow,
  type WeeklyWindowRow,
} from './availability.queries';
import { resolveRange, type MentorViewer } from './availability.service';
import { ownMentor, type MentorActor } from './mentor-access';
import { lockMentor } from './mentor-profile.queries';
import { mentoringError, scheduleOverlapError, sqlState } from './mentoring.messages';
import {
  deleteEntries,
  deleteWeeklyWindows,
  insertEntries,
  insertWeeklyWindows,
  selectFutureEntries,
  updateWeeklyWindow,
  type NewEntry,
} from './schedule.queries';

export type ScheduleDeps = { db: Database; clock: Clock };

const DAY = 86_400_000;

export function toEntry(
  r: Pick<ScheduleEntryRow, 'id' | 'kind' | 'startsAt' | 'endsAt'>,
): ScheduleEntry {
  return {
    id: r.id,
    kind: r.kind,
    ...wibRangeOf(r.startsAt, r.endsAt),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
  };
}

const toWindow = ({ mentorId: _mentorId, ...w }: WeeklyWindowRow): WeeklyWindow => w;

/** GET mentor-schedule/me: the weekly pattern and the entries that have not ended. */
export async function getMySchedule(
  deps: ScheduleDeps,
  actor: MentorActor,
): Promise<MentorSchedule> {
  const mentor = await ownMentor(deps.db, actor);
  const [weekly, entries] = await Promise.all([
    selectWeeklyWindows(deps.db, [mentor.id]),
    selectFutureEntries(deps.db, mentor.id, deps.clock.now()),
  ]);
  return { mentorId: mentor.id, weekly: weekly.map(toWindow), entries: entries.map(toEntry) };
}

/** GET mentor-schedule/list (public): a mentor's pattern and entries between two WIB dates. */
export async function getMentorSchedule(
  deps: ScheduleDeps,
  viewer: MentorViewer,
  query: MentorScheduleListQuery,
): Promise<MentorSchedule> {
  const [mentor] = await selectBookingSettings(deps.db, [query.mentorId_eq]);
  if (!mentor || (mentor.status === 'onboarding' && mentor.userId !== viewer.userId))
    throw mentoringError('MENTOR_NOT_FOUND', viewer.locale);
  const now = deps.clock.now();
  const range = resolveRange(
    { from: query.from ?? toWibDate(now), to: query.to },
    now,
    { defaultDays: 31, maxDays: MENTORING_SCHEDULE_LIMITS.calendarDaysMax },
    viewer.locale,
  );
  const [weekly, entries] = await Promise.all([
    selectWeeklyWindows(deps.db, [mentor.id]),
    selectScheduleEntries(deps.db, [mentor.id], range),
  ]);
  return { mentorId: mentor.id, weekly: weekly.map(toWindow), entries: entries.map(toEntry) };
}

type Draft = {
  index: number;
  id: string | null;
  kind: 'available' | 'unavailable';
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
};

const describe = (d: { date: string; startTime: string; endTime: string }) =>
  `${d.date.split('-').reverse().join('/')} ${d.startTime}–${d.endTime} WIB`;

/** Pairs of entries of one kind that overlap, named by their place in the request. */
function overlappingDrafts(drafts: readonly Draft[]) {
  const pairs: { field: string; other: string; when: string }[] = [];
  for (const kind of ['available', 'unavailable'] as const) {
    const sorted = drafts.filter((d) => d.kind === kind).sort((a, b) => +a.startsAt - +b.startsAt);
    let reach: Draft | null = null;
    for (const d of sorted) {
      if (reach && d.startsAt < reach.endsAt)
        pairs.push({
          field: `entries[${d.index}]`,
          other: `entries[${reach.index}]`,
          when: describe(d),
        });
      if (!reach || d.endsAt > reach.endsAt) reach = d;
    }
  }
  return pairs;
}

function overlappingWindows(weekly: ReplaceMentorScheduleRequest['weekly']) {
  const pairs: { field: string; other: string; when: string }[] = [];
  weekly.forEach((w, i) => {
    weekly.slice(0, i).forEach((o, j) => {
      if (
        o.weekday === w.weekday &&
        parseWallTime(w.startTime)! < parseWallTime(o.endTime)! &&
        parseWallTime(o.startTime)! < parseWallTime(w.endTime)!
      )
        pairs.push({
          field: `weekly[${i}]`,
          other: `weekly[${j}]`,
          when: `${w.startTime}–${w.endTime}`,
        });
    });
  });
  return pairs;
}

const overlapGuard = async <T>(actor: MentorActor, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    // The exclusion constraint: an entry runs into one kept from the past (or a racing request).
    if (sqlState(error) === '23P01') throw mentoringError('MENTOR_SCHEDULE_OVERLAP', actor.locale);
    throw error;
  }
};

/**
 * PUT mentor-schedule/list: the whole weekly pattern and every entry that has not ended are
 * replaced by the request's, in one transaction. Rows sent with their id are kept (or updated
 * when changed); the rest are created; old rows not sent are deleted. Entries that already ended
 * are left alone. Answers the ids of each.
 */
export async function replaceSchedule(
  deps: ScheduleDeps,
  actor: MentorActor,
  input: ReplaceMentorScheduleRequest,
): Promise<ReplaceMentorScheduleResult> {
  const now = deps.clock.now();
  const mentor = await ownMentor(deps.db, actor);
  const all: Draft[] = input.entries.map((e, index) => ({
    index,
    id: e.id ?? null,
    kind: e.kind,
    date: e.date,
    startTime: e.startTime,
    endTime: e.endTime,
    startsAt: wibToInstant(e.date, e.startTime)!,
    endsAt: wibToInstant(e.date, e.endTime)!,
  }));
  // An entry that has ended meanwhile, sent back with its id, is left alone like every past one;
  // a new entry in the past is a mistake.
  const drafts = all.filter((d) => d.endsAt > now);
  const past = all.filter((d) => d.endsAt <= now && !d.id);
  if (past.length > 0)
    throw mentoringError(
      'MENTOR_SCHEDULE_IN_PAST',
      actor.locale,
      past.map((d) => ({ field: `entries[${d.index}]`, message: describe(d) })),
    );
  const overlaps = [...overlappingDrafts(drafts), ...overlappingWindows(input.weekly)];
  if (overlaps.length > 0) throw scheduleOverlapError(overlaps, actor.locale);

  return overlapGuard(actor, () =>
    deps.db.transaction(async (tx) => {
      // One schedule change of a mentor at a time: a second PUT waits and diffs against this one.
      await lockMentor(tx, mentor.id);
      const previous = (await selectFutureEntries(tx, mentor.id, now)).map((r) => ({
        ...toEntry(r),
        createdAt: r.createdAt,
      }));
      const entryChanges = diffSchedules(
        previous,
        drafts.map((d) => ({
          ...d,
          startsAt: d.startsAt.toISOString(),
          endsAt: d.endsAt.toISOString(),
        })),
      );
      const updatedIds = entryChanges.updated.map((u) => u.id);
      // Rewritten entries are deleted and inserted again (same id): updating them one by one
      // could overlap another not yet moved, and the exclusion constraint checks each row.
      await deleteEntries(tx, mentor.id, [...entryChanges.deleted, ...updatedIds]);
      const rewritten: NewEntry[] = entryChanges.updated.map((u) => ({
        id: u.id,
        kind: u.kind,
        startsAt: new Date(u.startsAt),
        endsAt: new Date(u.endsAt),
        createdAt: u.createdAt,
      }));
      await insertEntries(tx, mentor.id, rewritten, now);
      const createdIds = await insertEntries(
        tx,
        mentor.id,
        entryChanges.created.map((c) => ({
          kind: c.kind,
          startsAt: new Date(c.startsAt),
          endsAt: new Date(c.endsAt),
        })),
        now,
      );

      const oldWeekly = await selectWeeklyWindows(tx, [mentor.id]);
      const weeklyChanges = diffById(
        oldWeekly,
        input.weekly,
        (a, b) => a.weekday === b.weekday && a.startTime === b.startTime && a.endTime === b.endTime,
      );
      await deleteWeeklyWindows(tx, mentor.id, weeklyChanges.deleted);
      for (const w of weeklyChanges.updated) await updateWeeklyWindow(tx, mentor.id, w);
      const createdWeekly = await insertWeeklyWindows(tx, mentor.id, weeklyChanges.created);

      const [weekly, entries] = await Promise.all([
        selectWeeklyWindows(tx, [mentor.id]),
        selectFutureEntries(tx, mentor.id, now),
      ]);
      return {
        created: createdIds,
        updated: updatedIds,
        deleted: entryChanges.deleted,
        weekly: {
          created: createdWeekly,
          updated: weeklyChanges.updated.map((w) => w.id),
          deleted: weeklyChanges.deleted,
        },
        schedule: {
          mentorId: mentor.id,
          weekly: weekly.map(toWindow),
          entries: entries.map(toEntry),
        },
      };
    }),
  );
}

/** POST mentor/one/schedule: one more dated entry; an overlap of its kind answers 400 naming it. */
export async function addScheduleEntry(
  deps: ScheduleDeps,
  actor: MentorActor,
  input: CreateScheduleEntryRequest,
): Promise<ScheduleEntry> {
  const now = deps.clock.now();
  const mentor = await ownMentor(deps.db, actor);
  const startsAt = wibToInstant(input.date, input.startTime)!;
  const endsAt = wibToInstant(input.date, input.endTime)!;
  if (endsAt <= now)
    throw mentoringError('MENTOR_SCHEDULE_IN_PAST', actor.locale, [
      { field: 'date', message: describe(input) },
    ]);
  try {
    const [id] = await insertEntries(
      deps.db,
      mentor.id,
      [{ kind: input.kind, startsAt, endsAt }],
      now,
    );
    return toEntry({ id: id!, kind: input.kind, startsAt, endsAt });
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
    const clashes = await selectScheduleEntries(
      deps.db,
      [mentor.id],
      { from: startsAt, to: endsAt },
      input.kind,
    );
    throw scheduleOverlapError(
      clashes.map((c) => ({ field: 'date', other: describe(toEntry(c)), when: describe(input) })),
      actor.locale,
    );
  }
}

/** Weekly windows that cover part of [from, to), on the WIB dates it spans. */
function windowsIn(weekly: readonly WeeklyWindowRow[], from: Date, to: Date): WeeklyWindowRow[] {
  const hits = new Set<string>();
  for (
    let date = toWibDate(from);
    date <= toWibDate(to.getTime() - 1);
    date = addDaysToDate(date, 1)
  ) {
    const weekday = isoWeekdayOfDate(date);
    const dayStart = wibDayStart(date)!;
    for (const w of weekly) {
      if (w.weekday !== weekday) continue;
      const start = dayStart + parseWallTime(w.startTime)! * 60_000;
      const end = dayStart + parseWallTime(w.endTime)! * 60_000;
      if (start < to.getTime() && from.getTime() < end) hits.add(w.id);
    }
  }
  return weekly.filter((w) => hits.has(w.id));
}

/** GET mentor-schedule/check-conflict: the signed-in mentor's entries, windows and live sessions in a range. */
export async function checkScheduleConflict(
  deps: ScheduleDeps,
  actor: MentorActor,
  query: ScheduleConflictQuery,
): Promise<ScheduleConflict> {
  const mentor = await ownMentor(deps.db, actor);
  const from =
    query.startsAt !== undefined
      ? new Date(query.startsAt)
      : wibToInstant(query.date!, query.startTime!)!;
  const to =
    query.endsAt !== undefined
      ? new Date(query.endsAt)
      : wibToInstant(query.date!, query.endTime!)!;
  if (to.getTime() - from.getTime() > MENTORING_SCHEDULE_LIMITS.conflictDaysMax * DAY)
    throw mentoringError('MENTORING_RANGE_INVALID', actor.locale);
  const [entries, weekly, sessions] = await Promise.all([
    selectScheduleEntries(deps.db, [mentor.id], { from, to }),
    selectWeeklyWindows(deps.db, [mentor.id]),
    selectBusySessions(deps.db, [mentor.id], { from, to }),
  ]);
  const overlapping = entries.filter((e) => !query.excludeId_in.includes(e.id));
  const conflictingEntries = query.kind
    ? overlapping.filter((e) => e.kind === query.kind)
    : overlapping;
  return {
    startsAt: from.toISOString(),
    endsAt: to.toISOString(),
    entries: overlapping.map(toEntry),
    weekly: windowsIn(weekly, from, to).map(toWindow),
    sessions: sessions.map((s) => ({
      id: s.id,
      status: s.status,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      blockedUntil: s.blockedUntil.toISOString(),
      ...wibRangeOf(s.startsAt, s.endsAt),
    })),
    hasConflict: conflictingEntries.length > 0 || sessions.length > 0,
  };
}
