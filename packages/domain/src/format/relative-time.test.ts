import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-08-17T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, '1 minute ago', '1 menit yang lalu'],
    [59_999, '1 minute ago', '1 menit yang lalu'],
    [MIN, '1 minute ago', '1 menit yang lalu'],
    [2 * MIN, '2 minutes ago', '2 menit yang lalu'],
    [59 * MIN, '59 minutes ago', '59 menit yang lalu'],
    [HOUR - 1, '59 minutes ago', '59 menit yang lalu'],
    [HOUR, '1 hour ago', '1 jam yang lalu'],
    [2 * HOUR - 1, '1 hour ago', '1 jam yang lalu'],
    [2 * HOUR, '2 hours ago', '2 jam yang lalu'],
    [DAY - 1, '23 hours ago', '23 jam yang lalu'],
    [DAY, '1 day ago', '1 hari yang lalu'],
    [2 * DAY, '2 days ago', '2 hari yang lalu'],
    [7 * DAY - MIN, '6 days ago', '6 hari yang lalu'],
    [7 * DAY, '7 days ago', '7 hari yang lalu'],
    [7 * DAY + MIN, '7 days ago', '7 hari yang lalu'],
    [400 * DAY, '7 days ago', '7 hari yang lalu'],
  ])('%d ms ago → %s / %s', (ms, en, idn) => {
    expect(formatRelativeTime(ago(ms), now, 'en')).toBe(en);
    expect(formatRelativeTime(ago(ms), now, 'idn')).toBe(idn);
  });

  it('treats a future time (clock skew) as one minute', () => {
    expect(formatRelativeTime(ago(-5 * MIN), now, 'en')).toBe('1 minute ago');
  });

  it('accepts ISO strings', () => {
    expect(formatRelativeTime('2025-08-17T09:00:00Z', now, 'idn')).toBe('3 jam yang lalu');
  });

  it('rejects an invalid date', () => {
    expect(() => formatRelativeTime('garbage', now, 'en')).toThrow(RangeError);
  });
});
