import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FACTORY_PASSWORD,
  createStudent,
  createUser,
  ensureJobRole,
} from '../../../../seed/account-factories';
import { createCompany, createJob } from '../../../../seed/factories';
import { studentProfiles } from '../../students/students.schema';
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
      status: 'active', // the original API's word for open (decision 015)
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

  async function tokenFor(email: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/login/email',
      payload: { email, password: FACTORY_PASSWORD },
    });
    return res.json().data.tokenData.token;
  }

  it('puts a job seeker’s preferred city first and leaves out what they saved', async () => {
    const db = t.database.db;
    const { user, profile } = await createStudent(db);
    await db
      .update(studentProfiles)
      .set({ preferredCityIds: [49180] })
      .where(eq(studentProfiles.id, profile.id));
    const auth = { authorization: `Bearer ${await tokenFor(user.email)}` };

    const first = await get('/v1/explore-job/job/recommendation?limit=10', auth);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const ids = first.json().data.docs.map((d: { id: string }) => d.id);
    expect(ids[0]).toBe(jobs.otherCity!.id);

    const saved = await t.app.inject({
      method: 'POST',
      url: `/v1/job-portal/job/${jobs.otherCity!.id}/save`,
      headers: auth,
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get('/v1/explore-job/job/recommendation?limit=10', auth)).json();
    expect(after.data.docs.map((d: { id: string }) => d.id)).not.toContain(jobs.otherCity!.id);
  });

  it('ranks the roles of recently viewed jobs first', async () => {
    const db = t.database.db;
    const { user } = await createStudent(db);
    const auth = { authorization: `Bearer ${await tokenFor(user.email)}` };
    const company = await createCompany(db, { name: 'PT Rekomendasi Aktivitas', cityId: 49180 });
    const jobRoleId = await ensureJobRole(db, 'barista-rekomendasi');
    const viewed = await createJob(
      db,
      { companyId: company.id, role: 'Barista Senior', cityId: 49180, jobRoleId },
      { now: NOW },
    );
    const sibling = await createJob(
      db,
      { companyId: company.id, role: 'Barista Junior', cityId: 49180, jobRoleId },
      { now: NOW },
    );
    const view = await t.app.inject({
      method: 'POST',
      url: '/v1/job-portal/student-activity',
      headers: auth,
      payload: { type: 'jobView', jobId: viewed.id },
    });
    expect(view.statusCode).toBeLessThan(300);
    const ids = (await get('/v1/explore-job/job/recommendation?limit=3', auth))
      .json()
      .data.docs.map((d: { id: string }) => d.id);
    expect(ids.slice(0, 2).sort()).toEqual([viewed.id, sibling.id].sort());
  });

  it('gives other roles the guests’ list', async () => {
    const employer = await createUser(t.database.db, { role: 'employer' });
    const auth = { authorization: `Bearer ${await tokenFor(employer.email)}` };
    const res = await get('/v1/explore-job/job/recommendation?limit=10', auth);
    expect(res.statusCode).toBe(200);
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

  it('refuses a category id beyond an integer column with 400 (the database answered 500)', async () => {
    const huge = await get('/v1/job-portal/job-role?categoryId=2147483648');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details).toEqual([{ field: 'categoryId', message: 'Maksimal 2147483647.' }]);
  });
});
