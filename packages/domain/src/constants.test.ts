import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('section 9 constants', () => {
  it('have the values of the spec', () => {
    expect(domain.STUDENT_DATA_STALE_MS).toBe(15 * 60 * 1000);
    expect(domain.SESSION_STALE_MS).toBe(5000);
    expect(domain.ONE_HOUR_MS).toBe(3_600_000);
    expect(domain.REDIRECT_DELAY_AFTER_UNAUTHORIZED_MS).toBe(500);
    expect(domain.POPUP_READY_DELAY_MS).toBe(50);
    expect(domain.ANALYTICS_DEBOUNCE_MS).toBe(500);
    expect(domain.JOB_BY_SLUG_TIMEOUT_MS).toBe(20_000);
    expect(domain.FEATURE_FLAG_REFRESH_SECONDS).toBe(60);
    expect(domain.DEVICE_ID_LENGTH).toBe(24);
    expect(domain.SALARY_PRESET_MIN).toBe(5_000_000);
    expect(domain.SALARY_PRESET_MAX).toBe(60_000_000);
    expect(domain.DEFAULT_LOCALE).toBe('idn');
  });
});

describe('package entry point', () => {
  it('exports the functions the web imports', () => {
    for (const name of [
      'formatCompactCount',
      'formatRupiah',
      'formatSalaryRange',
      'formatRelativeTime',
      'formatWibDateTime',
      'formatWibDateLong',
      'employmentTypeToSlug',
      'employmentTypeFromSlug',
      'employmentTypeLandingPath',
      'applicationStatusView',
      'applicationBellText',
      'applicationMailLines',
      'employerStatusLabel',
      'applicationTimeline',
      'normalizeApplicationStatus',
      'isAuthorizationFailure',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
