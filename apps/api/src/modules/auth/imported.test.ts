// Accounts created from job applications: a code by mail, a new password, signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportedUser, uniqueEmail } from '../../../seed/account-factories';
import { systemClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importApplicantAccount } from './imported.service';
import {
  codeIn,
  RELAXED_AUTH_LIMITS,
  signIn,
  signUp,
  startSmtpCapture,
  STRONG_PASSWORD,
  type SmtpCapture,
} from './test-support';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
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
const info = (email: string) =>
  t.app.inject(`/v1/users/public/user/info?email=${encodeURIComponent(email)}&jobId=123`);

describe('imported accounts', () => {
  it('user/info tells only whether an imported account waits for its password', async () => {
    const imported = await createImportedUser(t.database.db, { email: uniqueEmail('impor') });
    const regular = uniqueEmail('biasa');
    await signUp(t.app, { email: regular }, smtp);
    const answers = await Promise.all([
      info(imported.email),
      info(regular),
      info(uniqueEmail('tidak-ada')),
    ]);
    expect(answers.map((res) => res.json())).toEqual([
      { data: { needsPassword: true } },
      { data: { needsPassword: false } },
      { data: { needsPassword: false } },
    ]);
  });

  it('the import creates the account once, without a password', async () => {
    const email = uniqueEmail('lamaran');
    const deps = { db: t.database.db, clock: systemClock };
    const first = await importApplicantAccount(deps, { email, name: 'Rina Wati' });
    const again = await importApplicantAccount(deps, { email: email.toUpperCase(), name: 'R' });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'imported', passwordHash: null, role: 'student' });
  });

  it('code by mail, then a password: the person is signed in and can sign in again', async () => {
    const user = await createImportedUser(t.database.db, { email: uniqueEmail('otp') });
    const before = smtp.messages.length;
    const sent = await post('/v1/login/imported-application/otp', {
      email: user.email,
      platform: 'job_portal_student',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { sent: true, expiresIn: 600 } });
    const mail = await smtp.nextMailTo(user.email, { after: before });
    expect(mail.subject).toMatch(/kode verifikasi Jenjang/);
    expect(mail.text).toContain('https://jenjang.example/create-password?email=');

    const weak = await post('/v1/users/public/user/create-password', {
      email: user.email,
      code: codeIn(mail),
      password: '12345678',
    });
    expect(weak.statusCode).toBe(400);

    const created = await post('/v1/users/public/user/create-password', {
      email: user.email,
      code: codeIn(mail),
      password: STRONG_PASSWORD,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      user: { email: user.email, hasPassword: true },
      role: 'student',
    });
    expect((await info(user.email)).json().data.needsPassword).toBe(false);
    await signIn(t.app, user.email);
  });

  it('answers the same for addresses that are not imported accounts, and mails nothing', async () => {
    const regular = uniqueEmail('biasa2');
    await signUp(t.app, { email: regular }, smtp);
    const before = smtp.messages.length;
    const a = await post('/v1/login/imported-application/otp', {
      email: regular,
      platform: 'job_portal_student',
    });
    const b = await post('/v1/login/imported-application/otp', {
      email: uniqueEmail(),
      platform: 'job_portal_student',
    });
    expect(a.body).toBe(b.body);
    await t.jobsDone();
    expect(smtp.messages.length).toBe(before);
  });

  it('needs the platform of the job portal', async () => {
    const res = await post('/v1/login/imported-application/otp', {
      email: uniqueEmail(),
      platform: 'somewhere_else',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('platform');
  });

  it('a wrong code creates nothing', async () => {
    const user = await createImportedUser(t.database.db, { email: uniqueEmail('salah') });
    const res = await post('/v1/users/public/user/create-password', {
      email: user.email,
      code: '000000',
      password: STRONG_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().messageId).toBe('INVALID_CODE');
    expect((await info(user.email)).json().data.needsPassword).toBe(true);
  });

  it('sign-up with the address of an imported account: the code gives it its password', async () => {
    const user = await createImportedUser(t.database.db, { email: uniqueEmail('daftar') });
    const signedIn = await signUp(t.app, { email: user.email, name: 'Rina' }, smtp);
    // The same account, now with a password: the application history stays with it.
    expect(signedIn.user).toMatchObject({ id: user.id, email: user.email, hasPassword: true });
    expect((await info(user.email)).json().data.needsPassword).toBe(false);
    await signIn(t.app, user.email);
  });
});
