import { describe, expect, it } from 'vitest';
import {
  chosenPackId,
  continuePath,
  eventTitle,
  isFinalStatus,
  retryPath,
  returnToFrom,
} from './payment-format';

describe('payment pages', () => {
  it('chooses the pack of the address, or the single credit', () => {
    expect(chosenPackId('cv-credit-10')).toBe('cv-credit-10');
    expect(chosenPackId('event-ticket-test')).toBe('cv-credit-1');
    expect(chosenPackId('anything')).toBe('cv-credit-1');
  });

  it('keeps only return paths of this site', () => {
    expect(returnToFrom('/cv-reviewer/results/1')).toBe('/cv-reviewer/results/1');
    expect(returnToFrom(['/profile', '/x'])).toBe('/profile');
    expect(returnToFrom('https://evil.example')).toBeUndefined();
    expect(returnToFrom('//evil.example')).toBeUndefined();
    expect(continuePath(null)).toBe('/cv-reviewer');
    expect(continuePath('//evil')).toBe('/cv-reviewer');
  });

  it('tries again at the same checkout, keeping a same-site returnTo', () => {
    const credit = { productId: 'cv-credit-3', event: null } as const;
    expect(retryPath({ ...credit, returnTo: '/cv-reviewer/results/abc?tab=jobs' })).toBe(
      '/cv-reviewer/payment/cv-credit-3?returnTo=%2Fcv-reviewer%2Fresults%2Fabc%3Ftab%3Djobs',
    );
    expect(retryPath({ ...credit, returnTo: '/cv-reviewer' })).toBe(
      '/cv-reviewer/payment/cv-credit-3',
    );
    for (const foreign of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil',
      'javascript:alert(1)',
    ])
      expect(retryPath({ ...credit, returnTo: foreign })).toBe('/cv-reviewer/payment/cv-credit-3');
    expect(
      retryPath({
        productId: 'event-ticket-test',
        event: { eventName: 'job-expo', refId: 'gelombang-2/ref_7' },
        returnTo: '/job-expo/dashboard',
      }),
    ).toBe('/payment/job-expo/gelombang-2/ref_7?returnTo=%2Fjob-expo%2Fdashboard');
  });

  it('stops polling at final statuses only', () => {
    expect(isFinalStatus('pending')).toBe(false);
    expect(['paid', 'failed', 'expired', 'refunded'].every((s) => isFinalStatus(s as never))).toBe(
      true,
    );
  });

  it('titles an event from its address', () => {
    expect(eventTitle('job-expo-2026')).toBe('Job Expo 2026');
  });
});
