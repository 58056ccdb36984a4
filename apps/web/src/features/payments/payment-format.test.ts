import { describe, expect, it } from 'vitest';
import {
  chosenPackId,
  continuePath,
  eventTitle,
  isFinalStatus,
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
