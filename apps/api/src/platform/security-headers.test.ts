// The headers every answer carries, and no-store wherever personal data or tokens go out.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, FACTORY_PASSWORD } from '../../seed/account-factories';
import {
  bearer,
  RELAXED_AUTH_LIMITS,
  signIn,
  signUp,
  signUpCodeFor,
} from '../modules/auth/test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { securityHeadersPlugin } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ...RELAXED_AUTH_LIMITS, PUBLIC_API_URL: 'https://api.jenjang.example' },
  });
});
afterAll(async () => t.close());

type Headers = Record<string, string | string[] | number | undefined>;

function expectApiHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe(
    "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
  );
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // Not outside production (see the production test below).
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('every answer', () => {
  it('carries nosniff, a CSP without frames, no referrer and no-store', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('also when it is an error: unknown route, invalid input, missing token', async () => {
    for (const url of ['/v1/nothing-here', '/v1/explore-job/job?page=0', '/v1/users/me']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectApiHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps the caching a public route chose for itself', async () => {
    const res = await t.app.inject('/v1/feature-flags');
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res.headers);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('personal data and tokens are never stored', () => {
  it('the answers of sign-up, its verification, sign-in and refresh, which carry tokens', async () => {
    const email = `headers-${Date.now()}@example.test`;
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/v1/users/sign-up',
      payload: { email, password: 'Kopi-Tubruk-Pagi-2026!', name: 'Dewi Lestari' },
    });
    expect(signUpRes.statusCode).toBe(200);
    expect(signUpRes.headers['cache-control']).toBe('no-store');

    const code = await signUpCodeFor(t.app, email);
    const verifyRes = await t.app.inject({
      method: 'POST',
      url: '/v1/users/sign-up/verify',
      payload: { email, code },
    });
    expect(verifyRes.statusCode, verifyRes.body).toBe(201);
    expect(verifyRes.headers['cache-control']).toBe('no-store');

    const signInRes = await t.app.inject({
      method: 'POST',
      url: '/v1/login/email',
      payload: { email, password: 'Kopi-Tubruk-Pagi-2026!' },
    });
    expect(signInRes.statusCode).toBe(200);
    expect(signInRes.headers['cache-control']).toBe('no-store');

    const { refreshToken } = signInRes.json().data.tokenData as { refreshToken: string };
    const refreshRes = await t.app.inject({
      method: 'POST',
      url: '/v1/login/refresh',
      payload: { refreshToken },
    });
    expect(refreshRes.statusCode).toBe(200);
    expect(refreshRes.headers['cache-control']).toBe('no-store');
  });

  it('the account, the student profile, its mini form, the session and the export', async () => {
    const student = await createStudent(t.database.db);
    const { tokenData } = await signIn(t.app, student.user.email, FACTORY_PASSWORD);
    for (const url of [
      '/v1/users/me',
      '/v1/login/self',
      '/v1/job-portal/me/student',
      '/v1/job-portal/me/student/mini',
      '/v1/explore-job/job/saved',
      '/v1/users/me/export',
    ]) {
      const res = await t.app.inject({ url, headers: bearer(tokenData.token) });
      expect(res.statusCode, url).toBe(200);
      expectApiHeaders(res.headers);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a signed-up user without a profile gets no-store on the refusal too', async () => {
    const { tokenData } = await signUp(t.app, { email: `headers-np-${Date.now()}@example.test` });
    const res = await t.app.inject({
      url: '/v1/job-portal/me/student',
      headers: bearer(tokenData.token),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the OpenAPI UI', () => {
  it('has a policy of its own that lets its files run and call the API, and no framing', async () => {
    const res = await t.app.inject('/docs/');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.jenjang.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('in production', () => {
  it('adds HSTS', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { production: true });
    app.get('/x', async () => ({ ok: true }));
    const res = await app.inject('/x');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
