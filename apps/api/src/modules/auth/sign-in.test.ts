// Sign-in, the session routes, sign-out and changing the password (sign-up: sign-up.test.ts;
// the sign-in limits and device tokens: sign-in-protection.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportedUser, uniqueEmail } from '../../../seed/account-factories';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, RELAXED_AUTH_LIMITS, signIn, signUp, STRONG_PASSWORD } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_AUTH_LIMITS });
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-in', () => {
  it('answers tokens, the user, the profile and the role', async () => {
    const email = uniqueEmail('masuk');
    await signUp(t.app, { email });
    const data = await signIn(t.app, ` ${email.toUpperCase()} `);
    expect(data).toMatchObject({ user: { email }, role: 'student', profile: null });
    expect(data.tokenData).toMatchObject({ expire: 900, refreshExpire: 30 * 24 * 3600 });
    // For the next sign-in (docs/decisions/010): a device token naming this account.
    expect(data.deviceToken).toMatch(new RegExp(`^d1\\.[\\w-]{22}\\.${data.user.id}\\.`));
  });

  it('answers 403 INVALID_CREDENTIALS alike for a wrong password and an unknown email', async () => {
    const email = uniqueEmail('salah');
    await signUp(t.app, { email });
    const wrong = await post('/v1/login/email', { email, password: 'Bukan-Sandinya-99' });
    const unknown = await post('/v1/login/email', {
      email: uniqueEmail('tidak-ada'),
      password: 'Bukan-Sandinya-99',
    });
    expect(wrong.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      statusCode: 403,
      label: 'Forbidden',
      messageId: 'INVALID_CREDENTIALS',
      message: 'Password WRONG', // the original API's (decision 015)
      localizedMessage: 'Email atau kata sandi salah.',
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const email = uniqueEmail('waktu');
    await signUp(t.app, { email });
    const time = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    // What one argon2id verification costs here (the fastest of three, robust to load).
    const hash = await hashPassword(STRONG_PASSWORD);
    const verifications = [];
    for (let i = 0; i < 3; i += 1) verifications.push(await time(() => verifyPassword(hash, 'x')));
    const unknown = [];
    for (let i = 0; i < 7; i += 1) {
      unknown.push(
        await time(() =>
          post('/v1/login/email', { email: uniqueEmail(), password: 'Bukan-Sandinya-99' }),
        ),
      );
    }
    // Without the dummy hash an unknown email would answer after one indexed lookup (~1 ms).
    const median = unknown.sort((a, b) => a - b)[3]!;
    expect(median).toBeGreaterThan(Math.min(...verifications) * 0.6);
  });

  it('refuses an imported account that has no password yet', async () => {
    const user = await createImportedUser(t.database.db, { email: uniqueEmail('impor') });
    const res = await post('/v1/login/email', { email: user.email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().messageId).toBe('INVALID_CREDENTIALS');
  });

  it('answers a malformed body with 400 naming the fields', async () => {
    const res = await post('/v1/login/email', { email: 'bukan-email' });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['email', 'password']);
  });
});

describe('sign-in with Google when not configured', () => {
  it('answers 503 SOCIAL_LOGIN_UNAVAILABLE', async () => {
    const res = await post('/v1/login/socmed', {
      provider: 'google',
      idToken: 'x'.repeat(40),
      nonce: 'n'.repeat(20),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().messageId).toBe('SOCIAL_LOGIN_UNAVAILABLE');
  });
});

describe('session routes', () => {
  it('GET /v1/login/self and /v1/users/me describe the signed-in user', async () => {
    const email = uniqueEmail('saya');
    const { tokenData, user } = await signUp(t.app, { email });
    const self = await t.app.inject({ url: '/v1/login/self', headers: bearer(tokenData.token) });
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toMatchObject({ user: { id: user.id, email }, role: 'student' });
    const me = await t.app.inject({ url: '/v1/users/me', headers: bearer(tokenData.token) });
    expect(me.json().data).toMatchObject({ id: user.id, email, providers: ['password'] });
  });

  it('answers 401 UNAUTHORIZED without a token, in English when asked', async () => {
    const res = await t.app.inject({ url: '/v1/users/me', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({
      statusCode: 401,
      label: 'Unauthorized',
      messageId: 'UNAUTHORIZED',
      message: 'Your session is invalid or has expired. Please sign in again.',
    });
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('keluar') });
    const out = await post('/v1/login/logout', {}, bearer(tokenData.token));
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/v1/users/me', headers: bearer(tokenData.token) });
    expect(me.statusCode).toBe(401);
    const refresh = await post('/v1/login/refresh', { refreshToken: tokenData.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('logout with only the refresh token revokes its session too', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('keluar2') });
    expect(
      (await post('/v1/login/logout', { refreshToken: tokenData.refreshToken })).statusCode,
    ).toBe(200);
    const me = await t.app.inject({ url: '/v1/users/me', headers: bearer(tokenData.token) });
    expect(me.statusCode).toBe(401);
  });
});

describe('logout with an expired access token', () => {
  it('still revokes the session of the refresh token sent', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('kedaluwarsa') });
    const res = await post(
      '/v1/login/logout',
      { refreshToken: tokenData.refreshToken },
      bearer('expired.or.forged'),
    );
    expect(res.statusCode).toBe(200);
    const refresh = await post('/v1/login/refresh', { refreshToken: tokenData.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password', async () => {
    const { tokenData } = await signUp(t.app, { email: uniqueEmail('ganti') });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/password',
      headers: bearer(tokenData.token),
      payload: { currentPassword: 'Bukan-Sandinya-99', newPassword: 'Sandi-Baru-Sekali-2026' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      messageId: 'INVALID_CREDENTIALS',
      details: [{ field: 'currentPassword' }],
    });
  });

  it('changes it, ends the other sessions, keeps this one and mails a notice', async () => {
    const email = uniqueEmail('ganti2');
    const first = await signUp(t.app, { email });
    const other = await signIn(t.app, email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/password',
      headers: bearer(first.tokenData.token),
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'Sandi-Baru-Sekali-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ changed: true, endedSessions: 1 });
    const mine = await t.app.inject({
      url: '/v1/users/me',
      headers: bearer(first.tokenData.token),
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      url: '/v1/users/me',
      headers: bearer(other.tokenData.token),
    });
    expect(theirs.statusCode).toBe(401);
    await signIn(t.app, email, 'Sandi-Baru-Sekali-2026');
    // No SMTP_URL in this file: the notice lands in the development mailbox.
    await expect
      .poll(async () => {
        const box = await t.app.inject(`/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
        return box.json().data.docs.map((m: { subject: string }) => m.subject);
      })
      .toContain('Kata sandi Jenjang-mu telah diubah');
  });
});
