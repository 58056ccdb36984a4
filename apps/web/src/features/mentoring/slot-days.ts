// Free slots grouped by their WIB day for the booking modal's day and time pickers. Slots are
// instants (ISO, UTC); a slot belongs to the WIB date it starts on, whatever the viewer's zone,
// so a mentor in Makassar and a mentee in Jakarta see the same days.
import {
  formatWeekdayDate,
  formatWibDate,
  formatWibTime,
  MONTH_ABBREVIATIONS,
  WEEKDAY_ABBREVIATIONS,
  wibDateOf,
  type Locale,
} from '@jenjang/domain';

export type Slot = { startsAt: string; endsAt: string };
export type SlotDay<S extends Slot = Slot> = { date: string; slots: S[] };

/** The WIB date 'YYYY-MM-DD' of an instant. */
export function wibDateKey(instant: string | Date): string {
  return wibDateOf(instant);
}

/** 'HH:mm' in WIB. */
export function wibClock(instant: string | Date): string {
  return formatWibTime(instant);
}

/** Slots by WIB start date, days and slots in time order, duplicates (same start) once. */
export function groupSlotsByWibDay<S extends Slot>(slots: readonly S[]): SlotDay<S>[] {
  const byStart = new Map<number, S>();
  for (const slot of slots) {
    const at = new Date(slot.startsAt).getTime();
    if (Number.isFinite(at) && !byStart.has(at)) byStart.set(at, slot);
  }
  const days = new Map<string, S[]>();
  for (const [, slot] of [...byStart.entries()].sort(([a], [b]) => a - b)) {
    const key = wibDateKey(slot.startsAt);
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return [...days.entries()].map(([date, list]) => ({ date, slots: list }));
}

/** A WIB date as a day button shows it: { weekday: 'Sen', day: '30', month: 'Nov' }. */
export function dayParts(date: string, locale: Locale) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {
    weekday: WEEKDAY_ABBREVIATIONS[locale][weekday] ?? '',
    day: String(day),
    month: MONTH_ABBREVIATIONS[locale][month - 1] ?? '',
  };
}

/** 'Sen, 30 Nov 2026' for a WIB date. */
export function dayLabel(date: string, locale: Locale): string {
  return formatWeekdayDate(date, locale);
}

/** '30 Nov 2026': the WIB date of an instant, without the time (review dates). */
export function wibDateText(instant: string | Date, locale: Locale): string {
  return formatWibDate(instant, locale);
}
