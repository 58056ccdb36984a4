// How profile values read on the page, the same in server and browser renders.
import { MONTH_ABBREVIATIONS, type Locale } from '@jenjang/domain';

function dateParts(isoDate: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** '2024-03-01' → 'Mar 2024'; the API's calendar dates carry no time zone, none is applied. */
export function formatMonthYear(isoDate: string, locale: Locale): string {
  const parts = dateParts(isoDate);
  if (!parts) return isoDate;
  return `${MONTH_ABBREVIATIONS[locale][parts.month - 1] ?? ''} ${parts.year}`;
}

/** '2001-08-17' → '17 Agu 2001' (idn) / '17 Aug 2001' (en). */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const parts = dateParts(isoDate);
  if (!parts) return isoDate;
  const month = MONTH_ABBREVIATIONS[locale][parts.month - 1] ?? '';
  return `${parts.day} ${month} ${parts.year}`;
}

/** 3.45 → '3,45' in Indonesian and '3.45' in English; whole numbers stay whole. */
export function formatDecimal(value: number, locale: Locale): string {
  const text = String(Math.round(value * 100) / 100);
  return locale === 'idn' ? text.replace('.', ',') : text;
}

/** Names of the ids, in the order chosen; ids the taxonomy no longer has are left out. */
export function namesOf(ids: readonly number[], items: readonly { id: number; name: string }[]) {
  const byId = new Map(items.map((item) => [item.id, item.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}
