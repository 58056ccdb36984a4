import { describe, expect, it } from 'vitest';
import { safeReturnUrl, signInPath } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeReturnUrl('/loker/saved')).toBe('/loker/saved');
    expect(safeReturnUrl('/?search=admin&cityIds=1#x')).toBe('/?search=admin&cityIds=1#x');
    expect(safeReturnUrl('/en/profile')).toBe('/en/profile');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'loker',
    '/ok\nSet-Cookie: x',
    '',
  ])('refuses %j', (raw) => {
    expect(safeReturnUrl(raw, '/home')).toBe('/home');
  });

  it('falls back for nothing', () => {
    expect(safeReturnUrl(undefined)).toBe('/');
    expect(safeReturnUrl(null, '/x')).toBe('/x');
  });
});

describe('signInPath', () => {
  it('carries the return path, or none for home', () => {
    expect(signInPath('/loker/saved?page=2')).toBe(
      '/sign-in?returnUrl=%2Floker%2Fsaved%3Fpage%3D2',
    );
    expect(signInPath('/')).toBe('/sign-in');
    expect(signInPath('//evil')).toBe('/sign-in');
  });
});
