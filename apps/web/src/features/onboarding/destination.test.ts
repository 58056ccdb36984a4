import { describe, expect, it } from 'vitest';
import { onboardingDestination } from './destination';

describe('onboardingDestination', () => {
  it('goes home without a usable returnUrl', () => {
    expect(onboardingDestination(undefined, 'idn')).toBe('/');
    expect(onboardingDestination(undefined, 'en')).toBe('/en');
    expect(onboardingDestination('https://evil.example/x', 'idn')).toBe('/');
    expect(onboardingDestination('//evil.example', 'en')).toBe('/en');
  });

  it('keeps a full path and adds the locale to a bare one', () => {
    expect(onboardingDestination('/loker/saved?page=2', 'idn')).toBe('/loker/saved?page=2');
    expect(onboardingDestination('/en/loker/saved', 'en')).toBe('/en/loker/saved');
    expect(onboardingDestination('/loker/saved', 'en')).toBe('/en/loker/saved');
    expect(onboardingDestination('/en', 'en')).toBe('/en');
  });
});
