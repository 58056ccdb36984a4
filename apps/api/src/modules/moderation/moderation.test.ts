// Reporting jobs and the admin's review: one report per person and job, the threshold that puts
// a job under review (out of both search engines in the same request cycle), hide and restore,
// verification, the rate limit, who may see and do what, and the lists' server-side paging and
// search.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { createCompany, createJob } from '../../../seed/factories';
import { fixedClock } from '../../platform/clock';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshSearchIndex } from '../jobs/search/search-index.service';
import { createSearchApp, type SearchApp } from '../jobs/search/search-test-apps';

let t: TestApp;
const engines = {} as Record<'memory' | 'sql', SearchApp>;
const tokens: Record<string, string> = {};
let companyId: string;
let reportedJobId: string;
let otherJobId: string;
let flaggedJobId: string;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token;
}

const call = (method: 'GET' | 'POST', url: string, who: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}`, 'x-locale': 'en' } : {},
    ...(payload ? { payload } : {}),
  });

async function searchIds(engine: 'memory' | 'sql'): Promise<string[]> {
  const res = await engines[engine].app.inject('/v1/explore-job/job?limit=50');
  expect(res.statusCode).toBe(200);
  return res.json().data.docs.map((d: { id: string }) => d.id);
}

beforeAll(async () => {
  // Two reports hide a job here (the default is 3; the variable is what is tested).
  t = await createTestApp({
    env: { JOB_REPORT_HIDE_THRESHOLD: '2', RATE_LIMIT_JOB_REPORT_PER_USER: '5' },
  });
  const db = t.database.db;
  engines.memory = await createSearchApp(t.database, {
    clock: fixedClock(new Date()),
    engine: 'memory',
  });
  engines.sql = await createSearchApp(t.database, { clock: fixedClock(new Date()), engine: 'sql' });
  const company = await createCompany(db, { name: 'PT Moderasi Uji' });
  companyId = company.id;
  reportedJobId = (await createJob(db, { companyId, role: 'Admin Gudang' })).id;
  otherJobId = (await createJob(db, { companyId, role: 'Kasir' })).id;
  flaggedJobId = (
    await createJob(db, {
      companyId,
      role: 'Staf Data Entry',
      flagReasons: ['asksForMoney'],
    })
  ).id;
  for (const name of ['first', 'second', 'third', 'limited']) {
    const { user } = await createStudent(db);
    tokens[name] = await signIn(user.email);
  }
  for (const role of ['employer', 'mentor', 'admin'] as const) {
    const user = await createUser(db, { role });
    tokens[role] = await signIn(user.email);
  }
  await refreshSearchIndex({ db, clock: fixedClock(new Date()) });
});

afterAll(async () => {
  await engines.memory?.app.close();
  await engines.sql?.app.close();
  await t?.close();
});

describe('reporting a job', () => {
  it('stores one report per person; a second one keeps the first', async () => {
    const first = await call('POST', `/v1/job-portal/job/${reportedJobId}/report`, 'first', {
      reason: 'scam',
      note: 'Minta transfer lewat WhatsApp',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.result).toMatchObject({
      jobId: reportedJobId,
      reason: 'scam',
      note: 'Minta transfer lewat WhatsApp',
    });
    const again = await call('POST', `/v1/job-portal/job/${reportedJobId}/report`, 'first', {
      reason: 'misleading',
    });
    expect(again.json().data.result).toMatchObject({ reason: 'scam' });
    const [count] = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM job_reports WHERE job_id = ${reportedJobId}::uuid`,
    );
    expect(count?.n).toBe(1);
  });

  it('shows a person only their own report', async () => {
    const mine = await call('GET', `/v1/job-portal/job/${reportedJobId}/report`, 'first');
    expect(mine.json().data.result).toMatchObject({ reason: 'scam' });
    const theirs = await call('GET', `/v1/job-portal/job/${reportedJobId}/report`, 'second');
    expect(theirs.json().data.result).toBeNull();
  });

  it('refuses guests, unknown jobs and unknown reasons', async () => {
    const guest = await call('POST', `/v1/job-portal/job/${reportedJobId}/report`, null, {
      reason: 'scam',
    });
    expect(guest.statusCode).toBe(401);
    const unknown = await call(
      'POST',
      '/v1/job-portal/job/00000000-0000-4000-8000-000000000000/report',
      'second',
      { reason: 'scam' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageId).toBe('JOB_NOT_FOUND');
    const bad = await call('POST', `/v1/job-portal/job/${reportedJobId}/report`, 'second', {
      reason: 'ugly',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('hides the job from both search engines in the same request cycle at the threshold', async () => {
    expect(await searchIds('memory')).toContain(reportedJobId);
    expect(await searchIds('sql')).toContain(reportedJobId);
    const second = await call('POST', `/v1/job-portal/job/${reportedJobId}/report`, 'second', {
      reason: 'asksForMoney',
    });
    expect(second.statusCode).toBe(200);
    const memory = await searchIds('memory');
    expect(memory).not.toContain(reportedJobId);
    expect(memory).toContain(otherJobId);
    expect(await searchIds('sql')).not.toContain(reportedJobId);

    // Its page says it is under review and it takes no applications.
    const page = await t.app.inject(`/v1/job-portal/job/${reportedJobId}`);
    expect(page.json().data.result).toMatchObject({
      underReview: true,
      isClosed: true,
      closedReason: 'underReview',
    });
    const apply = await call('POST', `/v1/job-portal/job/${reportedJobId}/apply`, 'third', {
      answers: [],
    });
    expect(apply.json().messageId).toBe('JOB_CLOSED');
  });

  it('limits how many reports a person sends', async () => {
    const jobs = await Promise.all(
      Array.from({ length: 6 }, () => createJob(t.database.db, { companyId })),
    );
    const statuses = [];
    for (const job of jobs)
      statuses.push(
        (await call('POST', `/v1/job-portal/job/${job.id}/report`, 'limited', { reason: 'scam' }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the admin review', () => {
  it('lists reported jobs (with reasons, never reporters) and flagged postings', async () => {
    const reported = await call('GET', '/v1/admin/jobs/review?queue=reported', 'admin');
    expect(reported.statusCode).toBe(200);
    const job = reported.json().data.docs.find((d: { id: string }) => d.id === reportedJobId);
    expect(job).toMatchObject({ moderation: 'underReview', openReportCount: 2 });
    expect(job.reports.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'asksForMoney',
      'scam',
    ]);
    expect(JSON.stringify(job.reports)).not.toMatch(/userId|email/);
    const flagged = await call('GET', '/v1/admin/jobs/review?queue=flagged', 'admin');
    expect(flagged.json().data.docs.map((d: { id: string }) => d.id)).toEqual([flaggedJobId]);
  });

  it('restores a job into search, and its old reports no longer count', async () => {
    const res = await call('POST', `/v1/admin/jobs/${reportedJobId}/decision`, 'admin', {
      decision: 'restore',
    });
    expect(res.json().data.result).toMatchObject({ moderation: 'visible', openReportCount: 0 });
    expect(await searchIds('memory')).toContain(reportedJobId);
    // A new report alone (one of two needed) does not hide it again.
    await call('POST', `/v1/job-portal/job/${reportedJobId}/report`, 'third', {
      reason: 'misleading',
    });
    expect(await searchIds('memory')).toContain(reportedJobId);
  });

  it('hides a job for good and clears a flagged posting', async () => {
    const hide = await call('POST', `/v1/admin/jobs/${reportedJobId}/decision`, 'admin', {
      decision: 'hide',
    });
    expect(hide.json().data.result).toMatchObject({ moderation: 'removed' });
    expect(await searchIds('memory')).not.toContain(reportedJobId);
    expect(await searchIds('sql')).not.toContain(reportedJobId);
    const keep = await call('POST', `/v1/admin/jobs/${flaggedJobId}/decision`, 'admin', {
      decision: 'restore',
    });
    expect(keep.json().data.result).toMatchObject({ moderation: 'visible', flagsReviewed: true });
    const flagged = await call('GET', '/v1/admin/jobs/review?queue=flagged', 'admin');
    expect(flagged.json().data.docs).toEqual([]);
  });

  it('verifies a company (the badge shows on its page) and takes the badge away', async () => {
    const list = await call('GET', '/v1/admin/companies?verified=false', 'admin');
    expect(list.json().data.docs.map((c: { id: string }) => c.id)).toContain(companyId);
    const verify = await call('POST', `/v1/admin/companies/${companyId}/verification`, 'admin', {
      verified: true,
    });
    expect(verify.json().data.result.verifiedAt).toMatch(/^\d{4}-/);
    const slug = verify.json().data.result.slug;
    const page = await t.app.inject(`/v1/companies/slug/${slug}`);
    expect(page.json().data.result.verified).toBe(true);
    await call('POST', `/v1/admin/companies/${companyId}/verification`, 'admin', {
      verified: false,
    });
    expect((await t.app.inject(`/v1/companies/slug/${slug}`)).json().data.result.verified).toBe(
      false,
    );
  });

  it('refuses every admin endpoint to everyone but admins, and changes nothing', async () => {
    const endpoints: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/v1/admin/jobs/review'],
      ['POST', `/v1/admin/jobs/${otherJobId}/decision`, { decision: 'hide' }],
      ['GET', '/v1/admin/companies'],
      ['POST', `/v1/admin/companies/${companyId}/verification`, { verified: true }],
    ];
    const counts = { refused: 0, leaked: 0 };
    for (const who of [null, 'first', 'employer', 'mentor']) {
      for (const [method, url, body] of endpoints) {
        const res = await call(method, url, who, body);
        if (res.statusCode === (who ? 403 : 401)) counts.refused += 1;
        else counts.leaked += 1;
      }
    }
    console.log(
      `admin endpoints × non-admin roles: ${counts.refused} refused, ${counts.leaked} leaked`,
    );
    expect(counts).toEqual({ refused: 16, leaked: 0 });
    const [state] = await selectRows<{ moderation: string; verified: boolean }>(
      t.database.db,
      sql`SELECT j.moderation, c.verified_at IS NOT NULL AS verified
          FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ${otherJobId}::uuid`,
    );
    expect(state).toEqual({ moderation: 'visible', verified: false });
  });

  it('pages and searches the queue and the companies on the server', async () => {
    const db = t.database.db;
    const other = await createCompany(db, { name: 'PT Cari Halaman Sejahtera' });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push(
        (
          await createJob(db, {
            companyId: other.id,
            role: `Kurir Paket ${i}`,
            flagReasons: ['asksForIdCard'],
          })
        ).id,
      );
    const review = async (query: string) => {
      const res = await call('GET', `/v1/admin/jobs/review?${query}`, 'admin');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { docs: { id: string }[]; totalDocs: number; totalPages: number };
    };
    const pages = await Promise.all(
      [1, 2, 3].map((page) => review(`queue=flagged&search=kurir&limit=2&page=${page}`)),
    );
    expect(pages.map((p) => p.docs.length)).toEqual([2, 2, 1]);
    expect(pages[0]).toMatchObject({ totalDocs: 5, totalPages: 3 });
    expect(pages.flatMap((p) => p.docs.map((d) => d.id)).sort()).toEqual([...ids].sort());
    // The company's name matches too, in any case; the other company's jobs do not.
    expect((await review('search=CARI%20HALAMAN')).totalDocs).toBe(5);
    expect((await review('search=Kasir')).docs).toEqual([]);
    // LIKE's wildcards are plain characters; a page past the end still tells the total.
    expect((await review('search=%25')).totalDocs).toBe(0);
    expect(await review('queue=flagged&search=kurir&limit=2&page=9')).toMatchObject({
      docs: [],
      totalDocs: 5,
      totalPages: 3,
    });
    const tooLong = await call('GET', `/v1/admin/jobs/review?search=${'a'.repeat(101)}`, 'admin');
    expect(tooLong.statusCode).toBe(400);

    const companies = await call(
      'GET',
      '/v1/admin/companies?verified=all&search=cari%20halaman&limit=1',
      'admin',
    );
    expect(companies.json().data).toMatchObject({ totalDocs: 1, docs: [{ id: other.id }] });
  });
});
