// The schedule editor's pure parts (docs/decisions/023): weekly windows per weekday and dated
// windows, all in WIB wall-clock time as the API exchanges them; their times in the mentor's own
// zone (a window can move to another day there); the problems to fix before saving; and the
// changes a save makes, in words the page can list.
import {
  addDaysToDate,
  diffSchedules,
  formatWallTime,
  isoWeekdayOfDate,
  parseWallTime,
  toWibDate,
} from '@jenjang/domain';

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type WallWindow = { startTime: string; endTime: string };
export type WeeklyWindow = WallWindow & { weekday: number };
/** A dated window being edited (WIB date and times); `id` once the server has it. */
export type DatedWindow = WallWindow & {
  id?: string | null;
  date: string;
  kind: 'available' | 'unavailable';
};

export type WindowProblem = 'order' | 'overlap' | 'format';

const WIB_OFFSET_MINUTES = 7 * 60;
const DAY_MINUTES = 24 * 60;

/** Minutes since midnight ('24:00' is 1440), null when not HH:mm. */
export const minutesOf = (time: string) => parseWallTime(time);

/** 'HH:mm' of minutes, wrapped into one day. */
export function timeOf(minutes: number): string {
  return formatWallTime(((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES);
}

/** Windows sorted by start, per weekday (every weekday present, maybe empty). */
export function groupByWeekday<W extends WeeklyWindow>(windows: readonly W[]): Map<Weekday, W[]> {
  const days = new Map<Weekday, W[]>(WEEKDAYS.map((day) => [day, []]));
  for (const window of windows) days.get(window.weekday as Weekday)?.push(window);
  for (const list of days.values()) {
    list.sort((a, b) => (minutesOf(a.startTime) ?? 0) - (minutesOf(b.startTime) ?? 0));
  }
  return days;
}

/**
 * What is wrong with each window, by index: a time that is not HH:MM, an end not after its
 * start, or an overlap with another window of the same group (same weekday, or same date and
 * kind). Touching windows (10:00–12:00 and 12:00–14:00) are fine.
 */
export function windowProblems<W extends WallWindow>(
  windows: readonly W[],
  sameGroup: (a: W, b: W) => boolean,
): Map<number, WindowProblem> {
  const problems = new Map<number, WindowProblem>();
  windows.forEach((window, index) => {
    const start = minutesOf(window.startTime);
    const end = minutesOf(window.endTime);
    if (start === null || end === null) problems.set(index, 'format');
    else if (end <= start) problems.set(index, 'order');
  });
  windows.forEach((a, i) => {
    if (problems.has(i)) return;
    const clash = windows.some((b, j) => {
      if (i === j || problems.get(j) === 'format' || problems.get(j) === 'order') return false;
      if (!sameGroup(a, b)) return false;
      return (
        minutesOf(a.startTime)! < minutesOf(b.endTime)! &&
        minutesOf(b.startTime)! < minutesOf(a.endTime)!
      );
    });
    if (clash) problems.set(i, 'overlap');
  });
  return problems;
}

export const weeklyProblems = (windows: readonly WeeklyWindow[]) =>
  windowProblems(windows, (a, b) => a.weekday === b.weekday);

export const datedProblems = (windows: readonly DatedWindow[]) =>
  windowProblems(windows, (a, b) => a.date === b.date && a.kind === b.kind);

/** A new window for a weekday: an hour after the day's last one, or 09:00–12:00. */
export function suggestWindow(existing: readonly WallWindow[]): WallWindow {
  const ends = existing.map((w) => minutesOf(w.endTime)).filter((m): m is number => m !== null);
  const latest = Math.max(0, ...ends);
  if (latest === 0) return { startTime: '09:00', endTime: '12:00' };
  const start = Math.min(latest + 60, DAY_MINUTES - 120);
  return { startTime: timeOf(start), endTime: timeOf(Math.min(start + 120, DAY_MINUTES - 1)) };
}

/**
 * A WIB wall-clock time in a zone `offsetMinutes` east of UTC (WITA 480, WIT 540, Singapore
 * 480): the same instant there, and how many days it moved (23:30 WIB Monday is 01:30 WIT
 * Tuesday). Indonesia and Singapore keep no daylight saving, so a fixed offset is exact.
 */
export function wibToZone(
  time: string,
  offsetMinutes: number,
): { time: string; dayShift: number } | null {
  const minutes = minutesOf(time);
  if (minutes === null) return null;
  const shifted = minutes + offsetMinutes - WIB_OFFSET_MINUTES;
  return { time: timeOf(shifted), dayShift: Math.floor(shifted / DAY_MINUTES) };
}

/** The weekday `shift` days after `weekday` (ISO numbering, wrapping Sunday → Monday). */
export function shiftWeekday(weekday: number, shift: number): Weekday {
  return (((((weekday - 1 + shift) % 7) + 7) % 7) + 1) as Weekday;
}

/** 'YYYY-MM-DD' plus `days` (WIB calendar). */
export const addDays = (date: string, days: number) => addDaysToDate(date, days);

/** The ISO weekday of a 'YYYY-MM-DD' date. */
export const weekdayOf = (date: string) => isoWeekdayOfDate(date) as Weekday;

/** Today's date in WIB, from an instant. */
export const wibDate = (now: Date) => toWibDate(now);

export type ChangeLine =
  | { change: 'created'; entry: DatedWindow }
  | { change: 'updated'; entry: DatedWindow; before: DatedWindow }
  | { change: 'deleted'; entry: DatedWindow };

/**
 * What saving would change in the dated windows, computed with the domain's diffSchedules (the
 * same comparison the API makes; a changed kind is an update), in date order: the list shown
 * before saving.
 */
export function previewChanges(
  previous: readonly DatedWindow[],
  next: readonly DatedWindow[],
): ChangeLine[] {
  const saved = previous.filter((w): w is DatedWindow & { id: string } => Boolean(w.id));
  const byId = new Map(saved.map((w) => [w.id, w]));
  const diff = diffSchedules(saved, next);
  const lines: ChangeLine[] = [
    ...diff.created.map((entry): ChangeLine => ({ change: 'created', entry })),
    ...diff.updated.map((entry): ChangeLine => ({
      change: 'updated',
      entry,
      before: byId.get(entry.id)!,
    })),
    ...diff.deleted.map((id): ChangeLine => ({ change: 'deleted', entry: byId.get(id)! })),
  ];
  return lines.sort(
    (a, b) =>
      a.entry.date.localeCompare(b.entry.date) ||
      a.entry.startTime.localeCompare(b.entry.startTime),
  );
}

/** Weekly patterns compared as sets of windows: added and removed ones, for the summary. */
export function weeklyChanges(
  previous: readonly WeeklyWindow[],
  next: readonly WeeklyWindow[],
): { added: WeeklyWindow[]; removed: WeeklyWindow[] } {
  const key = (w: WeeklyWindow) => `${w.weekday} ${w.startTime} ${w.endTime}`;
  const before = new Set(previous.map(key));
  const after = new Set(next.map(key));
  return {
    added: next.filter((w) => !before.has(key(w))),
    removed: previous.filter((w) => !after.has(key(w))),
  };
}
