import { toValidDate } from '../format/date-input';
import { addDaysToDate, parseWallTime, wibRangeOf } from '../format/time-zones';

// Availability (docs/decisions/023): slots = (weekly windows ∪ available entries) − unavailable
// entries − busy ranges, cut into slots of the session length on a grid from the start of each
// free piece of a WIB day (pieces end at midnight: a slot keeps one date), keeping only slots
// that start at or after now + minimum notice and before now + booking window. A slot is free when [start, end + buffer) overlaps no busy range; busy ranges
// are the mentor's live sessions as [starts_at, blocked_until), their own buffer included.
// Pure: the API computes what it offers with it, and checks a booking against it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A recurring weekly window in WIB (ISO weekday 1 = Monday … 7 = Sunday; end may be '24:00'). */
export type AvailabilityWeeklyWindow = { weekday: number; startTime: string; endTime: string };

/** A dated schedule entry: 'available' adds a window, 'unavailable' is an exception. */
export type AvailabilityEntry = {
  kind: 'available' | 'unavailable';
  startsAt: Date | string;
  endsAt: Date | string;
};

/** A live session of the mentor: busy from its start until its end plus its buffer. */
export type AvailabilityBusyRange = { startsAt: Date | string; blockedUntil: Date | string };

export type AvailabilitySettings = {
  sessionMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  bookingWindowDays: number;
};

export type AvailabilityInput = {
  weekly: readonly AvailabilityWeeklyWindow[];
  entries: readonly AvailabilityEntry[];
  busy: readonly AvailabilityBusyRange[];
  settings: AvailabilitySettings;
  now: Date;
  /** Slots starting at or after this instant … */
  from: Date;
  /** … and before this one. */
  to: Date;
};

/** A free slot: instants (ISO, UTC) and the spec's WIB date and times. */
export type AvailableSlot = {
  startsAt: string;
  endsAt: string;
  date: string;
  startTime: string;
  endTime: string;
};

type Range = { start: number; end: number };

const ms = (value: Date | string): number => toValidDate(value).getTime();

/** Merge overlapping or touching ranges, sorted by start. */
export function unionRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Range[] = [];
  for (const r of sorted) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** `ranges` (disjoint, sorted) with every part covered by `holes` removed. */
export function subtractRanges(ranges: readonly Range[], holes: readonly Range[]): Range[] {
  const cuts = unionRanges(holes);
  const out: Range[] = [];
  for (const r of ranges) {
    let start = r.start;
    for (const h of cuts) {
      if (h.end <= start) continue;
      if (h.start >= r.end) break;
      if (h.start > start) out.push({ start, end: h.start });
      start = Math.max(start, h.end);
      if (start >= r.end) break;
    }
    if (start < r.end) out.push({ start, end: r.end });
  }
  return out;
}

const WIB_OFFSET = 7 * HOUR;

/** The instant of WIB midnight starting the WIB day of `t` (numbers only: this runs per day). */
const wibMidnight = (t: number) => Math.floor((t + WIB_OFFSET) / DAY) * DAY - WIB_OFFSET;

type ParsedWindow = { weekday: number; start: number; end: number };

function parseWeekly(weekly: readonly AvailabilityWeeklyWindow[]): ParsedWindow[] {
  return weekly.flatMap((w) => {
    const start = parseWallTime(w.startTime);
    const end = parseWallTime(w.endTime);
    return start === null || end === null || end <= start
      ? []
      : [{ weekday: w.weekday, start, end }];
  });
}

/**
 * The free time of one WIB day (its windows and available entries, minus exceptions), cut at
 * its midnights: a slot never runs into the next day (it keeps one date, as the spec's entry
 * shape has), and the grid of a day never depends on the range asked for.
 */
function openRangesOfDay(
  day: number,
  weekly: readonly ParsedWindow[],
  entries: readonly { kind: string; start: number; end: number }[],
): Range[] {
  const dayEnd = day + DAY;
  // 1970-01-01 (day 0) was a Thursday: ISO weekday 4.
  const weekday = ((((Math.floor((day + WIB_OFFSET) / DAY) + 3) % 7) + 7) % 7) + 1;
  const available: Range[] = [];
  const holes: Range[] = [];
  for (const w of weekly)
    if (w.weekday === weekday)
      available.push({ start: day + w.start * MINUTE, end: day + w.end * MINUTE });
  for (const e of entries) {
    if (e.end <= day || e.start >= dayEnd) continue;
    const r = { start: Math.max(e.start, day), end: Math.min(e.end, dayEnd) };
    (e.kind === 'unavailable' ? holes : available).push(r);
  }
  return available.length === 0 ? [] : subtractRanges(unionRanges(available), holes);
}

