import { describe, expect, it } from 'vitest';
import {
  computeAvailableSlots,
  countSlotsByDate,
  findOfferedSlot,
  subtractRanges,
  unionRanges,
  type AvailabilityEntry,
  type AvailabilityInput,
  type AvailabilitySettings,
  type AvailabilityWeeklyWindow,
} from './availability';
import { wibToInstant } from '../format/time-zones';

const at = (date: string, time: string) => wibToInstant(date, time)!;
const settings: AvailabilitySettings = {
  sessionMinutes: 45,
  bufferMinutes: 0,
  minNoticeHours: 0,
  bookingWindowDays: 30,
};
// Monday 30 November 2026, 08:00 WIB.
const now = at('2026-11-30', '08:00');
const monday: AvailabilityWeeklyWindow = { weekday: 1, startTime: '09:00', endTime: '12:00' };

function input(over: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    weekly: [monday],
    entries: [],
    busy: [],
    settings,
    now,
    from: now,
    to: at('2026-12-01', '00:00'),
    ...over,
  };
}
const starts = (i: AvailabilityInput) => computeAvailableSlots(i).map((s) => s.startTime);

describe('computeAvailableSlots', () => {
  it('cuts a weekly window into sessions on a grid from its start', () => {
    const slots = computeAvailableSlots(input());
    expect(slots.map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      '09:00-09:45',
      '09:45-10:30',
      '10:30-11:15',
      '11:15-12:00',
    ]);
    expect(slots[0]).toEqual({
      startsAt: '2026-11-30T02:00:00.000Z',
      endsAt: '2026-11-30T02:45:00.000Z',
      date: '2026-11-30',
      startTime: '09:00',
      endTime: '09:45',
    });
  });

  it('repeats the weekly window every week', () => {
    const slots = computeAvailableSlots(input({ to: at('2026-12-15', '00:00') }));
    expect([...new Set(slots.map((s) => s.date))]).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
  });

  it('adds available entries and merges them with overlapping windows', () => {
    const extra: AvailabilityEntry = {
      kind: 'available',
      startsAt: at('2026-11-30', '11:00'),
      endsAt: at('2026-11-30', '13:30'),
    };
    expect(starts(input({ entries: [extra] }))).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '12:45',
    ]);
  });

  it('removes the time of unavailable entries (exceptions)', () => {
    const off: AvailabilityEntry = {
      kind: 'unavailable',
      startsAt: at('2026-11-30', '09:30'),
      endsAt: at('2026-11-30', '10:00'),
    };
    // The free piece after the exception starts its own grid at 10:00.
    expect(starts(input({ entries: [off] }))).toEqual(['10:00', '10:45']);
  });

  it('keeps the buffer after busy sessions and before the next one', () => {
    // A session 09:45–10:30 with a 10-minute buffer blocks until 10:40.
    const busy = [{ startsAt: at('2026-11-30', '09:45'), blockedUntil: at('2026-11-30', '10:40') }];
    expect(starts(input({ busy }))).toEqual(['09:00', '11:15']);
    // With a 15-minute buffer, 09:00–09:45 + 15 min runs into the session at 09:45.
    expect(starts(input({ busy, settings: { ...settings, bufferMinutes: 15 } }))).toEqual([
      '11:15',
    ]);
  });

  it('respects the minimum notice and the booking window', () => {
    expect(starts(input({ settings: { ...settings, minNoticeHours: 2 } }))).toEqual([
      '10:30',
      '11:15',
    ]);
    const nextWeek = input({
      to: at('2026-12-08', '00:00'),
      settings: { ...settings, bookingWindowDays: 7 },
    });
    expect([...new Set(computeAvailableSlots(nextWeek).map((s) => s.date))]).toEqual([
      '2026-11-30',
    ]);
  });

  it('offers nothing in the past and nothing outside [from, to)', () => {
    expect(starts(input({ now: at('2026-11-30', '10:00') }))).toEqual(['10:30', '11:15']);
    expect(
      starts(input({ from: at('2026-11-30', '09:45'), to: at('2026-11-30', '10:31') })),
    ).toEqual(['09:45', '10:30']);
    expect(starts(input({ from: at('2026-11-30', '12:00') }))).toEqual([]);
  });

  it('stops at the limit (the soonest slot)', () => {
    expect(computeAvailableSlots(input(), { limit: 1 }).map((s) => s.startTime)).toEqual(['09:00']);
  });

  it('handles windows up to midnight and across it', () => {
    const late = [
      { weekday: 1, startTime: '22:30', endTime: '24:00' },
      { weekday: 2, startTime: '00:00', endTime: '00:45' },
    ];
    const slots = computeAvailableSlots(input({ weekly: late, to: at('2026-12-02', '00:00') }));
    expect(slots.map((s) => `${s.date} ${s.startTime}-${s.endTime}`)).toEqual([
      '2026-11-30 22:30-23:15',
      '2026-11-30 23:15-24:00',
      '2026-12-01 00:00-00:45',
    ]);
  });
});

