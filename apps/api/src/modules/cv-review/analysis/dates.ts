// Date ranges of jobs, studies and activities: how each is written (for consistency), and
// when it starts and ends, as months counted from year 0 (for overlaps, gaps and years of
// experience). A year alone is vague: "2019" may mean any month of it, so each bound keeps its
// earliest and latest possible month and every check takes the reading most favourable to the CV.

// prettier-ignore
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, januari: 1, january: 1, feb: 2, februari: 2, pebruari: 2, february: 2, mar: 3, maret: 3,
  march: 3, apr: 4, april: 4, mei: 5, may: 5, jun: 6, juni: 6, june: 6, jul: 7, juli: 7, july: 7,
  agu: 8, agt: 8, agus: 8, agustus: 8, aug: 8, august: 8, sep: 9, sept: 9, september: 9, okt: 10,
  oktober: 10, oct: 10, october: 10, nov: 11, nopember: 11, november: 11, des: 12, desember: 12,
  dec: 12, december: 12,
};
const MONTH_NAME = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const PRESENT = 'sekarang|saat ini|kini|present|now|current|currently|today|ongoing';

export type DateFormat = 'monthName' | 'numeric' | 'iso' | 'year';

type Bound = { earliest: number; latest: number; format: DateFormat };

export type DateRange = {
  /** 0-based line index. */
  line: number;
  format: DateFormat;
  start: Bound;
  /** null: still ongoing ("Sekarang", "Present"). */
  end: Bound | null;
};

const POINT = `(?:(?:${MONTH_NAME})\\.?\\s+(?:19|20)\\d{2}|\\d{1,2}[/.-](?:19|20)\\d{2}|(?:19|20)\\d{2}[/-]\\d{1,2}(?![\\d])|(?:19|20)\\d{2})`;
const SEPARATOR = `\\s*(?:–|—|-|−|~|to|until|till|s\\.?\\/d\\.?|sampai(?:\\s+dengan)?|hingga)\\s*`;
const RANGE = new RegExp(
  `(?<![\\w/.-])(${POINT})${SEPARATOR}(${POINT}|${PRESENT})(?![\\w/])`,
  'gi',
);

function parsePoint(raw: string): Bound | null {
  const text = raw.toLowerCase().trim();
  let match = new RegExp(`^(${MONTH_NAME})\\.?\\s+((?:19|20)\\d{2})$`).exec(text);
  if (match) {
    const month = MONTHS[match[1] ?? ''] ?? 1;
    const at = Number(match[2]) * 12 + month - 1;
    return { earliest: at, latest: at, format: 'monthName' };
  }
  match = /^(\d{1,2})[/.-]((?:19|20)\d{2})$/.exec(text);
  if (match) {
    const month = Number(match[1]);
    if (month < 1 || month > 12) return null;
    const at = Number(match[2]) * 12 + month - 1;
    return { earliest: at, latest: at, format: 'numeric' };
  }
  match = /^((?:19|20)\d{2})[/-](\d{1,2})$/.exec(text);
  if (match) {
    const month = Number(match[2]);
    if (month < 1 || month > 12) return null;
    const at = Number(match[1]) * 12 + month - 1;
    return { earliest: at, latest: at, format: 'iso' };
  }
  match = /^((?:19|20)\d{2})$/.exec(text);
  if (match) {
    const year = Number(match[1]) * 12;
    return { earliest: year, latest: year + 11, format: 'year' };
  }
  return null;
}

export function findDateRanges(text: string, line: number): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const start = parsePoint(match[1] ?? '');
    if (!start) continue;
    const endText = match[2] ?? '';
    const ongoing = new RegExp(`^(?:${PRESENT})$`, 'i').test(endText.trim());
    const end = ongoing ? null : parsePoint(endText);
    if (!ongoing && !end) continue;
    if (end && end.latest < start.earliest) continue;
    ranges.push({ line, format: start.format, start, end });
  }
  return ranges;
}

/** Month index (year × 12 + month − 1) of a calendar date. */
export function monthIndexOf(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function endEarliest(range: DateRange, now: number): number {
  return range.end ? range.end.earliest : now;
}

export function endLatest(range: DateRange, now: number): number {
  return range.end ? range.end.latest : now;
}

/** Months covered by the union of the ranges (each counted inclusively, at least one month). */
export function monthsCovered(ranges: readonly DateRange[], now: number): number {
  const spans = ranges
    .map((r) => [r.start.latest, Math.max(r.start.latest, endEarliest(r, now))] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let currentStart = -1;
  let currentEnd = -2;
  for (const [start, end] of spans) {
    if (start > currentEnd + 1) {
      if (currentEnd >= currentStart && currentStart >= 0) total += currentEnd - currentStart + 1;
      currentStart = start;
      currentEnd = end;
    } else {
      currentEnd = Math.max(currentEnd, end);
    }
  }
  if (currentStart >= 0) total += currentEnd - currentStart + 1;
  return total;
}
