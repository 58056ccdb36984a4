import type { QuestionType } from '../enums';
import { toWibParts } from '../format/wib';
import { isValidNumericAnswer, numericAnswerValue } from './numeric';

// Spec section 5: how application-form answers go on the wire.

export type SerializedAnswer = string | number | string[] | null;

/** A GPA (IPK) answer is text 'value/max': '3.5' or '3,5' on a 4 scale → '3.5/4'; empty → null. */
export function serializeGpaAnswer(value: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!isValidNumericAnswer(trimmed)) throw new RangeError(`Invalid GPA: ${value}`);
  if (!Number.isFinite(max) || max <= 0) throw new RangeError(`Invalid GPA scale: ${max}`);
  return `${numericAnswerValue(trimmed)}/${max}`;
}

/** Other numeric answers are sent as numbers: '3.50' and '3,50' → 3.5; empty → null. */
export function serializeNumericAnswer(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!isValidNumericAnswer(trimmed)) throw new RangeError(`Invalid numeric answer: ${value}`);
  return numericAnswerValue(trimmed);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Date answers are sent as m/d/Y (PHP-style: zero-padded month/day, four-digit year):
 * '2001-08-17' → '08/17/2001'. A 'YYYY-MM-DD' string (what a date input gives) is taken as the
 * calendar day it names; a Date or timestamp is read as its day in Jakarta, so a birthdate never
 * shifts by a day on a UTC server.
 */
export function serializeDateAnswer(value: Date | string): string {
  const match = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (match) return `${match[2]}/${match[3]}/${match[1]}`;
  const p = toWibParts(value);
  return `${pad2(p.month)}/${pad2(p.day)}/${p.year}`;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

const WIRE_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A date answer as it travels ('08/17/2001') back to the calendar date it names ('2001-08-17'). */
export function dateAnswerCalendarDate(answer: string): string | null {
  const match = WIRE_DATE.exec(answer.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** A checkbox question nobody touched is an empty list, never null or undefined. */
export function serializeCheckboxAnswer(value: readonly string[] | null | undefined): string[] {
  return value ? [...value] : [];
}

/**
 * One entry point for the apply form. `gpaMax` marks the GPA question (the special profile
 * question IPK) and gives its scale. Text and radio answers go as trimmed text, empty → null.
 */
export function serializeAnswer(
  type: QuestionType,
  value: string | readonly string[] | Date | null | undefined,
  options: { gpaMax?: number } = {},
): SerializedAnswer {
  if (type === 'checkbox') return serializeCheckboxAnswer(Array.isArray(value) ? value : null);
  if (value === null || value === undefined) return null;
  if (type === 'date') {
    if (value instanceof Date) return serializeDateAnswer(value);
    if (typeof value === 'string')
      return value.trim() === '' ? null : serializeDateAnswer(value.trim());
    throw new TypeError('A date answer must be a Date or a string');
  }
  if (typeof value !== 'string') throw new TypeError(`A ${type} answer must be text`);
  if (type === 'numeric') {
    return options.gpaMax === undefined
      ? serializeNumericAnswer(value)
      : serializeGpaAnswer(value, options.gpaMax);
  }
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