describe('days', () => {
  it('cuts free time at WIB midnight: a slot keeps one date', () => {
    const night: AvailabilityEntry = {
      kind: 'available',
      startsAt: at('2026-11-30', '23:00'),
      endsAt: at('2026-12-01', '01:00'),
    };
    const slots = computeAvailableSlots(
      input({ weekly: [], entries: [night], to: at('2026-12-02', '00:00') }),
    );
    expect(slots.map((s) => `${s.date} ${s.startTime}-${s.endTime}`)).toEqual([
      '2026-11-30 23:00-23:45',
      '2026-12-01 00:00-00:45',
    ]);
  });

  it('offers the same grid whatever range is asked for', () => {
    // Monday evening runs on through Tuesday into Wednesday: one stretch if it were not cut at
    // midnight, anchored wherever the range asked for began.
    const stretch = [
      { weekday: 1, startTime: '20:00', endTime: '24:00' },
      { weekday: 2, startTime: '00:00', endTime: '24:00' },
      { weekday: 3, startTime: '00:00', endTime: '03:00' },
    ];
    const whole = computeAvailableSlots(input({ weekly: stretch, to: at('2026-12-03', '00:00') }));
    const from = at('2026-12-02', '00:00');
    const part = computeAvailableSlots(
      input({ weekly: stretch, from, to: at('2026-12-03', '00:00') }),
    );
    expect(part).toEqual(whole.filter((s) => Date.parse(s.startsAt) >= from.getTime()));
    expect(part.map((s) => s.startTime)).toEqual(['00:00', '00:45', '01:30', '02:15']);
    expect(whole.filter((s) => s.date === '2026-12-01')[0]?.startTime).toBe('00:00');
  });
});

describe('findOfferedSlot', () => {
  it('finds a slot that is offered and nothing off the grid or taken', () => {
    expect(findOfferedSlot(input(), at('2026-11-30', '09:45'))?.endTime).toBe('10:30');
    expect(findOfferedSlot(input(), at('2026-11-30', '09:50'))).toBeNull();
    const busy = [{ startsAt: at('2026-11-30', '09:45'), blockedUntil: at('2026-11-30', '10:30') }];
    expect(findOfferedSlot(input({ busy }), at('2026-11-30', '09:45'))).toBeNull();
  });
});

describe('countSlotsByDate', () => {
  it('lists every date with its count', () => {
    const slots = computeAvailableSlots(input({ to: at('2026-12-08', '00:00') }));
    expect(countSlotsByDate(slots, '2026-11-30', '2026-12-02')).toEqual([
      { date: '2026-11-30', slotCount: 4, firstStartsAt: '2026-11-30T02:00:00.000Z' },
      { date: '2026-12-01', slotCount: 0, firstStartsAt: null },
      { date: '2026-12-02', slotCount: 0, firstStartsAt: null },
    ]);
  });
});

