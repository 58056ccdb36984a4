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

/** 'DD/MM/YYYY HH:mm' in Jakarta time, e.g. '17/08/2025 14:05'. */
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
