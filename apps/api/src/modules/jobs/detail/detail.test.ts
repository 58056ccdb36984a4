import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob } from '../../../../seed/factories';
import { fixedClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';

const NOW = new Date('2026-11-21T03:00:00Z');
let t: TestApp;
const jobs: Record<string, { id: string; slug: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  const db = t.database.db;
  const company = await createCompany(db, { name: 'PT Detail Sejahtera', cityId: 179 });
  const make = async (key: string, overrides: Parameters<typeof createJob>[1]) => {
    const row = await createJob(db, { companyId: company.id, ...overrides }, { now: NOW });
    jobs[key] = { id: row.id, slug: row.slug };
  };
  await make('open', { role: 'Data Analyst', cityId: 179, descriptionEn: '<p>Analyse data.</p>' });
  await make('closed', { role: 'Data Analyst Closed', status: 'closed' });
  await make('expired', { role: 'Data Analyst Expired', deadline: '2026-11-20' });
  await make('sameCity', { role: 'Data Analyst Bandung', cityId: 179 });
  await make('otherCity', { role: 'Data Analyst Jakarta', cityId: 49180 });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('job detail', () => {
  it('answers an open job by slug with every field, in the asked language', async () => {
    const res = await get(`/v1/job-portal/job/slug/${jobs.open!.slug}`, {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    const job = res.json().data.result;
    expect(job).toMatchObject({
      id: jobs.open!.id,
      role: 'Data Analyst',
      isClosed: false,
      closedReason: null,
      status: 'open',
      description: '<p>Analyse data.</p>',
      company: { name: 'PT Detail Sejahtera' },
      companyDetail: { openJobCount: 3, fundingStage: 'seriesA' },
    });
    expect(job.requirements).toContain('<li>');
  });

  it('answers by id too', async () => {
    const res = await get(`/v1/job-portal/job/${jobs.open!.id}`);
    expect(res.json().data.result.slug).toBe(jobs.open!.slug);
  });

  it('still answers closed and expired jobs, marked closed', async () => {
    const closed = (await get(`/v1/job-portal/job/slug/${jobs.closed!.slug}`)).json().data.result;
    expect(closed).toMatchObject({ isClosed: true, closedReason: 'closed', status: 'closed' });
    const expired = (await get(`/v1/job-portal/job/${jobs.expired!.id}`)).json().data.result;
    expect(expired).toMatchObject({ isClosed: true, closedReason: 'expired', status: 'closed' });
  });

  it('answers 404 JOB_NOT_FOUND for unknown slugs and malformed ids', async () => {
    for (const url of ['/v1/job-portal/job/slug/no-such-job', '/v1/job-portal/job/not-a-uuid']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageId).toBe('JOB_NOT_FOUND');
    }
  });
});

describe('similar and recommended jobs', () => {
  it('lists open similar jobs, same city first, never the job itself or closed ones', async () => {
    const res = await get(`/v1/explore-job/job/${jobs.open!.id}/similar`);
    const similar = res.json().data.docs.map((d: { id: string }) => d.id);
    expect(similar[0]).toBe(jobs.sameCity!.id);
    expect(similar).toContain(jobs.otherCity!.id);
    expect(similar).not.toContain(jobs.open!.id);
    expect(similar).not.toContain(jobs.closed!.id);
    expect(similar).not.toContain(jobs.expired!.id);
  });

  it('recommends open jobs to guests', async () => {
    const res = await get('/v1/explore-job/job/recommendation?limit=10');
    const recommended = res.json().data.docs.map((d: { id: string }) => d.id);
    expect(recommended.sort()).toEqual(
      [jobs.open!.id, jobs.sameCity!.id, jobs.otherCity!.id].sort(),
    );
  });
});

describe('taxonomy', () => {
  it('lists cities with the spec ids and open-job counts', async () => {
    const cities = (await get('/v1/job-portal/job/city')).json().data.docs;
    expect(cities.find((c: { id: number }) => c.id === 179)).toMatchObject({
      name: 'Bandung',
      jobCount: 2,
    });
  });

  it('lists industries, role categories and roles', async () => {
    for (const url of [
      '/v1/job-portal/job-category',
      '/v1/job-portal/job-role-category',
      '/v1/job-portal/job-role',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json().data.docs)).toBe(true);
    }
    const industries = (await get('/v1/job-portal/job-category')).json().data.docs;
    expect(industries[0].jobCount).toBeGreaterThanOrEqual(0);
  });

  it('matches role names and refuses a call without names', async () => {
    const res = await get('/v1/job-portal/job-role/match-by-names?names=Nothing%20Like%20It');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.docs).toEqual([{ name: 'Nothing Like It', role: null }]);
    expect((await get('/v1/job-portal/job-role/match-by-names')).statusCode).toBe(400);
  });
});
