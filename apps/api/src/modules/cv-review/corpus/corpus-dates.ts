// Months as one integer (year * 12 + month index) and the three ways the corpus writes them. A
// good CV writes every date one way; a CV with inconsistent dates mixes them.
import type { CvLanguage } from '@jenjang/domain';
import { MONTHS_LONG, MONTHS_SHORT, PRESENT } from './corpus-vocabulary';

export const DATE_FORMATS = ['short', 'long', 'numeric'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** A month as year * 12 + (month - 1). */
export type MonthIndex = number;

export const monthIndex = (year: number, month: number): MonthIndex => year * 12 + (month - 1);

/** "Now" for every corpus CV (November 2026), fixed so the files never change with the date. */
export const CORPUS_NOW: MonthIndex = monthIndex(2026, 11);

export type DateRange = { start: MonthIndex; end: MonthIndex | 'present' };

export function formatMonth(month: MonthIndex, format: DateFormat, language: CvLanguage): string {
  const year = Math.floor(month / 12);
  const m = month % 12;
  if (format === 'numeric') return `${String(m + 1).padStart(2, '0')}/${year}`;
  const names = format === 'short' ? MONTHS_SHORT[language] : MONTHS_LONG[language];
  return `${names[m]} ${year}`;
}

export function formatRange(range: DateRange, format: DateFormat, language: CvLanguage): string {
  const end =
    range.end === 'present' ? PRESENT[language] : formatMonth(range.end, format, language);
  return `${formatMonth(range.start, format, language)} – ${end}`;
}

export const endOf = (range: DateRange): MonthIndex =>
  range.end === 'present' ? CORPUS_NOW : range.end;

/** CORPUS_NOW as the analyzer's `asOf`: mid-November 2026. */
export const CORPUS_AS_OF = new Date(Date.UTC(2026, 10, 15));
