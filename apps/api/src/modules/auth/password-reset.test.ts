// Forgotten passwords: a code by mail (through pg-boss and a real SMTP server on loopback), a
// one-time reset token, and the new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../seed/account-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearer,
  codeIn,
  RELAXED_AUTH_LIMITS,
  signIn,
  signUp,
  startSmtpCapture,
  STRONG_PASSWORD,
  type SmtpCapture,
} from './test-support';

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const NEW_PASSWORD = 'Nasi-Uduk-Betawi-2026';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    clock,
    withQueue: true,
    env: { ...RELAXED_AUTH_LIMITS, SMTP_URL: smtp.url, WEB_BASE_URL: 'https://jenjang.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function requestCode(email: string, headers: Record<string, string> = {}) {
  const before = smtp.messages.length;
  const res = await post('/v1/users/forgot/code', { email }, headers);
  expect(res.statusCode).toBe(200);
  return smtp.nextMailTo(email, { after: before });
}

describe('forgot password', () => {
  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const known = uniqueEmail('lupa');
    const unknown = uniqueEmail('tidak-ada');
    await signUp(t.app, { email: known }, smtp);
    const before = smtp.messages.length;
    const a = await post('/v1/users/forgot/code', { email: known });
    const b = await post('/v1/users/forgot/code', { email: unknown });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(a.json()).toEqual({ data: { sent: true, expiresIn: 600 } });
    expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    await smtp.nextMailTo(known, { after: before });
    // Once the decoy has passed through the queue, it must have sent nothing.
    await t.jobsDone();
    const recipients = smtp.messages.slice(before).map((m) => m.to);
    expect(JSON.stringify(recipients)).not.toContain(unknown);
  });

  it('takes about the same time for known and unknown emails (the lookup runs in a job)', async () => {
    const known = uniqueEmail('waktu');
    await signUp(t.app, { email: known }, smtp);
    // Each request is timed alone (the jobs of the one before have run): what is compared is
    // the request's own work, not a job that happens to run beside it in this process.
    const time = async (email: string) => {
      await t.jobsDone();
      const started = performance.now();
      await post('/v1/users/forgot/code', { email });
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      knownTimes.push(await time(known));
      unknownTimes.push(await time(uniqueEmail()));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[7]!;
    const ratio = median(knownTimes) / median(unknownTimes);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('mails a 6-digit code with a link built from WEB_BASE_URL, never from the Host header', async () => {
    const email = uniqueEmail('tautan');
    await signUp(t.app, { email }, smtp);
    const mail = await requestCode(email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(mail.subject).toMatch(/^\d{6} adalah kode atur ulang kata sandi Jenjang-mu$/);
    expect(mail.text).toContain(`https://jenjang.example/reset-password?email=`);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    expect(mail.html).toContain(codeIn(mail));
    const english = await requestCode(email, { 'accept-language': 'en-GB,en' });
    expect(english.subject).toMatch(/is your Jenjang password reset code$/);
    expect(english.text).toContain('https://jenjang.example/en/reset-password');
  });

  it('resets the password: code, one-time token, new password, other sessions ended', async () => {
    const email = uniqueEmail('reset');
    const { tokenData: old } = await signUp(t.app, { email }, smtp);
    const code = codeIn(await requestCode(email));
    const verified = await post('/v1/users/forgot/verify', { email, code });
    expect(verified.statusCode).toBe(200);
    const { resetToken, expiresIn } = verified.json().data;
    expect(expiresIn).toBe(900);

    const weak = await post('/v1/users/reset-password', { resetToken, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].field).toBe('password');

    const reset = await post('/v1/users/reset-password', { resetToken, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.user.email).toBe(email);
    expect(reset.json().data.tokenData.token).toBeTruthy();

    const again = await post('/v1/users/reset-password', { resetToken, password: NEW_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().messageId).toBe('RESET_LINK_INVALID');
    expect(
      (await t.app.inject({ url: '/v1/users/me', headers: bearer(old.token) })).statusCode,
    ).toBe(401);
    await signIn(t.app, email, NEW_PASSWORD);
    const refused = await post('/v1/login/email', { email, password: STRONG_PASSWORD });
    expect(refused.statusCode).toBe(403);
    // The code is spent too.
    expect((await post('/v1/users/forgot/verify', { email, code })).statusCode).toBe(403);
  });

  it('keeps other sessions when endOtherSessions is false', async () => {
    const email = uniqueEmail('tetap');
    const { tokenData: old } = await signUp(t.app, { email }, smtp);
    const code = codeIn(await requestCode(email));
    const { resetToken } = (await post('/v1/users/forgot/verify', { email, code })).json().data;
    const reset = await post('/v1/users/reset-password', {
      resetToken,
      password: NEW_PASSWORD,
      endOtherSessions: false,
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/v1/users/me', headers: bearer(old.token) })).statusCode,
    ).toBe(200);
  });

  it('a 6th try fails even with the right code: five wrong tries kill it', async () => {
    const email = uniqueEmail('tebak');
    await signUp(t.app, { email }, smtp);
    const code = codeIn(await requestCode(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/v1/users/forgot/verify', { email, code: wrong });
      expect(res.statusCode).toBe(403);
      expect(res.json().messageId).toBe('INVALID_CODE');
    }
    const right = await post('/v1/users/forgot/verify', { email, code });
    expect(right.statusCode).toBe(403);
    expect(right.json().messageId).toBe('INVALID_CODE');
  });

  it('the right code on the 5th try still works', async () => {
    const email = uniqueEmail('kelima');
    await signUp(t.app, { email }, smtp);
    const code = codeIn(await requestCode(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await post('/v1/users/forgot/verify', { email, code: wrong });
    expect((await post('/v1/users/forgot/verify', { email, code })).statusCode).toBe(200);
  });

  it('a code dies after 10 minutes, and a newer code replaces the older one', async () => {
    const email = uniqueEmail('kedaluwarsa');
    await signUp(t.app, { email }, smtp);
    const first = codeIn(await requestCode(email));
    const second = codeIn(await requestCode(email));
    if (first !== second) {
      expect((await post('/v1/users/forgot/verify', { email, code: first })).statusCode).toBe(403);
    }
    try {
      clock.offsetMs = 11 * 60_000;
      expect((await post('/v1/users/forgot/verify', { email, code: second })).statusCode).toBe(403);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('answers INVALID_CODE for unknown emails, without a hint', async () => {
    const res = await post('/v1/users/forgot/verify', { email: uniqueEmail(), code: '123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      messageId: 'INVALID_CODE',
      message: 'Kode salah atau tidak berlaku lagi. Periksa kembali atau minta kode baru.',
    });
  });

  it('refuses a made-up reset token', async () => {
    const res = await post('/v1/users/reset-password', {
      resetToken: 'A'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().messageId).toBe('RESET_LINK_INVALID');
  });
});
