import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../../seed/account-factories';
import { createCompany, createJob } from '../../../../seed/factories';
import { fixedClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listSavedJobs } from './saved.service';

const NOW = new Date('2026-11-21T03:00:00Z');
let t: TestApp;
let token: string;
let otherToken: string;
let employerToken: string;
const jobs: Record<string, string> = {};

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.tokenData.token;
}

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  const db = t.database.db;
  const company = await createCompany(db, {});
  jobs.a = (await createJob(db, { companyId: company.id, role: 'Job A' }, { now: NOW })).id;
  jobs.b = (await createJob(db, { companyId: company.id, role: 'Job B' }, { now: NOW })).id;
  jobs.expired = (
    await createJob(
      db,
      { companyId: company.id, role: 'Job Expired', deadline: '2026-11-25' },
      { now: NOW },
    )
  ).id;
  const me = await createStudent(db);
  const other = await createStudent(db);
  const employer = await createUser(db, { role: 'employer' });
  token = await signIn(me.user.email);
  otherToken = await signIn(other.user.email);
  employerToken = await signIn(employer.email);
});
afterAll(async () => t.close());

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, bearer: string | null = token) =>
  t.app.inject({ method, url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('saved jobs', () => {
  it('saves idempotently and lists newest saved first', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await call('POST', `/v1/job-portal/job/${jobs.a}/save`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ jobId: jobs.a, saved: true });
    }
    await call('POST', `/v1/job-portal/job/${jobs.b}/save`);
    const list = (await call('GET', '/v1/explore-job/job/saved')).json().data;
    expect(list.totalDocs).toBe(2);
    expect(list.docs.map((d: { id: string }) => d.id)).toEqual([jobs.b, jobs.a]);
  });

  it('unsaves idempotently', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await call('DELETE', `/v1/job-portal/job/${jobs.b}/save`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.saved).toBe(false);
    }
    const list = (await call('GET', '/v1/explore-job/job/saved')).json().data;
    expect(list.docs.map((d: { id: string }) => d.id)).toEqual([jobs.a]);
  });

  it('survives concurrent double saves', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/v1/job-portal/job/${jobs.b}/save`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await call('GET', '/v1/explore-job/job/saved')).json().data.totalDocs).toBe(2);
  });

  it('keeps each person’s saved jobs to themselves', async () => {
    expect((await call('GET', '/v1/explore-job/job/saved', otherToken)).json().data.totalDocs).toBe(
      0,
    );
    const ids = await call(
      'GET',
      `/v1/explore-job/job/saved/ids?jobIds=${jobs.a}&jobIds=${jobs.b}`,
    );
    expect(ids.json().data.jobIds.sort()).toEqual([jobs.a, jobs.b].sort());
    const theirs = await call('GET', `/v1/explore-job/job/saved/ids?jobIds=${jobs.a}`, otherToken);
    expect(theirs.json().data.jobIds).toEqual([]);
  });

  it('requires a signed-in job seeker', async () => {
    expect((await call('GET', '/v1/explore-job/job/saved', null)).statusCode).toBe(401);
    expect(
      (await call('POST', `/v1/job-portal/job/${jobs.a}/save`, 'not-a-token')).statusCode,
    ).toBe(401);
    const employer = await call('POST', `/v1/job-portal/job/${jobs.a}/save`, employerToken);
    expect(employer.statusCode).toBe(403);
  });

  it('answers 404 for unknown jobs', async () => {
    const res = await call('POST', '/v1/job-portal/job/00000000-0000-4000-8000-000000000000/save');
    expect(res.statusCode).toBe(404);
    expect(res.json().messageId).toBe('JOB_NOT_FOUND');
    expect((await call('POST', '/v1/job-portal/job/not-a-uuid/save')).statusCode).toBe(404);
  });

  it('keeps a saved job listed after its deadline, marked closed', async () => {
    await call('POST', `/v1/job-portal/job/${jobs.expired}/save`);
    const me = (await call('GET', '/v1/login/self')).json().data;
    const userId: string = me.user?.id ?? me.id;
    const statusAt = async (at: string) => {
      const page = await listSavedJobs(
        { db: t.database.db, clock: fixedClock(at) },
        { userId, page: 1, limit: 20, locale: 'id' },
      );
      return page.docs.find((d) => d.id === jobs.expired)?.status;
    };
    // The deadline 2026-11-25 ends at 23:59:59 WIB = 16:59:59 UTC.
    expect(await statusAt('2026-11-25T16:59:59Z')).toBe('active');
    expect(await statusAt('2026-11-25T17:00:00Z')).toBe('closed');
  });
});
