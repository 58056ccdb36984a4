import type { Locale } from '../locale';
import { toValidDate } from './date-input';
import { MONTH_ABBREVIATIONS, WIB_OFFSET_MS } from './wib';
import { wallClockInZone } from './zone-clock';

// Mentoring exchanges wall-clock times in WIB (spec section 9) and instants in UTC (decision
// 023). People outside WIB (a mentor in Makassar, a mentee in Jayapura or Singapore) read the
// WIB time with their own beside it. Indonesia and Singapore keep no daylight saving, so their
// offsets are fixed and we do the arithmetic ourselves (no ICU time-zone data needed); any other
// zone goes through Intl when the runtime has it.

export type ZoneInfo = {
  /** The canonical IANA zone. */
  zone: string;
  /** Short label as Indonesians write it: WIB, WITA, WIT; SGT for Singapore. */
  label: string;
  offsetMinutes: number;
  names: Record<Locale, string>;
};

/** The zones mentors may choose as their own (PATCH mentor/me `timeZone`). */
export const MENTORING_TIME_ZONES = [
  'Asia/Jakarta',
  'Asia/Pontianak',
  'Asia/Makassar',
  'Asia/Jayapura',
  'Asia/Singapore',
] as const;
export type MentoringTimeZone = (typeof MENTORING_TIME_ZONES)[number];

const wib = {
  label: 'WIB',
  offsetMinutes: 420,
  names: { idn: 'Waktu Indonesia Barat', en: 'Western Indonesia Time' },
};
const wita = {
  label: 'WITA',
  offsetMinutes: 480,
  names: { idn: 'Waktu Indonesia Tengah', en: 'Central Indonesia Time' },
};
const wit = {
  label: 'WIT',
  offsetMinutes: 540,
  names: { idn: 'Waktu Indonesia Timur', en: 'Eastern Indonesia Time' },
};
const sgt = {
  label: 'SGT',
  offsetMinutes: 480,
  names: { idn: 'Waktu Singapura', en: 'Singapore Time' },
};

const KNOWN_ZONES: Record<string, ZoneInfo> = {
  'Asia/Jakarta': { zone: 'Asia/Jakarta', ...wib },
  'Asia/Pontianak': { zone: 'Asia/Pontianak', ...wib },
  'Asia/Makassar': { zone: 'Asia/Makassar', ...wita },
  // The old name of Makassar, still reported by some systems.
  'Asia/Ujung_Pandang': { zone: 'Asia/Makassar', ...wita },
  'Asia/Jayapura': { zone: 'Asia/Jayapura', ...wit },
  'Asia/Singapore': { zone: 'Asia/Singapore', ...sgt },
  Singapore: { zone: 'Asia/Singapore', ...sgt },
};

/** WIB, WITA, WIT or Singapore for the zones we know; null for any other zone. */
export function zoneInfo(zone: string | null | undefined): ZoneInfo | null {
  return (zone && KNOWN_ZONES[zone]) || null;
}

/** 'WIB' for Asia/Jakarta, 'WITA' for Asia/Makassar, ...; null when the zone is not one of ours. */
export function timeZoneLabel(zone: string | null | undefined): string | null {
  return zoneInfo(zone)?.label ?? null;
}

type WallClock = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
};

