import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { REQUEST_TIMEOUT_MS: '200', CORS_ORIGINS: 'https://jenjang.example' },
  });
  // A deliberately slow route to exercise the request time limit.
  t.app.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { late: true };
  });
  t.app.post(
    '/test/echo',
    { schema: { body: z.object({ profile: z.object({ name: z.string().min(2) }) }) } },
    async (request) => request.body,
  );
  t.app.get('/test/crash', async () => {
    throw new Error('secret internals: connection string postgres://x');
  });
  await t.app.ready();
});
afterAll(async () => t.close());

describe('health', () => {
  it('answers liveness', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness after asking the database', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
    expect(['postgres', 'pglite']).toContain(res.json().database);
  });
});

describe('error envelope', () => {
  it('answers unknown routes with ROUTE_NOT_FOUND in Indonesian by default', async () => {
    const res = await t.app.inject('/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      label: 'Not Found',
      messageId: 'ROUTE_NOT_FOUND',
      message: 'Alamat tidak ditemukan.',
    });
  });

  it('names the invalid fields, in English when asked', async () => {
    const res = await t.app.inject({
      url: '/v1/explore-job/job?page=0&limit=abc',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.messageId).toBe('VALIDATION_ERROR');
    // The original API's message; the person's text in a field of its own (decision 015).
    expect(body.message).toBe('Bad Request');
    expect(body.localizedMessage).toBe('The request is invalid. Check the fields listed.');
    const fields = body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['limit', 'page']);
  });

  it('hides internals of unexpected errors behind UNKNOWN_ERROR', async () => {
    const res = await t.app.inject('/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json().messageId).toBe('UNKNOWN_ERROR');
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('stack');
  });

  it('answers REQUEST_TIMEOUT when a handler runs past the limit', async () => {
    const res = await t.app.inject('/test/slow');
    expect(res.statusCode).toBe(504);
    expect(res.json().messageId).toBe('REQUEST_TIMEOUT');
  });

  it('rejects malformed JSON with a 400 envelope naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageId: 'BAD_REQUEST',
      details: [{ field: 'body', message: 'JSON tidak valid.' }],
    });
  });

  it('names nested body fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { profile: { name: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'profile.name', message: 'Minimal 2.' }]);
  });
});

describe('request context', () => {
  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const given = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('req-12345678');
    const forged = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a\nb' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows configured CORS origins only', async () => {
    const allowed = await t.app.inject({
      url: '/healthz',
      headers: { origin: 'https://jenjang.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://jenjang.example');
    const other = await t.app.inject({
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /docs', async () => {
    const json = await t.app.inject('/docs/json');
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/explore-job/job', '/v1/feature-flags', '/healthz', '/readyz']),
    );
    const ui = await t.app.inject('/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('feature flags', () => {
  it('serves the flags with a 60 s cache lifetime', async () => {
    await t.database.execute(
      "insert into feature_flags (key, enabled, description) values ('testFlagOn', true, ''), ('testFlagOff', false, '')",
      [],
    );
    const res = await t.app.inject('/v1/feature-flags');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json().data.flags).toMatchObject({ testFlagOn: true, testFlagOff: false });
  });
});
