// The wall clock of an instant in any IANA zone the portal has no fixed offset for (a mentor or
// mentee abroad). The one place that asks the platform's time-zone data (Intl): WIB, WITA and WIT
// are fixed offsets and never come here (wib.ts, time-zones.ts).
export type ZoneWallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** The zone's short name ('GMT+9', 'CET'), or the zone id when there is none. */
  label: string;
};

/** null when the platform does not know the zone. */
export function wallClockInZone(instant: Date, zone: string): ZoneWallClock | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      timeZoneName: 'short',
    }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return {
      year: Number(part('year')),
      month: Number(part('month')),
      day: Number(part('day')),
      hour: Number(part('hour')) % 24,
      minute: Number(part('minute')),
      label: part('timeZoneName') || zone,
    };
  } catch {
    return null;
  }
}

/** The IANA zone of the runtime (the browser's, for a viewer); null when it does not say. */
export function platformTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}
