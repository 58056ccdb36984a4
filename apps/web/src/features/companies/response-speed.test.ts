import { describe, expect, it } from 'vitest';
import { responseSpeed } from './response-speed';

const figures = (median: number | null) => ({
  applicationCount: 3,
  medianDaysToFirstResponse: median,
  answeredShare: median === null ? null : 0.5,
});

describe('responseSpeed', () => {
  it('says within a day up to one day, then whole days rounded up, else unknown', () => {
    expect(responseSpeed(figures(0.2))).toEqual({ kind: 'withinDay' });
    expect(responseSpeed(figures(1))).toEqual({ kind: 'withinDay' });
    expect(responseSpeed(figures(2.3))).toEqual({ kind: 'days', days: 3 });
    expect(responseSpeed(figures(null))).toEqual({ kind: 'unknown' });
  });
});
