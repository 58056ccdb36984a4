import { describe, expect, it } from 'vitest';
import {
  shouldRedirectHomeWhenUnauthorized,
  shouldRedirectToOnboarding,
  signInPathWithReturn,
} from './redirects';

describe('shouldRedirectToOnboarding', () => {
  it.each([
    ['/onboarding', false],
    ['/mentor/onboarding', false],
    ['/payment/sgc/abc/def', false],
    ['/cv-reviewer', false],
    ['/cv-reviewer/payment/detail/1', false],
    ['/en/cv-reviewer/results', false],
    ['/', true],
    ['/loker/applied', true],
    ['/mentor', true],
    ['/onboarding-promo', true],
    ['/en/karir', true],
  ])('%s → %s', (path, expected) => {
    expect(shouldRedirectToOnboarding(path)).toBe(expected);
  });
});

describe('signInPathWithReturn', () => {
  it('encodes path and query', () => {
    expect(signInPathWithReturn('/loker/applied?page=2&x=a b')).toBe(
      '/sign-in?returnUrl=%2Floker%2Fapplied%3Fpage%3D2%26x%3Da%20b',
    );
  });
});

describe('shouldRedirectHomeWhenUnauthorized', () => {
  it('stays when both jobId and email are present', () => {
    expect(shouldRedirectHomeWhenUnauthorized('?jobId=1&email=a%40b.id')).toBe(false);
    expect(shouldRedirectHomeWhenUnauthorized(new URLSearchParams('jobId=1&email=a'))).toBe(false);
    expect(shouldRedirectHomeWhenUnauthorized({ jobId: '1', email: ['a@b.id'] })).toBe(false);
  });

  it('redirects when either is missing or empty', () => {
    expect(shouldRedirectHomeWhenUnauthorized('?jobId=1')).toBe(true);
    expect(shouldRedirectHomeWhenUnauthorized('email=a')).toBe(true);
    expect(shouldRedirectHomeWhenUnauthorized('jobId=&email=a')).toBe(true);
    expect(shouldRedirectHomeWhenUnauthorized({ jobId: '1', email: undefined })).toBe(true);
    expect(shouldRedirectHomeWhenUnauthorized({ jobId: '1', email: [] })).toBe(true);
    expect(shouldRedirectHomeWhenUnauthorized('')).toBe(true);
  });
});
