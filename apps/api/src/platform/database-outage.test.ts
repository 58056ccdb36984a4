// A database outage against the real PostgreSQL: the app's pool and its pg-boss queue connect
// through a TCP proxy that the test cuts (every connection closed, new ones refused) and restores.
// While cut, requests that need the database answer 503 SERVICE_UNAVAILABLE with Retry-After (in
// the header and the envelope), never 500, and /readyz says not ready; after the restore the same
// app (no restart) answers them again, and the queue delivers mail again. PGlite runs inside the
// process, so an outage is not a thing there: skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, FACTORY_PASSWORD, uniqueEmail } from '../../seed/account-factories';
import { createJob } from '../../seed/factories';
import { openDatabase } from './db';
import { isConnectionFailure } from './connection-errors';
import { startOutageProxy, type OutageProxy } from '../test/outage-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bearer,
  RELAXED_AUTH_LIMITS,
  signIn,
  startSmtpCapture,
  type SmtpCapture,
} from '../modules/auth/test-support';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('database outage (PostgreSQL)', () => {
  let proxy: OutageProxy;
  let smtp: SmtpCapture;
  let t: TestApp;
  let token: string;
  let email: string;
  let jobSlug: string;

  beforeAll(async () => {
    const target = new URL(databaseUrl!);
    proxy = await startOutageProxy({ host: target.hostname, port: Number(target.port || 5432) });
    smtp = await startSmtpCapture();
    t = await createTestApp({
      withQueue: true,
      databaseVia: { host: '127.0.0.1', port: proxy.port, connectTimeoutMs: 1_000 },
      env: { ...RELAXED_AUTH_LIMITS, SMTP_URL: smtp.url },
    });
    const { user } = await createStudent(t.database.db, { user: { email: uniqueEmail('outage') } });
    email = user.email;
    jobSlug = (await createJob(t.database.db)).slug;
    token = (await signIn(t.app, email, FACTORY_PASSWORD)).tokenData.token;
  });
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await smtp?.close();
    await proxy?.close();
  });

  // Requests that cannot be answered without the database (searches are left out: the search
  // index may answer them from memory).
  const databaseRequests = () => [
    { method: 'GET' as const, url: '/v1/users/me', headers: bearer(token) },
    { method: 'GET' as const, url: '/v1/job-portal/me/student', headers: bearer(token) },
    { method: 'GET' as const, url: `/v1/job-portal/job/slug/${jobSlug}` },
    {
      method: 'POST' as const,
      url: '/v1/login/email',
      payload: { email, password: FACTORY_PASSWORD },
    },
    { method: 'POST' as const, url: '/v1/users/forgot/code', payload: { email } },
  ];

  async function waitForReady(expected: number) {
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject('/readyz');
      if (res.statusCode === expected) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`/readyz never answered ${expected}`);
  }

  it('answers 503 with Retry-After while the database is cut, and recovers without a restart', async () => {
    await waitForReady(200);
    for (const request of databaseRequests()) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.url}: ${res.body}`).toBeLessThan(300);
    }
    // The reset code requested above is mailed before the cut: no job is half done during it.
    await smtp.nextMailTo(email, { timeoutMs: 20_000 });

    await proxy.cut();
    await waitForReady(503);
    const statuses: number[] = [];
    for (const locale of ['en', 'id']) {
      for (const request of databaseRequests()) {
        const res = await t.app.inject({
          ...request,
          headers: { ...request.headers, 'accept-language': locale },
        });
        statuses.push(res.statusCode);
        expect(res.statusCode, `${request.url}: ${res.body}`).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          statusCode: 503,
          label: 'Service Unavailable',
          messageId: 'SERVICE_UNAVAILABLE',
          message:
            locale === 'en'
              ? 'The service is unavailable right now. Please try again in a moment.'
              : 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
          retryAfter: 5,
        });
      }
    }
    expect(statuses.filter((status) => status === 500)).toEqual([]);
    expect(statuses).toHaveLength(10);

    await proxy.restore();
    await waitForReady(200);
    for (const request of databaseRequests()) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.url}: ${res.body}`).toBeLessThan(300);
    }
    // pg-boss kept polling through the outage: a reset code sent now still reaches the mailbox.
    const before = smtp.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/forgot/code',
      payload: { email },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await smtp.nextMailTo(email, { after: before, timeoutMs: 20_000 });
  }, 60_000);

  it('recognises a query cut off mid-way and a refused connection as connection failures', async () => {
    const direct = await openDatabase({
      databaseUrl: viaProxy(databaseUrl!, proxy.port),
      poolSize: 1,
      connectTimeoutMs: 1_000,
    });
    // Tagged so that only this query is waited for (pg_stat_activity shows the whole server).
    const sleep = `select pg_sleep(20) -- outage test ${process.pid} ${Date.now()}`;
    try {
      const running = direct.execute(sleep).then(
        () => null,
        (error: unknown) => error,
      );
      // The query is on the wire once the server shows it running.
      await waitFor(async () => {
        const { rows } = await t.database.execute(
          `select count(*)::int as n from pg_stat_activity where query = $1`,
          [sleep],
        );
        return (rows[0] as { n: number }).n > 0;
      });
      await proxy.cut();
      const cutOff = await running;
      expect((cutOff as Error).message).toBe('Connection terminated unexpectedly');
      expect(isConnectionFailure(cutOff)).toBe(true);

      const refused = await direct.execute('select 1').catch((error: unknown) => error);
      expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
      expect(isConnectionFailure(refused)).toBe(true);
    } finally {
      await proxy.restore();
      await direct.close();
      await t.database.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = $1`,
        [sleep],
      );
    }
  }, 60_000);
});

function viaProxy(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

async function waitFor(condition: () => Promise<boolean>) {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition never held');
}
