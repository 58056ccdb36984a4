import type { Locale } from '../locale';
import { toValidDate } from './date-input';

// Indonesia has not observed DST since 1964, so WIB is a fixed UTC+7. Doing the arithmetic
// ourselves avoids depending on ICU time-zone data (small-ICU Node builds, old Android WebViews).
export const WIB_TIME_ZONE = 'Asia/Jakarta';
export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

export type WibParts = {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

export function toWibParts(date: Date | string): WibParts {
  const shifted = new Date(toValidDate(date).getTime() + WIB_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The UTC instant of a wall-clock time in Jakarta (month 1-12). */
export function wibToUtc(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - WIB_OFFSET_MS);
}

export const MONTH_ABBREVIATIONS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  idn: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * 'DD/MM/YYYY HH:mm' in Jakarta time, e.g. '17/08/2025 14:05': the spec's numeric format, for
 * machine-facing text only. What a person reads uses the month's name (formatWibDate,
 * formatWibDateLong), so '12/20/2026' and '20/12/2026' can never both appear.
 */
export function formatWibDateTime(date: Date | string): string {
  const p = toWibParts(date);
  return `${pad2(p.day)}/${pad2(p.month)}/${p.year} ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** 'DD MMM YYYY, HH:mm' in Jakarta time, e.g. '17 Agu 2025, 14:05' (idn) / '17 Aug 2025, 14:05'. */
export function formatWibDateLong(date: Date | string, locale: Locale): string {
  const p = toWibParts(date);
  const month = MONTH_ABBREVIATIONS[locale][p.month - 1] ?? '';
  return `${pad2(p.day)} ${month} ${p.year}, ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** The month and year of an instant in Jakarta: 'Des 2026' (idn) / 'Dec 2026' (en). */
function monthName(month: number, locale: Locale): string {
  return MONTH_ABBREVIATIONS[locale][month - 1] ?? '';
}

/** 'DD MMM YYYY' in Jakarta time: '20 Des 2026'. 23:30 UTC is already the next day in WIB. */
export function formatWibDate(date: Date | string, locale: Locale): string {
  const p = toWibParts(date);
  return `${pad2(p.day)} ${monthName(p.month, locale)} ${p.year}`;
}

/** 'HH:mm' in Jakarta time (24-hour, as Indonesia writes it). */
export function formatWibTime(date: Date | string): string {
  const p = toWibParts(date);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** The calendar date in Asia/Jakarta (UTC+7, no daylight saving) as YYYY-MM-DD. */
export function wibDateOf(instant: Date | string): string {
  const p = toWibParts(instant);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** The year in Jakarta (the footer's copyright, a CV's "present"). */
export function wibYearOf(instant: Date | string): number {
  return toWibParts(instant).year;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarParts(isoDate: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : null;
}

/**
 * A calendar date ('2026-12-20', a deadline, a birthday: no time, so no time zone) as
 * '20 Des 2026'. A string that is not such a date is returned as it is.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const p = calendarParts(isoDate);
  return p ? `${pad2(p.day)} ${monthName(p.month, locale)} ${p.year}` : isoDate;
}

/** A calendar date's month and year ('2024-03-01' → 'Mar 2024'), as CVs and profiles write them. */
export function formatMonthYear(isoDate: string, locale: Locale): string {
  const p = calendarParts(isoDate);
  return p ? `${monthName(p.month, locale)} ${p.year}` : isoDate;
}