function wallClockAtOffset(instant: Date, offsetMinutes: number): WallClock {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The wall clock of an instant in any zone, with its label; null when the zone is unknown here. */
function wallClockIn(instant: Date, zone: string): { clock: WallClock; label: string } | null {
  const known = zoneInfo(zone);
  if (known) return { clock: wallClockAtOffset(instant, known.offsetMinutes), label: known.label };
  const parts = wallClockInZone(instant, zone);
  if (!parts) return null;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  const { label, ...clock } = parts;
  return { clock: { ...clock, weekday }, label };
}

/** Whether a viewer in `zone` reads the same wall clock as WIB (Jakarta, Pontianak, or unknown). */
export function isWibZone(zone: string | null | undefined): boolean {
  return !zone || zoneInfo(zone)?.label === 'WIB';
}

// ---------------------------------------------------------------------------------------------
// WIB wall clock ⇄ instant

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Minutes since midnight of 'HH:mm' (00:00–23:59, and '24:00' = end of the day); null otherwise. */
export function parseWallTime(time: string): number | null {
  const t = TIME_PATTERN.exec(time);
  if (!t) return null;
  const hour = Number(t[1]);
  const minute = Number(t[2]);
  if (hour === 24 && minute === 0) return 24 * 60;
  if (hour > 23 || minute > 59) return null;
  return hour * 60 + minute;
}

/** 'HH:mm' of minutes since midnight (1440 → '24:00'). */
export function formatWallTime(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** The UTC instant (ms) of WIB midnight starting the date 'YYYY-MM-DD'; null for 2026-02-30. */
export function wibDayStart(date: string): number | null {
  const d = DATE_PATTERN.exec(date);
  if (!d) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() + 1 !== month ||
    back.getUTCDate() !== day
  )
    return null;
  return utc - WIB_OFFSET_MS;
}

/**
 * 'YYYY-MM-DD' + 'HH:mm' in WIB → the instant; '24:00' is the end of that day. Null when the
 * date or the time does not exist.
 */
export function wibToInstant(date: string, time: string): Date | null {
  const start = wibDayStart(date);
  const minutes = parseWallTime(time);
  if (start === null || minutes === null) return null;
  return new Date(start + minutes * 60_000);
}

/** The WIB date 'YYYY-MM-DD' and time 'HH:mm' of an instant. */
export function instantToWib(instant: Date | string): { date: string; time: string } {
  const c = wallClockAtOffset(toValidDate(instant), 420);
  return {
    date: `${c.year}-${pad2(c.month)}-${pad2(c.day)}`,
    time: `${pad2(c.hour)}:${pad2(c.minute)}`,
  };
}

/** The WIB date 'YYYY-MM-DD' an instant falls on. */
export function toWibDate(instant: Date | string | number): string {
  return instantToWib(new Date(instant)).date;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a WIB date. */
export function isoWeekdayOfDate(date: string): number {
  const start = wibDayStart(date);
  if (start === null) throw new RangeError(`Invalid date: ${date}`);
  const day = new Date(start + WIB_OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The WIB date `days` after 'YYYY-MM-DD'. */
export function addDaysToDate(date: string, days: number): string {
  const start = wibDayStart(date);
  if (start === null) throw new RangeError(`Invalid date: ${date}`);
  return toWibDate(start + days * 86_400_000);
}

/**
 * The spec's schedule entry fields of a time range: its WIB date, start and end time. A range
 * ending at the next WIB midnight ends at '24:00'; a range running past it keeps the end's
 * clock time (entries the API writes never do).
 */
export function wibRangeOf(
  startsAt: Date | string,
  endsAt: Date | string,
): { date: string; startTime: string; endTime: string } {
  const start = instantToWib(startsAt);
  const end = instantToWib(endsAt);
  const endsAtMidnight = end.time === '00:00' && end.date === addDaysToDate(start.date, 1);
  return { date: start.date, startTime: start.time, endTime: endsAtMidnight ? '24:00' : end.time };
}

// ---------------------------------------------------------------------------------------------
// Showing an instant: WIB first, the viewer's own zone beside it when it differs

export const WEEKDAY_ABBREVIATIONS: Record<Locale, readonly string[]> = {
  // Indexed by Date#getUTCDay (0 = Sunday).
  idn: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** A calendar date ('2026-11-30') with its weekday, as day pickers show it: 'Sen, 30 Nov 2026'. */
export function formatWeekdayDate(date: string, locale: Locale): string {
  const d = DATE_PATTERN.exec(date);
  if (!d) return date;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return dayText({ year, month, day, weekday, hour: 0, minute: 0 }, locale);
}

const clockText = (c: WallClock) => `${pad2(c.hour)}:${pad2(c.minute)}`;
const dayText = (c: WallClock, locale: Locale) =>
  `${WEEKDAY_ABBREVIATIONS[locale][c.weekday]}, ${pad2(c.day)} ${MONTH_ABBREVIATIONS[locale][c.month - 1]} ${c.year}`;
const sameDay = (a: WallClock, b: WallClock) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

export type MentoringTimeOptions = {
  locale: Locale;
  /** The viewer's IANA zone (from the browser); WIB alone when absent, WIB or unknown. */
  viewerTimeZone?: string | null | undefined;
};

/** The viewer's rendering of a clock that differs from WIB, or null when it would repeat WIB. */
function viewerClock(instant: Date, zone: string | null | undefined) {
  if (!zone || isWibZone(zone)) return null;
  const own = wallClockIn(instant, zone);
  if (!own) return null;
  const wibClock = wallClockAtOffset(instant, 420);
  if (
    own.clock.hour === wibClock.hour &&
    own.clock.minute === wibClock.minute &&
    sameDay(own.clock, wibClock)
  )
    return null;
  return own;
}

/**
 * 'Sen, 30 Nov 2026 · 19:00 WIB (20:00 WITA)' / 'Mon, 30 Nov 2026 · 19:00 WIB (20:00 WITA)'.
 * When the viewer's day differs from WIB's, it is named: '23:30 WIB (00:30 WITA, Sel)'.
 */
export function formatMentoringTime(instant: Date | string, options: MentoringTimeOptions): string {
  const at = toValidDate(instant);
  const wibClock = wallClockAtOffset(at, 420);
  const base = `${dayText(wibClock, options.locale)} · ${clockText(wibClock)} WIB`;
  const own = viewerClock(at, options.viewerTimeZone);
  if (!own) return base;
  const day = sameDay(own.clock, wibClock)
    ? ''
    : `, ${WEEKDAY_ABBREVIATIONS[options.locale][own.clock.weekday]}`;
  return `${base} (${clockText(own.clock)} ${own.label}${day})`;
}

/**
 * 'Sen, 30 Nov 2026 · 19:00–19:45 WIB (20:00–20:45 WITA)': a session or slot, start to end.
 */
export function formatMentoringTimeRange(
  startsAt: Date | string,
  endsAt: Date | string,
  options: MentoringTimeOptions,
): string {
  const start = toValidDate(startsAt);
  const end = toValidDate(endsAt);
  const wibStart = wallClockAtOffset(start, 420);
  const wibEnd = wallClockAtOffset(end, 420);
  const base = `${dayText(wibStart, options.locale)} · ${clockText(wibStart)}–${clockText(wibEnd)} WIB`;
  const ownStart = viewerClock(start, options.viewerTimeZone);
  const ownEnd = ownStart ? wallClockIn(end, options.viewerTimeZone ?? '') : null;
  if (!ownStart || !ownEnd) return base;
  const day = sameDay(ownStart.clock, wibStart)
    ? ''
    : `, ${WEEKDAY_ABBREVIATIONS[options.locale][ownStart.clock.weekday]}`;
  return `${base} (${clockText(ownStart.clock)}–${clockText(ownEnd.clock)} ${ownStart.label}${day})`;
}

/** The wall clock 'HH:mm' and label of an instant in a zone, e.g. { time: '20:00', label: 'WITA' }. */
export function clockInZone(
  instant: Date | string,
  zone: string,
): { time: string; label: string } | null {
  const own = wallClockIn(toValidDate(instant), zone);
  return own ? { time: clockText(own.clock), label: own.label } : null;
}
