// Access tokens and refresh-token rotation: forged tokens are refused, a reused refresh token
// revokes its family, and concurrent refreshes with one token give at most one success.
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../seed/account-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from './tokens';
import { bearer, RELAXED_AUTH_LIMITS, signUp } from './test-support';

const DAY_MS = 24 * 3600 * 1000;
/** The app's clock; tests move it forward. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_AUTH_LIMITS, clock });
});
afterAll(async () => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/login/refresh', payload: { refreshToken } });
const me = (token: string) => t.app.inject({ url: '/v1/users/me', headers: bearer(token) });

describe('refresh tokens', () => {
  it('rotate on every use: the new pair works, the old refresh token is spent', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('putar') });
    const first = await refresh(tokenData.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().data.tokenData;
    expect(next).toMatchObject({ expire: 900 });
    expect(next.refreshToken).not.toBe(tokenData.refreshToken);
    expect((await me(next.token)).statusCode).toBe(200);
    const second = await refresh(next.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  it('a reused refresh token revokes its whole family', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('curi') });
    const rotated = (await refresh(tokenData.refreshToken)).json().data.tokenData;
    // Someone replays the first token (stolen copy): refused, and the family dies with it.
    const replay = await refresh(tokenData.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().messageId).toBe('UNAUTHORIZED');
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.token)).statusCode).toBe(401);
    expect((await me(tokenData.token)).statusCode).toBe(401);
  });

  it('10 concurrent refreshes with one token give at most one success', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('serentak') });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(tokenData.refreshToken)),
    );
    const succeeded = answers.filter((res) => res.statusCode === 200);
    expect(succeeded.length).toBeLessThanOrEqual(1);
    expect(answers.filter((res) => res.statusCode === 401).length).toBeGreaterThanOrEqual(9);
    // The losers presented a spent token: the family is revoked, the winner's pair included.
    for (const res of succeeded) {
      const pair = res.json().data.tokenData;
      expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
      expect((await me(pair.token)).statusCode).toBe(401);
    }
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
    const malformed = await refresh('short');
    expect(malformed.statusCode).toBe(400);
  });

  it('never extends a session past its absolute age (90 days)', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('lama') });
    let refreshToken = tokenData.refreshToken;
    try {
      for (const day of [25, 50, 75]) {
        clock.offsetMs = day * DAY_MS;
        const res = await refresh(refreshToken);
        expect(res.statusCode, `day ${day}`).toBe(200);
        const pair = res.json().data.tokenData;
        refreshToken = pair.refreshToken;
        // Never beyond day 90, even though a refresh token alone lives 30 days.
        expect(pair.refreshExpire).toBeLessThanOrEqual((90 - day) * 24 * 3600);
      }
      clock.offsetMs = 91 * DAY_MS;
      expect((await refresh(refreshToken)).statusCode).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('expire after 30 days unused', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('basi') });
    try {
      clock.offsetMs = 31 * DAY_MS;
      expect((await refresh(tokenData.refreshToken)).statusCode).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe('access tokens', () => {
  let settings: TestApp['config']['auth'];
  beforeAll(() => {
    settings = t.config.auth;
  });

  async function session() {
    const data = await signUp(t.app, { email: uniqueEmail('jwt') });
    return {
      token: data.tokenData.token,
      claims: { userId: data.user.id, role: 'student' as const, sessionId: '' },
    };
  }

  function sessionIdOf(token: string): string {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    return payload.sid as string;
  }

  it('expire after 15 minutes', async () => {
    const { token } = await session();
    try {
      clock.offsetMs = 14 * 60_000;
      expect((await me(token)).statusCode).toBe(200);
      clock.offsetMs = 16 * 60_000;
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('refuses forged tokens: alg none, wrong key, RS256, tampered, expired, wrong aud or iss', async () => {
    const { token, claims } = await session();
    const sid = sessionIdOf(token);
    const valid = { ...claims, sessionId: sid };
    const now = new Date();
    const [header, payload] = token.split('.') as [string, string];
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());

    const algNone = `${b64({ alg: 'none', typ: 'at+jwt' })}.${payload}.`;
    const wrongKey = (
      await signAccessToken(
        { ...settings, jwtSecret: 'another-secret-of-at-least-32-chars!!' },
        valid,
        now,
      )
    ).token;
    const { privateKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT({ role: 'admin', sid })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .setSubject(valid.userId)
      .setIssuer(settings.jwtIssuer)
      .setAudience(settings.jwtAudience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const tampered = `${header}.${b64({ ...decoded, role: 'admin' })}.${token.split('.')[2]}`;
    const expired = (await signAccessToken(settings, valid, new Date(Date.now() - 20 * 60_000)))
      .token;
    const wrongAudience = (
      await signAccessToken({ ...settings, jwtAudience: 'someone-else' }, valid, now)
    ).token;
    const wrongIssuer = (await signAccessToken({ ...settings, jwtIssuer: 'evil' }, valid, now))
      .token;

    expect((await me(token)).statusCode).toBe(200);
    const forged = { algNone, wrongKey, rs256, tampered, expired, wrongAudience, wrongIssuer };
    for (const [name, forgery] of Object.entries(forged)) {
      const res = await me(forgery);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().label).toBe('Unauthorized');
    }
    // The same claims signed properly do work: the refusals above are the forgeries' doing.
    expect((await me((await signAccessToken(settings, valid, now)).token)).statusCode).toBe(200);
  });

  it('refuses a token issued more than 60 s ahead of the clock', async () => {
    const { token, claims } = await session();
    const valid = { ...claims, sessionId: sessionIdOf(token) };
    const issuedIn = async (seconds: number) =>
      (await signAccessToken(settings, valid, new Date(Date.now() + seconds * 1000))).token;
    // A little skew between instances is fine; a token from the future is not ours.
    expect((await me(await issuedIn(30))).statusCode).toBe(200);
    for (const seconds of [90, 600, 24 * 3600]) {
      const res = await me(await issuedIn(seconds));
      expect(res.statusCode, `${seconds} s ahead`).toBe(401);
    }
  });

  it('refuses a token whose session was revoked', async () => {
    const { token } = await session();
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/login/logout',
      headers: bearer(token),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses anything but a bearer token', async () => {
    const { token } = await session();
    for (const authorization of [`Basic ${token}`, `Bearer`, `Bearer ${token} extra`, token]) {
      const res = await t.app.inject({ url: '/v1/users/me', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 12)).toBe(401);
    }
  });
});