describe('ranges', () => {
  it('unions and subtracts', () => {
    expect(
      unionRanges([
        { start: 5, end: 8 },
        { start: 1, end: 3 },
        { start: 3, end: 4 },
      ]),
    ).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 8 },
    ]);
    expect(
      subtractRanges(
        [{ start: 0, end: 10 }],
        [
          { start: 2, end: 3 },
          { start: 8, end: 12 },
        ],
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 8 },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Property test: random schedules (seeded, so a failure repeats), checked against a minute map.

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MIN = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

function randomCase(seed: number): AvailabilityInput {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const base = at('2026-11-30', '00:00').getTime();
  const quarter = (lo: number, hi: number) => int(lo / 15, hi / 15) * 15;
  const weekly: AvailabilityWeeklyWindow[] = Array.from({ length: int(0, 6) }, () => {
    const start = quarter(0, 22 * 60);
    return {
      weekday: int(1, 7),
      startTime: hhmm(start),
      endTime: hhmm(Math.min(1440, start + quarter(30, 300))),
    };
  });
  const range = () => {
    const start = base + quarter(0, 9 * 1440) * MIN;
    return { start, end: start + quarter(15, 360) * MIN };
  };
  const entries: AvailabilityEntry[] = Array.from({ length: int(0, 8) }, () => {
    const r = range();
    return {
      kind: rnd() < 0.5 ? 'available' : 'unavailable',
      startsAt: new Date(r.start),
      endsAt: new Date(r.end),
    };
  });
  const busy = Array.from({ length: int(0, 6) }, () => {
    const r = range();
    return {
      startsAt: new Date(r.start),
      blockedUntil: new Date(r.start + quarter(30, 120) * MIN),
    };
  });
  const nowMs = base + int(0, 3 * 1440) * MIN;
  return {
    weekly,
    entries,
    busy,
    settings: {
      sessionMinutes: [30, 45, 60, 90][int(0, 3)]!,
      bufferMinutes: int(0, 4) * 15,
      minNoticeHours: int(0, 24),
      bookingWindowDays: int(1, 10),
    },
    now: new Date(nowMs),
    from: new Date(nowMs - int(0, 2) * 1440 * MIN),
    to: new Date(nowMs + int(1, 10) * 1440 * MIN),
  };
}

/** Minute map over the test span: available minutes (windows ∪ entries) − exceptions. */
function minuteMap(i: AvailabilityInput) {
  const base = at('2026-11-23', '00:00').getTime();
  const minutes = 30 * 1440;
  const open = new Uint8Array(minutes);
  const mark = (start: number, end: number, value: number) => {
    for (let m = Math.max(0, (start - base) / MIN); m < Math.min(minutes, (end - base) / MIN); m++)
      open[m] = value;
  };
  for (let day = 0; day < 30; day++) {
    const dayStart = base + day * 1440 * MIN;
    const weekday = ((day + 0) % 7) + 1; // 2026-11-23 is a Monday
    for (const w of i.weekly.filter((x) => x.weekday === weekday)) {
      const [sh, sm] = w.startTime.split(':').map(Number) as [number, number];
      const [eh, em] = w.endTime.split(':').map(Number) as [number, number];
      mark(dayStart + (sh * 60 + sm) * MIN, dayStart + (eh * 60 + em) * MIN, 1);
    }
  }
  for (const e of i.entries.filter((x) => x.kind === 'available'))
    mark(new Date(e.startsAt).getTime(), new Date(e.endsAt).getTime(), 1);
  for (const e of i.entries.filter((x) => x.kind === 'unavailable'))
    mark(new Date(e.startsAt).getTime(), new Date(e.endsAt).getTime(), 0);
  return { isOpen: (t: number) => open[(t - base) / MIN] === 1 };
}

describe('computeAvailableSlots (property: 500 random schedules)', () => {
  // Heavy by design (a minute map per case): a generous timeout, as the machine may be shared.
  it(
    'never offers busy, closed, early, late or overlapping time, and is deterministic',
    { timeout: 60_000 },
    () => {
      let slotsSeen = 0;
      for (let seed = 1; seed <= 500; seed++) {
        const i = randomCase(seed);
        const slots = computeAvailableSlots(i);
        slotsSeen += slots.length;
        const map = minuteMap(i);
        const { sessionMinutes, bufferMinutes, minNoticeHours, bookingWindowDays } = i.settings;
        let previousEnd = -Infinity;
        for (const s of slots) {
          const start = Date.parse(s.startsAt);
          const end = Date.parse(s.endsAt);
          const context = `seed ${seed}, slot ${s.startsAt}`;
          expect(end - start, context).toBe(sessionMinutes * MIN);
          // Inside an available window, outside every exception: every minute open.
          for (let t = start; t < end; t += MIN) expect(map.isOpen(t), context).toBe(true);
          // No busy range overlaps [start, end + buffer).
          for (const b of i.busy) {
            const overlaps =
              new Date(b.startsAt).getTime() < end + bufferMinutes * MIN &&
              start < new Date(b.blockedUntil).getTime();
            expect(overlaps, context).toBe(false);
          }
          // Notice, booking window and the asked range.
          expect(start, context).toBeGreaterThanOrEqual(
            i.now.getTime() + minNoticeHours * 3_600_000,
          );
          expect(start, context).toBeLessThan(i.now.getTime() + bookingWindowDays * 86_400_000);
          expect(start, context).toBeGreaterThanOrEqual(i.from.getTime());
          expect(start, context).toBeLessThan(i.to.getTime());
          // In time order, never overlapping one another.
          expect(start, context).toBeGreaterThanOrEqual(previousEnd);
          previousEnd = end;
          // Each one is offered on its own (what a booking checks); the first few suffice.
          if (slots.indexOf(s) < 3) expect(findOfferedSlot(i, s.startsAt), context).toEqual(s);
        }
        // A part of the range offers exactly the slots of the whole that start in it.
        const mid = new Date((i.from.getTime() + i.to.getTime()) / 2);
        const part = computeAvailableSlots({ ...i, from: mid });
        expect(part, `seed ${seed}, from ${mid.toISOString()}`).toEqual(
          slots.filter((s) => Date.parse(s.startsAt) >= mid.getTime()),
        );
        // Deterministic whatever the order of the input.
        const shuffled = {
          ...i,
          weekly: [...i.weekly].reverse(),
          entries: [...i.entries].reverse(),
          busy: [...i.busy].reverse(),
        };
        expect(computeAvailableSlots(shuffled)).toEqual(slots);
        expect(computeAvailableSlots(i)).toEqual(slots);
      }
      // The generator must produce real cases, not 500 empty schedules.
      expect(slotsSeen).toBeGreaterThan(1_000);
    },
  );
});
