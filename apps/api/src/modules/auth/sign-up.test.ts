// Sign-up without telling anyone whether an address has an account (docs/decisions/010): the
// same answer for every address, a code by mail (through pg-boss and a real SMTP server on
// loopback) for a new one, a notice for a taken one, and the account made only by the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../seed/account-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  codeIn,
  RELAXED_AUTH_LIMITS,
  signIn,
  signUp,
  startSmtpCapture,
  STRONG_PASSWORD,
  type SmtpCapture,
} from './test-support';

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

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
const startSignUp = (email: string, extra: object = {}, headers: Record<string, string> = {}) =>
  post(
    '/v1/users/sign-up',
    { email, password: STRONG_PASSWORD, name: 'Dewi Lestari', ...extra },
    headers,
  );
const verify = (email: string, code: string) => post('/v1/users/sign-up/verify', { email, code });

async function countRows(sql: string, email: string): Promise<number> {
  const { rows } = await t.database.execute(sql, [email]);
  return Number(rows[0]?.n);
}
const accountsWith = (email: string) =>
  countRows('select count(*)::int as n from users where lower(email) = lower($1)', email);

/** Starts a sign-up and waits for its mail. */
async function signUpMail(email: string, extra: object = {}, headers: Record<string, string> = {}) {
  const before = smtp.messages.length;
  const res = await startSignUp(email, extra, headers);
  expect(res.statusCode, res.body).toBe(200);
  return smtp.nextMailTo(email, { after: before });
}

