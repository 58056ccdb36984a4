// What the platform answers to requests no correct client sends: broken percent-encoding, path
// parameters longer than any address, text PostgreSQL cannot store, OPTIONS that is no preflight.
// Always the error envelope, never a 500, never a quote of what was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';

const MARK = 'zqmark<script>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'https://jenjang.example' } });
  t.app.post(
    '/test/text',
    {
      schema: {
        body: z.object({
          name: z.string().optional(),
          skills: z.array(z.object({ name: z.string() })).optional(),
          payload: z.record(z.string(), z.unknown()).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  await t.app.ready();
});
afterAll(async () => t.close());

const envelopeOf = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('broken URLs', () => {
  it('answers bad percent-encoding with 400 BAD_REQUEST naming the url, quoting nothing', async () => {
    for (const url of [
      `/v1/job-portal/job/slug/zqmark%E0%A4%A`,
      `/v1/nothing/zqmark%zz`,
      `/v1/job-portal/job/zqmark%`,
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(envelopeOf(res.body)).toEqual({
        statusCode: 400,
        label: 'Bad Request',
        messageId: 'BAD_REQUEST',
        message: 'Bad Request',
        localizedMessage: 'The request cannot be processed.',
        details: [{ field: 'url', message: 'The address is not correctly percent-encoded.' }],
      });
      expect(res.body).not.toContain('zqmark');
    }
  });

  it('answers a path parameter longer than any address with 404 ROUTE_NOT_FOUND', async () => {
    const res = await t.app.inject(`/v1/job-portal/job/slug/${'zqmark'.repeat(40)}`);
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res.body)).toMatchObject({ messageId: 'ROUTE_NOT_FOUND' });
    expect(res.body).not.toContain('zqmark');
  });

  it('lets a slug as long as the contract allows (200) reach its route', async () => {
    const res = await t.app.inject(`/v1/job-portal/job/slug/${'a'.repeat(180)}`);
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res.body).messageId).toBe('JOB_NOT_FOUND');
  });

  it('answers an unknown address without quoting it', async () => {
    const res = await t.app.inject(`/v1/${encodeURIComponent(MARK)}?q=${encodeURIComponent(MARK)}`);
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res.body)).toMatchObject({ messageId: 'ROUTE_NOT_FOUND' });
    expect(res.body).not.toContain('zqmark');
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses NUL in a path parameter and a query value with 400 naming the field', async () => {
    // Both answered 500 before: the database refused the NUL inside the query.
    const slug = await t.app.inject('/v1/job-portal/job/slug/zqmark%00');
    expect(slug.statusCode).toBe(400);
    expect(envelopeOf(slug.body)).toEqual({
      statusCode: 400,
      label: 'Bad Request',
      messageId: 'VALIDATION_ERROR',
      message: 'Bad Request',
      localizedMessage: 'Permintaan tidak valid. Periksa kolom yang ditandai.',
      details: [
        {
          field: 'slug',
          message: 'Berisi karakter yang tidak diizinkan (NUL atau karakter Unicode yang rusak).',
        },
      ],
    });
    const names = await t.app.inject('/v1/job-portal/job-role/match-by-names?names=a&names=b%00');
    expect(names.statusCode).toBe(400);
    expect(envelopeOf(names.body).details).toEqual([
      { field: 'names.1', message: expect.stringContaining('NUL') },
    ]);
    expect(slug.body + names.body).not.toContain('zqmark');
  });

  it('refuses NUL and lone surrogates anywhere in a JSON body, naming the top field', async () => {
    const cases: [unknown, string][] = [
      [{ name: `${MARK}\u0000` }, 'name'],
      [{ name: `\ud800${MARK}` }, 'name'],
      [{ skills: [{ name: 'ok' }, { name: `${MARK}\udfff` }] }, 'skills.1'],
      // A record's keys are the client's: the field stops above them.
      [{ payload: { [MARK]: { deeper: `a\u0000` } } }, 'payload'],
      [{ payload: { [`${MARK}\u0000`]: 1 } }, 'payload'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/test/text',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
      expect(res.statusCode, field).toBe(400);
      expect(envelopeOf(res.body)).toMatchObject({
        messageId: 'VALIDATION_ERROR',
        details: [
          {
            field,
            message:
              'Contains a character that is not allowed (a NUL or a broken Unicode character).',
          },
        ],
      });
      expect(res.body).not.toContain('zqmark');
    }
  });

  it('accepts valid surrogate pairs and ignores what the contract does not take', async () => {
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/test/text',
      payload: { name: 'Dewi 🙂', unknown: 'a\u0000' },
    });
    expect(emoji.statusCode).toBe(200);
    const extraQuery = await t.app.inject('/healthz?zqmark=%00');
    expect(extraQuery.statusCode).toBe(200);
  });
});

describe('OPTIONS', () => {
  it('answers an OPTIONS that is no preflight without the plain-text 400', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/v1/users/me' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still answers a browser preflight from an allowed origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/users/me',
      headers: { origin: 'https://jenjang.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://jenjang.example');
  });
});
