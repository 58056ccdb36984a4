// Without SMTP, mail lands in the development mailbox, readable over HTTP in the embedded demo
// only, and only by direct requests from this machine; the job queue never holds a mail or a
// code in the clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../seed/account-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RELAXED_AUTH_LIMITS, signUp } from '../auth/test-support';

let dev: TestApp;
let production: TestApp;
let realDatabase: TestApp;
beforeAll(async () => {
  dev = await createTestApp({ env: RELAXED_AUTH_LIMITS, withQueue: true });
  production = await createTestApp({
    env: { ...RELAXED_AUTH_LIMITS, NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) },
  });
  // Configured for a PostgreSQL server (the handle is still the test database): not a demo.
  realDatabase = await createTestApp({
    env: { ...RELAXED_AUTH_LIMITS, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/jenjang' },
  });
});
afterAll(async () => {
  await dev.close();
  await production.close();
  await realDatabase.close();
});

async function mailsTo(email: string) {
  const res = await dev.app.inject(`/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
  return res.json().data.docs as { subject: string; text: string; html: string }[];
}

describe('development mailbox', () => {
  it('holds the mails the API sent, as JSON and as a page', async () => {
    const email = uniqueEmail('kotak');
    await signUp(dev.app, { email, name: 'Tono <b>Tebal</b>' });
    await dev.app.inject({ method: 'POST', url: '/v1/users/forgot/code', payload: { email } });
    // The sign-up code, then the reset code (newest first).
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^\d{6} adalah kode atur ulang kata sandi Jenjang-mu$/);
    expect(mail?.text).toContain('Halo Tono <b>Tebal</b>,');
    expect(mail?.html).toContain('Halo Tono &lt;b&gt;Tebal&lt;/b&gt;,');
    expect(mail?.text).toContain('http://localhost:3000/reset-password?email=');

    const page = await dev.app.inject('/v1/dev/mailbox/view');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<iframe sandbox');
    expect(page.body).not.toContain('<b>Tebal</b>');
  });

  it('the job queue stores mails and code requests sealed, never in the clear', async () => {
    const email = uniqueEmail('segel');
    await signUp(dev.app, { email, name: 'Nama Rahasia' });
    await dev.app.inject({ method: 'POST', url: '/v1/users/forgot/code', payload: { email } });
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2);
    const { rows } = await dev.database.execute(
      "select name, data::text as data from pgboss.job where name in ('auth.send-code', 'auth.deliver-sign-up', 'mail.send')",
      [],
    );
    expect(new Set(rows.map((row) => row.name))).toEqual(
      new Set(['auth.send-code', 'auth.deliver-sign-up']),
    );
    const codes = (await mailsTo(email)).map((mail) => /\d{6}/.exec(mail.subject)?.[0]);
    expect(codes).toHaveLength(2);
    for (const row of rows) {
      for (const secret of [email, 'Nama Rahasia', 'argon2', ...codes]) {
        expect(String(row.data)).not.toContain(secret);
      }
    }
  });

  it('is not served in production, nor with a real database (NODE_ENV unset)', async () => {
    for (const t of [production, realDatabase]) {
      expect((await t.app.inject('/v1/dev/mailbox')).statusCode).toBe(404);
      expect((await t.app.inject('/v1/dev/mailbox/view')).statusCode).toBe(404);
    }
  });

  it('answers only direct requests from this machine, by the socket address', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      dev.app.inject({ url: '/v1/dev/mailbox', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('::ffff:127.0.0.1')).statusCode).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().messageId).toBe('ROUTE_NOT_FOUND');
    // TRUST_PROXY trusts loopback, so request.ip would read 127.0.0.1 here: the socket decides.
    expect((await from('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    // A proxy on this machine (the web's /api) relays for someone else: refused as well.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '198.51.100.4' })).statusCode).toBe(404);
    expect((await from('127.0.0.1', { forwarded: 'for=198.51.100.4' })).statusCode).toBe(404);
    const page = await dev.app.inject({ url: '/v1/dev/mailbox/view', remoteAddress: '10.0.0.9' });
    expect(page.statusCode).toBe(404);
  });
});
