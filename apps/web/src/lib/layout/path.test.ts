import { describe, expect, it } from 'vitest';
import {
  fillRoute,
  isWithin,
  matchesRoute,
  normalizePath,
  pathSegments,
  stripLocalePrefix,
} from './path';

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/karir/', '/karir'],
    ['/karir?company=a#top', '/karir'],
    ['karir//abc', '/karir/abc'],
  ])('%s → %s', (input, expected) => expect(normalizePath(input)).toBe(expected));

  it('splits segments', () => expect(pathSegments('/loker/tipe/')).toEqual(['loker', 'tipe']));
});

describe('stripLocalePrefix', () => {
  const locales = ['idn', 'en'];
  it.each([
    ['/en', '/'],
    ['/en/karir', '/karir'],
    ['/idn/karir/abc', '/karir/abc'],
    ['/karir', '/karir'],
    ['/english', '/english'],
  ])('%s → %s', (input, expected) => expect(stripLocalePrefix(input, locales)).toBe(expected));
});

describe('matchesRoute', () => {
  it('matches static and dynamic segments exactly', () => {
    expect(matchesRoute('/karir/acme', '/karir/[slug]')).toBe(true);
    expect(matchesRoute('/karir', '/karir/[slug]')).toBe(false);
    expect(matchesRoute('/karir/acme/jobs', '/karir/[slug]')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/about', '/')).toBe(false);
  });

  it('matches catch-all segments with at least one segment', () => {
    expect(matchesRoute('/payment/sgc/a/b', '/payment/[eventName]/[...refId]')).toBe(true);
    expect(matchesRoute('/payment/sgc', '/payment/[eventName]/[...refId]')).toBe(false);
  });
});

describe('isWithin', () => {
  it('compares whole segments', () => {
    expect(isWithin('/mentoring', '/mentoring')).toBe(true);
    expect(isWithin('/mentoring/budi/reviews', '/mentoring')).toBe(true);
    expect(isWithin('/mentor', '/mentoring')).toBe(false);
    expect(isWithin('/mentoring', '/mentor')).toBe(false);
  });
});

describe('fillRoute', () => {
  it('fills single and catch-all params', () => {
    expect(fillRoute('/karir/[slug]', { slug: 'acme' })).toBe('/karir/acme');
    expect(
      fillRoute('/payment/[eventName]/[...refId]', { eventName: 'sgc', refId: ['a', 'b'] }),
    ).toBe('/payment/sgc/a/b');
  });

  it('encodes segments and refuses missing params', () => {
    expect(fillRoute('/karir/[slug]', { slug: 'a b' })).toBe('/karir/a%20b');
    expect(() => fillRoute('/karir/[slug]', {})).toThrow(/slug/);
  });
});