/** The free time of the mentor (windows minus exceptions) on the WIB days `span` touches. */
export function openRanges(
  input: Pick<AvailabilityInput, 'weekly' | 'entries'>,
  span: Range,
): Range[] {
  const weekly = parseWeekly(input.weekly);
  const entries = input.entries.map((e) => ({
    kind: e.kind,
    start: ms(e.startsAt),
    end: ms(e.endsAt),
  }));
  const out: Range[] = [];
  for (let day = wibMidnight(span.start); day < span.end; day += DAY)
    out.push(...openRangesOfDay(day, weekly, entries));
  return out;
}

/** The instants between which slots may start: [from, to) ∩ [now + notice, now + window). */
export function bookableSpan(
  input: Pick<AvailabilityInput, 'settings' | 'now' | 'from' | 'to'>,
): Range {
  const now = input.now.getTime();
  return {
    start: Math.max(input.from.getTime(), now + input.settings.minNoticeHours * HOUR),
    end: Math.min(input.to.getTime(), now + input.settings.bookingWindowDays * DAY),
  };
}

function toSlot(start: number, end: number): AvailableSlot {
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(end).toISOString(),
    ...wibRangeOf(new Date(start), new Date(end)),
  };
}

/**
 * The free slots of a mentor, in time order. Deterministic: the same input (in any order)
 * gives the same slots. `limit` stops early (the soonest slot: limit 1).
 */
export function computeAvailableSlots(
  input: AvailabilityInput,
  options: { limit?: number } = {},
): AvailableSlot[] {
  const length = Math.round(input.settings.sessionMinutes) * MINUTE;
  const buffer = Math.max(0, Math.round(input.settings.bufferMinutes)) * MINUTE;
  const span = bookableSpan(input);
  if (length <= 0 || span.start >= span.end) return [];
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const busy = input.busy
    .map((b) => ({ start: ms(b.startsAt), end: ms(b.blockedUntil) }))
    .filter((b) => b.end > b.start && b.end > span.start && b.start < span.end + length + buffer)
    .sort((a, b) => a.start - b.start);
  const weekly = parseWeekly(input.weekly);
  const entries = input.entries.map((e) => ({
    kind: e.kind,
    start: ms(e.startsAt),
    end: ms(e.endsAt),
  }));
  const slots: AvailableSlot[] = [];
  // Day by day, so the soonest slot (limit 1) looks no further than it must.
  for (let day = wibMidnight(span.start); day < span.end; day += DAY) {
    for (const piece of openRangesOfDay(day, weekly, entries)) {
      // Jump to the first grid point at or after the span's start.
      const skip = piece.start < span.start ? Math.ceil((span.start - piece.start) / length) : 0;
      for (let start = piece.start + skip * length; start + length <= piece.end; start += length) {
        if (start >= span.end) return slots;
        const end = start + length;
        const blocked = busy.some((b) => b.start < end + buffer && start < b.end);
        if (blocked) continue;
        slots.push(toSlot(start, end));
        if (slots.length >= limit) return slots;
      }
    }
  }
  return slots;
}

/** The slot that starts at `startsAt` when the mentor offers it now, else null. */
export function findOfferedSlot(
  input: Omit<AvailabilityInput, 'from' | 'to'>,
  startsAt: Date | string,
): AvailableSlot | null {
  const at = ms(startsAt);
  const [slot] = computeAvailableSlots(
    { ...input, from: new Date(at), to: new Date(at + 1) },
    { limit: 1 },
  );
  return slot && ms(slot.startsAt) === at ? slot : null;
}

export type DaySlotCount = { date: string; slotCount: number; firstStartsAt: string | null };

/** Every WIB date from `firstDate` to `lastDate` with how many of `slots` start on it. */
export function countSlotsByDate(
  slots: readonly AvailableSlot[],
  firstDate: string,
  lastDate: string,
): DaySlotCount[] {
  const byDate = new Map<string, AvailableSlot[]>();
  for (const s of slots) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
  const out: DaySlotCount[] = [];
  for (let date = firstDate; date <= lastDate; date = addDaysToDate(date, 1)) {
    const day = byDate.get(date) ?? [];
    out.push({ date, slotCount: day.length, firstStartsAt: day[0]?.startsAt ?? null });
  }
  return out;
}