describe('sign-up', () => {
  it('answers the same for a new and a taken address, and mails each what fits', async () => {
    const owner = await createUser(t.database.db, { email: uniqueEmail('pemilik'), name: 'Sari' });
    const fresh = uniqueEmail('baru');
    const before = smtp.messages.length;
    const taken = await startSignUp(owner.email.toUpperCase(), { name: 'Penyerang' });
    const free = await startSignUp(fresh);
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(taken.body).toBe(free.body);
    expect(free.json()).toEqual({ data: { sent: true, expiresIn: 600 } });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());

    const code = await smtp.nextMailTo(fresh, { after: before });
    expect(code.subject).toMatch(/^\d{6} adalah kode pendaftaran Jenjang-mu$/);
    // The address is not proven yet: nothing the asker typed (the name) reaches its owner.
    expect(code.text).toMatch(/^Halo,/);
    expect(code.text).not.toContain('Dewi');

    const notice = await smtp.nextMailTo(owner.email, { after: before });
    expect(notice.subject).toBe('Ada yang mencoba membuat akun Jenjang dengan emailmu');
    expect(notice.text).toContain('Halo Sari,');
    expect(notice.text).not.toContain('Penyerang');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    const address = encodeURIComponent(owner.email);
    expect(notice.text).toContain(`https://jenjang.example/sign-in?email=${address}`);
    expect(notice.text).toContain(`https://jenjang.example/forgot-password?email=${address}`);
    // Accounts keep no language: the notice carries both, the asker's first.
    expect(notice.text).toContain('Someone, perhaps you, just tried to create');
    expect(notice.text).toContain(`https://jenjang.example/en/sign-in?email=${address}`);

    // Nothing changed for the owner; nothing exists yet for the new address.
    await signIn(t.app, owner.email, owner.password!);
    expect(await accountsWith(owner.email)).toBe(1);
    expect(await accountsWith(fresh)).toBe(0);
  });

  it('takes about the same time for a new and a taken address (the lookup runs in a job)', async () => {
    const owner = await createUser(t.database.db, { email: uniqueEmail('waktu') });
    // Each request is timed alone (the jobs of the one before have run): what is compared is
    // the request's own work, not a job that happens to run beside it in this process.
    const time = async (email: string) => {
      await t.jobsDone();
      const started = performance.now();
      await startSignUp(email);
      return performance.now() - started;
    };
    const takenTimes: number[] = [];
    const freeTimes: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      takenTimes.push(await time(owner.email));
      freeTimes.push(await time(uniqueEmail()));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[4]!;
    const ratio = median(takenTimes) / median(freeTimes);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('refuses weak passwords alike for a new and a taken address', async () => {
    const owner = await createUser(t.database.db, { email: uniqueEmail('lemah') });
    const taken = await startSignUp(owner.email, { password: 'password123' });
    const free = await startSignUp(uniqueEmail(), { password: 'password123' });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toBe(free.body);
    expect(free.json()).toMatchObject({
      messageId: 'VALIDATION_ERROR',
      details: [
        {
          field: 'password',
          message: 'Kata sandi ini terlalu umum dan mudah ditebak. Pilih kata sandi lain.',
        },
      ],
    });
  });

  it('the code creates the account and signs in; it works once', async () => {
    const email = uniqueEmail('kode');
    const mail = await signUpMail(email, { handphone: '+62 812 3456 7890' });
    const code = codeIn(mail);
    const res = await verify(email, code);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      user: { email, name: 'Dewi Lestari', role: 'student', hasPassword: true },
      profile: null,
      role: 'student',
      tokenData: { expire: 900, refreshExpire: 30 * 24 * 3600 },
    });
    expect(JSON.stringify(data)).not.toContain('argon2');
    await signIn(t.app, email);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(403);
    expect(again.json().messageId).toBe('INVALID_CODE');
    expect(await accountsWith(email)).toBe(1);
  });

  it('mails in English when asked, and is documented in OpenAPI', async () => {
    const email = uniqueEmail('english');
    const mail = await signUpMail(email, {}, { 'accept-language': 'en-GB,en' });
    expect(mail.subject).toMatch(/^\d{6} is your Jenjang sign-up code$/);
    const doc = (await t.app.inject('/docs/json')).json();
    expect(doc.paths['/v1/users/sign-up'].post.tags).toEqual(['auth']);
    expect(doc.paths['/v1/users/sign-up/verify'].post.responses['201']).toBeDefined();
  });

  it('nobody can hold an address they have not proven: a newer sign-up replaces the code', async () => {
    const email = uniqueEmail('rebut');
    // Someone signs up with an address that is not theirs; they never see its code.
    const squatter = codeIn(await signUpMail(email, { password: 'Sandi-Penyerobot-2026' }));
    // The address's owner signs up later with their own password.
    const owner = codeIn(await signUpMail(email));
    if (squatter !== owner) expect((await verify(email, squatter)).statusCode).toBe(403);
    expect((await verify(email, owner)).statusCode).toBe(201);
    await signIn(t.app, email, STRONG_PASSWORD);
    const squatted = await post('/v1/login/email', { email, password: 'Sandi-Penyerobot-2026' });
    expect(squatted.statusCode).toBe(403);
  });

  it('a 6th try fails even with the right code; a code dies after 10 minutes', async () => {
    const email = uniqueEmail('tebak');
    const code = codeIn(await signUpMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(email, wrong);
      expect(res.statusCode).toBe(403);
      expect(res.json().messageId).toBe('INVALID_CODE');
    }
    expect((await verify(email, code)).statusCode).toBe(403);
    expect(await accountsWith(email)).toBe(0);

    const late = uniqueEmail('telat');
    const lateCode = codeIn(await signUpMail(late));
    try {
      clock.offsetMs = 11 * 60_000;
      expect((await verify(late, lateCode)).statusCode).toBe(403);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('answers INVALID_CODE for an address without a pending sign-up, without a hint', async () => {
    const owner = await createUser(t.database.db, { email: uniqueEmail('ada') });
    const unknown = await verify(uniqueEmail(), '123456');
    const taken = await verify(owner.email, '123456');
    expect(unknown.statusCode).toBe(403);
    expect(taken.body).toBe(unknown.body);
    expect(unknown.json().message).toBe(
      'Kode salah atau tidak berlaku lagi. Periksa kembali atau minta kode baru.',
    );
  });

  it('two verifications racing with the right code make one account and one session', async () => {
    const email = uniqueEmail('balapan');
    const code = codeIn(await signUpMail(email));
    const answers = await Promise.all([verify(email, code), verify(email, code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 403]);
    expect(await accountsWith(email)).toBe(1);
  });

  it('the test helper goes through the same flow', async () => {
    const email = uniqueEmail('bantuan');
    const data = await signUp(t.app, { email }, smtp);
    expect(data.user.email).toBe(email);
  });
});
