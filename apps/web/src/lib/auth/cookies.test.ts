import { describe, expect, it } from 'vitest';
import {
  ACCESS_COOKIE,
  ACCESS_EXPIRY_MARGIN_SECONDS,
  clearedSessionCookies,
  cookiesAreSecure,
  readCookie,
  REFRESH_COOKIE,
  serializeCookie,
  sessionCookies,
  SIGNED_IN_COOKIE,
} from './cookies';

const tokens = {
  token: 'a.b.c',
  expire: 900,
  refreshToken: 'r'.repeat(40),
  refreshExpire: 2592000,
};

describe('sessionCookies', () => {
  it('keeps both tokens httpOnly and the marker readable, all SameSite=Lax on /', () => {
    const [access, refresh, marker] = sessionCookies(tokens, true);
    expect(access).toMatchObject({ name: ACCESS_COOKIE, value: 'a.b.c' });
    expect(access!.options).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
    });
    expect(refresh).toMatchObject({ name: REFRESH_COOKIE, value: tokens.refreshToken });
    expect(refresh!.options.httpOnly).toBe(true);
    expect(marker).toMatchObject({ name: SIGNED_IN_COOKIE, value: '1' });
    expect(marker!.options.httpOnly).toBe(false);
  });

  it('lets the access cookie lapse before its token and the rest with the refresh token', () => {
    const [access, refresh, marker] = sessionCookies(tokens, false);
    expect(access!.options.maxAge).toBe(900 - ACCESS_EXPIRY_MARGIN_SECONDS);
    expect(refresh!.options.maxAge).toBe(2592000);
    expect(marker!.options.maxAge).toBe(2592000);
  });

  it('never gives a zero or negative lifetime to a live cookie', () => {
    const [access] = sessionCookies({ ...tokens, expire: 5 }, false);
    expect(access!.options.maxAge).toBe(1);
  });
});

describe('clearedSessionCookies', () => {
  it('expires all three', () => {
    const cleared = clearedSessionCookies(true);
    expect(cleared.map((cookie) => cookie.name)).toEqual([
      ACCESS_COOKIE,
      REFRESH_COOKIE,
      SIGNED_IN_COOKIE,
    ]);
    expect(cleared.every((cookie) => cookie.options.maxAge === 0 && cookie.value === '')).toBe(
      true,
    );
  });
});

describe('cookiesAreSecure', () => {
  it('is secure in production unless switched off, and can be forced on', () => {
    expect(cookiesAreSecure({ NODE_ENV: 'production' })).toBe(true);
    expect(cookiesAreSecure({ NODE_ENV: 'production', COOKIE_SECURE: 'false' })).toBe(false);
    expect(cookiesAreSecure({ NODE_ENV: 'development' })).toBe(false);
    expect(cookiesAreSecure({ NODE_ENV: 'development', COOKIE_SECURE: 'true' })).toBe(true);
  });
});

describe('readCookie and serializeCookie', () => {
  it('reads one cookie among others', () => {
    expect(readCookie('a=1; jj_at=tok%2Ben; b=2', ACCESS_COOKIE)).toBe('tok+en');
    expect(readCookie('a=1', ACCESS_COOKIE)).toBeUndefined();
    expect(readCookie(null, ACCESS_COOKIE)).toBeUndefined();
  });

  it('writes the attributes browsers need', () => {
    const [access] = sessionCookies(tokens, true);
    expect(serializeCookie(access!)).toBe(
      `jj_at=a.b.c; Path=/; Max-Age=870; SameSite=Lax; HttpOnly; Secure`,
    );
    const [cleared] = clearedSessionCookies(false);
    expect(serializeCookie(cleared!)).toContain('Expires=Thu, 01 Jan 1970');
  });
});
