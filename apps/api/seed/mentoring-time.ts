// Wall-clock arithmetic for the mentoring demo data: a mentor keeps evenings in their own zone
// (WIB, WITA, WIT or Singapore), the database keeps instants and WIB weekly windows. Zones here
// keep no daylight saving, but the offset is still asked of Intl rather than assumed.

export const WIB = 'Asia/Jakarta';
const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export type ZoneClock = {
  timeZone: string;
  /** Minutes the zone is ahead of UTC at an instant (Asia/Jakarta: 420). */
  offsetMinutes(at: Date): number;
  /** The instant of a wall-clock date and time in the zone. */
  instant(date: string, time: string): Date;
  /** 'YYYY-MM-DD' of an instant in the zone. */
  date(at: Date): string;
};

/**
 * Wall-clock conversions for one zone. Building an Intl formatter costs about 0.15 ms, so the
 * planners make one clock per mentor instead of one formatter per conversion.
 */
export function zoneClock(timeZone: string): ZoneClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const offsetMinutes = (at: Date) => {
    const parts = format.formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return Math.round((asUtc - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
  };
  return {
    timeZone,
    offsetMinutes,
    instant(date, time) {
      const [y, mo, d] = date.split('-').map(Number);
      const naive = Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1) + minutesOf(time) * MINUTE_MS;
      return new Date(naive - offsetMinutes(new Date(naive)) * MINUTE_MS);
    },
    date(at) {
      return new Date(at.getTime() + offsetMinutes(at) * MINUTE_MS).toISOString().slice(0, 10);
    },
  };
}

/** Minutes a zone is ahead of UTC at an instant (Asia/Jakarta: 420). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  return zoneClock(timeZone).offsetMinutes(at);
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant of a wall-clock date and time in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return zoneClock(timeZone).instant(date, time);
}

/** 'YYYY-MM-DD' of an instant in a zone. */
export function zonedDate(at: Date, timeZone: string): string {
  return zoneClock(timeZone).date(at);
}

/** 'YYYY-MM-DD' some days after a date (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export type WeeklyWindow = { weekday: number; startTime: string; endTime: string };

/**
 * A weekly window in a mentor's own zone as the same instants in WIB (the schema keeps weekly
 * windows in WIB): 19:00–21:00 WITA on Monday is 18:00–20:00 WIB on Monday. A window that would
 * cross midnight in WIB is refused: the demo's windows never do.
 */
export function toWibWindow(window: WeeklyWindow, timeZone: string, at: Date): WeeklyWindow {
  const shift = zoneOffsetMinutes(timeZone, at) - zoneOffsetMinutes(WIB, at);
  let start = minutesOf(window.startTime) - shift;
  let end = minutesOf(window.endTime) - shift;
  let weekday = window.weekday;
  if (start < 0) {
    start += 1440;
    end += 1440;
    weekday = weekday === 1 ? 7 : weekday - 1;
  }
  if (end > 1440 || start >= 1440) {
    throw new Error(`window ${JSON.stringify(window)} in ${timeZone} crosses midnight in WIB`);
  }
  return { weekday, startTime: timeOf(start), endTime: timeOf(end) };
}
