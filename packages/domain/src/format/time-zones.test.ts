import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  clockInZone,
  formatMentoringTime,
  formatMentoringTimeRange,
  instantToWib,
  isoWeekdayOfDate,
  parseWallTime,
  timeZoneLabel,
  wibRangeOf,
  wibToInstant,
} from './time-zones';

describe('zone labels', () => {
  it('names Indonesia’s three zones and Singapore', () => {
    expect(timeZoneLabel('Asia/Jakarta')).toBe('WIB');
    expect(timeZoneLabel('Asia/Pontianak')).toBe('WIB');
    expect(timeZoneLabel('Asia/Makassar')).toBe('WITA');
    expect(timeZoneLabel('Asia/Ujung_Pandang')).toBe('WITA');
    expect(timeZoneLabel('Asia/Jayapura')).toBe('WIT');
    expect(timeZoneLabel('Asia/Singapore')).toBe('SGT');
    expect(timeZoneLabel('Europe/Berlin')).toBeNull();
    expect(timeZoneLabel(null)).toBeNull();
  });
});

describe('WIB wall clock and instants', () => {
  it('converts a WIB date and time to the instant and back', () => {
    const at = wibToInstant('2026-11-30', '19:00');
    expect(at?.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(instantToWib(at!)).toEqual({ date: '2026-11-30', time: '19:00' });
    // Early morning WIB is the evening before in UTC.
    expect(wibToInstant('2026-12-01', '06:30')?.toISOString()).toBe('2026-11-30T23:30:00.000Z');
    expect(instantToWib('2026-11-30T23:30:00Z')).toEqual({ date: '2026-12-01', time: '06:30' });
  });

  it('reads 24:00 as the end of the day and refuses what does not exist', () => {
    expect(wibToInstant('2026-11-30', '24:00')?.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(wibToInstant('2026-02-30', '10:00')).toBeNull();
    expect(wibToInstant('2026-11-30', '24:30')).toBeNull();
    expect(wibToInstant('2026-11-30', '9:00')).toBeNull();
    expect(parseWallTime('23:59')).toBe(1439);
    expect(parseWallTime('12:60')).toBeNull();
  });

  it('gives a range its WIB date and times, ending at 24:00 at midnight', () => {
    expect(wibRangeOf('2026-11-30T13:00:00Z', '2026-11-30T17:00:00Z')).toEqual({
      date: '2026-11-30',
      startTime: '20:00',
      endTime: '24:00',
    });
  });

  it('knows weekdays and adds days across months and years', () => {
    expect(isoWeekdayOfDate('2026-11-30')).toBe(1);
    expect(isoWeekdayOfDate('2026-12-06')).toBe(7);
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('formatMentoringTime', () => {
  const instant = '2026-11-30T12:00:00.000Z';

  it('shows WIB alone to a viewer in WIB or of unknown zone', () => {
    expect(formatMentoringTime(instant, { locale: 'idn', viewerTimeZone: 'Asia/Jakarta' })).toBe(
      'Sen, 30 Nov 2026 · 19:00 WIB',
    );
    expect(formatMentoringTime(instant, { locale: 'en' })).toBe('Mon, 30 Nov 2026 · 19:00 WIB');
  });

  it('a Makassar mentor and a Jakarta mentee see the same instant', () => {
    const mentor = formatMentoringTime(instant, { locale: 'idn', viewerTimeZone: 'Asia/Makassar' });
    const mentee = formatMentoringTime(instant, { locale: 'idn', viewerTimeZone: 'Asia/Jakarta' });
    expect(mentor).toBe('Sen, 30 Nov 2026 · 19:00 WIB (20:00 WITA)');
    expect(mentor.startsWith(mentee)).toBe(true);
    expect(clockInZone(instant, 'Asia/Makassar')).toEqual({ time: '20:00', label: 'WITA' });
    expect(clockInZone(instant, 'Asia/Jakarta')).toEqual({ time: '19:00', label: 'WIB' });
  });

  it('names the viewer’s day when it differs from WIB’s', () => {
    expect(
      formatMentoringTime('2026-11-30T16:30:00Z', {
        locale: 'en',
        viewerTimeZone: 'Asia/Jayapura',
      }),
    ).toBe('Mon, 30 Nov 2026 · 23:30 WIB (01:30 WIT, Tue)');
  });

  it('uses the runtime for other zones', () => {
    const text = formatMentoringTime(instant, { locale: 'en', viewerTimeZone: 'Asia/Tokyo' });
    expect(text.startsWith('Mon, 30 Nov 2026 · 19:00 WIB (21:00 ')).toBe(true);
    expect(formatMentoringTime(instant, { locale: 'en', viewerTimeZone: 'Not/AZone' })).toBe(
      'Mon, 30 Nov 2026 · 19:00 WIB',
    );
  });

  it('formats a range in both zones', () => {
    expect(
      formatMentoringTimeRange(instant, '2026-11-30T12:45:00Z', {
        locale: 'idn',
        viewerTimeZone: 'Asia/Singapore',
      }),
    ).toBe('Sen, 30 Nov 2026 · 19:00–19:45 WIB (20:00–20:45 SGT)');
    expect(formatMentoringTimeRange(instant, '2026-11-30T12:45:00Z', { locale: 'en' })).toBe(
      'Mon, 30 Nov 2026 · 19:00–19:45 WIB',
    );
  });
});
