// When the demo's open postings were published, spread the way a real board's are: two in five in
// the last week, the rest over the two months before; in office hours (WIB) more than at night, on
// weekdays more than at weekends. Postings with the same title take turns along a golden-ratio
// sequence, so any three of them are never all older than a week: a search never shows a run of
// identical cards that all read "7 hari yang lalu".
import type { Rng } from './random';

// `rng` should be a stream of its own (the job generator gives it one), so that how many values
// the clock draws never shifts the rest of the data.

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** Share of open postings published in the last seven days (calendar days 0-6 in WIB). */
export const RECENT_SHARE = 0.42;
/** Share published 7 to 24 days ago; the rest are 25 to 57 days old. */
const MONTH_SHARE = 0.33;

/** Calendar days ago (WIB) as [first, last] of each band, and where the band starts in [0, 1). */
const BANDS = [
  { from: 0, first: 0, last: 6 },
  { from: RECENT_SHARE, first: 7, last: 24 },
  { from: RECENT_SHARE + MONTH_SHARE, first: 25, last: 57 },
] as const;

/** Weights of the hour of day (WIB) a posting goes up: office hours, a lunch dip, late evenings. */
const HOUR_WEIGHTS: readonly (readonly [number, number])[] = [
  [6, 0.3],
  [7, 1],
  [8, 4],
  [9, 7],
  [10, 8],
  [11, 6],
  [12, 3],
  [13, 6],
  [14, 7],
  [15, 6],
  [16, 4],
  [17, 2],
  [18, 1],
  [19, 1],
  [20, 1],
  [21, 0.5],
  [22, 0.3],
];

export type PublicationClock = {
  /** When an open posting with this title was published (strictly before `now`). */
  openPosting(title: string): Date;
};

function bandOf(days: number) {
  return BANDS.find((band) => days >= band.first && days <= band.last) ?? BANDS[BANDS.length - 1]!;
}

export function createPublicationClock(now: Date, rng: Rng): PublicationClock {
  const todayStart = Math.floor((now.getTime() + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
  const titles = new Map<string, { offset: number; count: number }>();

  /** Calendar days ago for a point u of [0, 1): the band it falls in, newer days more often. */
  const daysAgo = (u: number): number => {
    const index = BANDS.findLastIndex((band) => u >= band.from);
    const band = BANDS[index]!;
    const to = BANDS[index + 1]?.from ?? 1;
    const within = Math.pow((u - band.from) / (to - band.from), 1.2);
    return Math.min(band.last, band.first + Math.floor(within * (band.last - band.first + 1)));
  };

  /**
   * Most weekend postings move to a weekday of their band: Saturday's to the Friday before,
   * Sunday's to the Monday after (or the other way when the band ends there).
   */
  const onWeekday = (days: number, stays: boolean): number => {
    const weekday = new Date(todayStart - days * DAY_MS + WIB_OFFSET_MS).getUTCDay();
    if ((weekday !== 0 && weekday !== 6) || stays) return days;
    const band = bandOf(days);
    const friday = days + (weekday === 6 ? 1 : 2);
    const monday = days - (weekday === 6 ? 2 : 1);
    const fits = (day: number) => day >= Math.max(0, band.first) && day <= band.last;
    const [first, second] = weekday === 6 ? [friday, monday] : [monday, friday];
    if (fits(first)) return first;
    if (fits(second)) return second;
    return days;
  };

  return {
    openPosting(title) {
      const key = title.toLowerCase();
      const seen = titles.get(key) ?? { offset: rng.next(), count: 0 };
      titles.set(key, seen);
      const u = (seen.offset + seen.count * GOLDEN) % 1;
      seen.count += 1;

      // The same draws for every posting, whatever `now` is: the stream stays in step.
      const stays = rng.chance(0.25);
      const hour = rng.weighted(HOUR_WEIGHTS);
      const minute = rng.int(0, 59);
      const second = rng.int(0, 59);
      const early = rng.next();

      const dayStart = todayStart - onWeekday(daysAgo(u), stays) * DAY_MS;
      let at = dayStart + hour * 3_600_000 + minute * 60_000 + second * 1000;
      // Today's postings went up before now (early in the morning, whenever the day allows).
      const latest = now.getTime() - 2 * 60_000;
      if (at > latest) at = dayStart + Math.floor(early * Math.max(60_000, latest - dayStart));
      return new Date(Math.min(at, latest));
    },
  };
}
