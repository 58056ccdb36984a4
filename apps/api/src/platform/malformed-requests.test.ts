// What the platform answers to requests no correct client sends: broken percent-encoding, path
// parameters longer than any address, text PostgreSQL cannot store, OPTIONS that is no preflight.
// Always the error envelope, never a 500, never a quote of what was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const MARK = 'zqmark<script>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'https://jenjang.example' } });
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
        message: 'The request cannot be processed.',
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
