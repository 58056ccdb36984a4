// Free slots grouped by their WIB day for the booking modal's day and time pickers. Slots are
// instants (ISO, UTC); a slot belongs to the WIB date it starts on, whatever the viewer's zone,
// so a mentor in Makassar and a mentee in Jakarta see the same days.
import { MONTH_ABBREVIATIONS, toWibParts, type Locale } from '@jenjang/domain';

export type Slot = { startsAt: string; endsAt: string };
export type SlotDay<S extends Slot = Slot> = { date: string; slots: S[] };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The WIB date 'YYYY-MM-DD' of an instant. */
export function wibDateKey(instant: string | Date): string {
  const p = toWibParts(instant);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** 'HH:mm' in WIB. */
export function wibClock(instant: string | Date): string {
  const p = toWibParts(instant);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
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

const WEEKDAYS: Record<Locale, readonly string[]> = {
  idn: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** A WIB date as a day button shows it: { weekday: 'Sen', day: '30', month: 'Nov' }. */
export function dayParts(date: string, locale: Locale) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {
    weekday: WEEKDAYS[locale][weekday] ?? '',
    day: String(day),
    month: MONTH_ABBREVIATIONS[locale][month - 1] ?? '',
  };
}

/** 'Sen, 30 Nov 2026' for a WIB date. */
export function dayLabel(date: string, locale: Locale): string {
  const parts = dayParts(date, locale);
  return `${parts.weekday}, ${parts.day} ${parts.month} ${date.slice(0, 4)}`;
}

/** '30 Nov 2026': the WIB date of an instant, without the time (review dates). */
export function wibDateText(instant: string | Date, locale: Locale): string {
  const p = toWibParts(instant);
  return `${p.day} ${MONTH_ABBREVIATIONS[locale][p.month - 1] ?? ''} ${p.year}`;
}
