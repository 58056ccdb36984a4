// The demo mentors' dated schedule around the seed's `now`: a few exceptions (a day off, an
// evening taken) and extra dated windows over the next weeks, and the bookable slots that result
// (weekly windows + extra windows − exceptions), cut on each window's grid by the mentor's session
// length. Pure: instants computed from the seed and `now`.
import type { GeneratedMentor } from './mentor-profiles';
import {
  DAY_MS,
  addDays,
  isoWeekday,
  minutesOf,
  timeOf,
  zoneClock,
  type WeeklyWindow,
  type ZoneClock,
} from './mentoring-time';
import { createRng, deriveSeed } from './random';

export type ScheduleEntryPlan = {
  mentorIndex: number;
  kind: 'available' | 'unavailable';
  startsAt: Date;
  endsAt: Date;
  /** When the mentor wrote it (before `now`). */
  createdAt: Date;
};

export type Slot = { startsAt: Date; endsAt: Date };

const SCHEDULE_SALT = 1501;

/** Days before `now` the session history reaches back, and days ahead slots are offered. */
export const HISTORY_DAYS = 150;
export const AHEAD_DAYS = 28;

function windowOn(
  date: string,
  window: Pick<WeeklyWindow, 'startTime' | 'endTime'>,
  clock: ZoneClock,
) {
  return {
    startsAt: clock.instant(date, window.startTime),
    endsAt: clock.instant(date, window.endTime),
  };
}

/**
 * Exceptions and extra windows of each mentor over the next weeks: about half take a day off,
 * some give up one evening, some open a dated window on a day they are usually not available.
 */
export function planScheduleEntries(options: {
  seed: number;
  now: Date;
  mentors: readonly GeneratedMentor[];
}): ScheduleEntryPlan[] {
  const entries: ScheduleEntryPlan[] = [];
  for (const mentor of options.mentors) {
    const rng = createRng(deriveSeed(options.seed, SCHEDULE_SALT + mentor.index));
    const clock = zoneClock(mentor.timeZone);
    const today = clock.date(options.now);
    const createdAt = new Date(options.now.getTime() - rng.int(1, 20) * DAY_MS);
    const seeded = mentor.index < 2;
    if (seeded || rng.chance(0.5)) {
      const day = addDays(today, rng.int(5, 20));
      entries.push({
        mentorIndex: mentor.index,
        kind: 'unavailable',
        startsAt: clock.instant(day, '00:00'),
        endsAt: clock.instant(addDays(day, 1), '00:00'),
        createdAt,
      });
    }
    if (rng.chance(0.3)) {
      // One usual evening taken by something else, in the coming fortnight.
      const window = rng.pick(mentor.weekly);
      const candidates = Array.from({ length: 14 }, (_, i) => addDays(today, i + 2)).filter(
        (d) => isoWeekday(d) === window.weekday,
      );
      const day = rng.pick(candidates);
      const clash = entries.some(
        (e) =>
          e.mentorIndex === mentor.index &&
          e.kind === 'unavailable' &&
          clock.date(e.startsAt) === day,
      );
      if (!clash)
        entries.push({
          mentorIndex: mentor.index,
          kind: 'unavailable',
          ...windowOn(day, window, clock),
          createdAt,
        });
    }
    if (seeded || rng.chance(0.3)) {
      // An extra window on a weekday the mentor usually keeps free.
      const busyDays = new Set(mentor.weekly.map((w) => w.weekday));
      const candidates = Array.from({ length: 14 }, (_, i) => addDays(today, i + 3)).filter(
        (d) => !busyDays.has(isoWeekday(d)),
      );
      if (candidates.length > 0) {
        const day = rng.pick(candidates);
        const start = rng.pick(['10:00', '16:00', '19:00']);
        const end = timeOf(minutesOf(start) + 120);
        entries.push({
          mentorIndex: mentor.index,
          kind: 'available',
          ...windowOn(day, { startTime: start, endTime: end }, clock),
          createdAt,
        });
      }
    }
  }
  return entries;
}

/**
 * Bookable slots of one mentor between two instants: weekly windows (in the mentor's zone) and
 * extra available entries, minus unavailable entries, cut by the session length from each
 * window's start. Sorted by start.
 */
export function mentorSlots(
  mentor: GeneratedMentor,
  entries: readonly ScheduleEntryPlan[],
  from: Date,
  to: Date,
): Slot[] {
  const step = mentor.sessionMinutes * 60_000;
  const own = entries.filter((e) => e.mentorIndex === mentor.index);
  const unavailable = own.filter((e) => e.kind === 'unavailable');
  const windows: Slot[] = own.filter((e) => e.kind === 'available');
  const clock = zoneClock(mentor.timeZone);
  const firstDay = addDays(clock.date(from), -1);
  const lastDay = clock.date(to);
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    const weekday = isoWeekday(day);
    for (const window of mentor.weekly) {
      if (window.weekday === weekday) windows.push(windowOn(day, window, clock));
    }
  }
  const slots: Slot[] = [];
  for (const window of windows) {
    for (let t = window.startsAt.getTime(); t + step <= window.endsAt.getTime(); t += step) {
      const slot = { startsAt: new Date(t), endsAt: new Date(t + step) };
      if (slot.startsAt < from || slot.endsAt > to) continue;
      const blocked = unavailable.some((u) => u.startsAt < slot.endsAt && slot.startsAt < u.endsAt);
      if (!blocked) slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
