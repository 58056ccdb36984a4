import { describe, expect, it } from 'vitest';
import {
  destinationAfterSignIn,
  needsOnboarding,
  returnTarget,
  returnUrlQuery,
} from './destination';

describe('returnTarget', () => {
  it('keeps same-origin paths with their query and locale prefix', () => {
    expect(returnTarget('/loker/saved?page=2', 'idn')).toBe('/loker/saved?page=2');
    expect(returnTarget('/en/karir', 'en')).toBe('/en/karir');
  });

  it('falls back to the home page of the locale for missing or foreign targets', () => {
    expect(returnTarget(null, 'idn')).toBe('/');
    expect(returnTarget(undefined, 'en')).toBe('/en');
    expect(returnTarget('https://evil.example/x', 'idn')).toBe('/');
    expect(returnTarget('//evil.example/x', 'en')).toBe('/en');
  });

  it('never returns to an account page', () => {
    expect(returnTarget('/sign-in?returnUrl=%2Floker', 'idn')).toBe('/');
    expect(returnTarget('/en/sign-up', 'en')).toBe('/en');
    expect(returnTarget('/reset-password', 'idn')).toBe('/');
    expect(returnTarget('/sign-in-help', 'idn')).toBe('/sign-in-help');
  });
});

describe('destinationAfterSignIn', () => {
  const student = { role: 'student', profile: null };

  it('sends a student without a profile to onboarding, carrying the target', () => {
    expect(needsOnboarding(student)).toBe(true);
    expect(destinationAfterSignIn(student, '/loker/saved', 'idn')).toBe(
      '/onboarding?returnUrl=%2Floker%2Fsaved',
    );
    expect(destinationAfterSignIn(student, '/en', 'en')).toBe('/en/onboarding');
    expect(destinationAfterSignIn(student, '/', 'idn')).toBe('/onboarding');
  });

  it('sends everyone else straight to the target', () => {
    const withProfile = { role: 'student', profile: { id: 's1' } };
    expect(destinationAfterSignIn(withProfile, '/loker/saved', 'idn')).toBe('/loker/saved');
    expect(destinationAfterSignIn({ role: 'mentor', profile: null }, '/en/mentor', 'en')).toBe(
      '/en/mentor',
    );
    expect(destinationAfterSignIn({ role: 'employer', profile: null }, '/', 'idn')).toBe('/');
  });
});

describe('returnUrlQuery', () => {
  it('forwards only a target that is not the home page', () => {
    expect(returnUrlQuery('/', 'idn')).toEqual({});
    expect(returnUrlQuery('/en', 'en')).toEqual({});
    expect(returnUrlQuery('/loker/saved', 'idn')).toEqual({ returnUrl: '/loker/saved' });
  });
});
