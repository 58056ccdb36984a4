import { describe, expect, it } from 'vitest';
import { idnPrefixRedirect, splitLocalePath } from './locale-path';

describe('splitLocalePath', () => {
  it.each([
    ['/en/loker', 'en', '/loker'],
    ['/en', 'en', '/'],
    ['/idn/karir/acme', 'idn', '/karir/acme'],
    ['/karir', 'idn', '/karir'],
    ['/english', 'idn', '/english'],
    ['/', 'idn', '/'],
  ])('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });
});

describe('idnPrefixRedirect', () => {
  it('drops /idn', () => {
    expect(idnPrefixRedirect('/idn/loker/saved')).toBe('/loker/saved');
    expect(idnPrefixRedirect('/idn')).toBe('/');
  });

  it('leaves other paths alone', () => {
    expect(idnPrefixRedirect('/loker')).toBeNull();
    expect(idnPrefixRedirect('/en/loker')).toBeNull();
    expect(idnPrefixRedirect('/idnx')).toBeNull();
  });
});
