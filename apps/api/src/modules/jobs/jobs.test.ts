import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob } from '../../../seed/factories';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';

// 2026-11-21 10:00 WIB; the WIB calendar date is 2026-11-21.
const NOW = new Date('2026-11-21T03:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

let t: TestApp;
const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  const db = t.database.db;
  const company = await createCompany(db, { name: 'PT Uji Coba Sejahtera', cityId: 179 });
  const make = async (key: string, overrides: Record<string, unknown>) => {
    const job = await createJob(db, { companyId: company.id, cityId: 49180, ...overrides });
    slugs[key] = job.slug;
  };
  await make('newest', { role: 'Newest Role', publishedAt: hoursAgo(1), deadline: '2026-12-31' });
  await make('middle', {
    role: 'Middle Role',
    publishedAt: hoursAgo(5),
    deadline: null,
    salaryShown: false,
    salaryMin: 9_000_000,
    salaryMax: 12_000_000,
  });
  await make('deadlineToday', {
    role: 'Deadline Today',
    publishedAt: hoursAgo(10),
    deadline: '2026-11-21',
    applicantCount: 3,
    urgentlyNeeded: true,
  });
  await make('expired', {
    role: 'Expired Yesterday',
    publishedAt: hoursAgo(2),
    deadline: '2026-11-20',
  });
  await make('closed', { role: 'Closed Role', publishedAt: hoursAgo(3), status: 'closed' });
  for (let i = 0; i < 20; i += 1) {
    await make(`old${i}`, {
      role: `Older Role ${i}`,
      publishedAt: hoursAgo(100 + i),
      applicantCount: 50,
    });
  }
});
afterAll(async () => t.close());

async function list(query: string) {
  const res = await t.app.inject(`/v1/explore-job/job${query}`);
  return { status: res.statusCode, body: res.json() };
}

describe('GET /v1/explore-job/job', () => {
  it('lists open jobs newest first with a total', async () => {
    const { status, body } = await list('?page=1&limit=3');
    expect(status).toBe(200);
    expect(body.data.docs.map((d: { slug: string }) => d.slug)).toEqual([
      slugs.newest,
      slugs.middle,
      slugs.deadlineToday,
    ]);
    expect(body.data).toMatchObject({ totalDocs: 23, page: 1, limit: 3, totalPages: 8 });
  });

  it('excludes closed jobs and jobs whose deadline day has ended in Jakarta', async () => {
    const { body } = await list('?limit=100');
    const listed = body.data.docs.map((d: { slug: string }) => d.slug);
    expect(listed).not.toContain(slugs.closed);
    expect(listed).not.toContain(slugs.expired);
    expect(listed).toContain(slugs.deadlineToday);
    expect(body.data.totalDocs).toBe(23);
  });

  it('keeps a job open until 23:59:59 WIB of its deadline and hides it one second later', async () => {
    const lastSecond = await createTestApp({ clock: fixedClock('2026-11-21T16:59:59Z') });
    const nextDay = await createTestApp({ clock: fixedClock('2026-11-21T17:00:00Z') });
    try {
      for (const app of [lastSecond, nextDay]) {
        const company = await createCompany(app.database.db, {});
        await createJob(app.database.db, { companyId: company.id, deadline: '2026-11-21' });
      }
      const open = (await lastSecond.app.inject('/v1/explore-job/job')).json();
      const gone = (await nextDay.app.inject('/v1/explore-job/job')).json();
      expect(open.data.totalDocs).toBe(1);
      expect(gone.data.totalDocs).toBe(0);
    } finally {
      await lastSecond.close();
      await nextDay.close();
    }
    // Two more apps, each with its own database to migrate: on embedded PGlite, beside the other
    // test files, that alone can take most of 15 s on a busy machine.
  }, 60_000);

  it('answers an empty page beyond the last one, keeping the total', async () => {
    const { status, body } = await list('?page=50&limit=10');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ docs: [], totalDocs: 23, page: 50, totalPages: 3 });
  });

  it('refuses limits above 100 and pages below 1 with a clear 400', async () => {
    const tooMany = await list('?limit=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual([{ field: 'limit', message: 'Maksimal 100.' }]);
    const zero = await list('?page=0');
    expect(zero.status).toBe(400);
    expect(zero.body.details[0].field).toBe('page');
    // Ids beyond what an integer column holds are refused, not sent to the database.
    const huge = await list('?cityIds=2147483648&jobRoleIds=1');
    expect(huge.status).toBe(400);
    expect(huge.body.details).toEqual([{ field: 'cityIds.0', message: 'Maksimal 2147483647.' }]);
  });

  it('shapes each doc as existing clients read it and never leaks a hidden salary', async () => {
    const { body } = await list('?limit=3');
    const [newest, middle, today] = body.data.docs;
    expect(newest).toMatchObject({
      slug: slugs.newest,
      role: 'Newest Role',
      company: { name: 'PT Uji Coba Sejahtera', location: { city: { id: 179, name: 'Bandung' } } },
      location: { city: { id: 49180, name: 'Jakarta' }, country: { name: 'Indonesia' } },
      status: 'active', // the original API's word for open (decision 015)
    });
    expect(Array.isArray(newest.employmentTypes)).toBe(true);
    expect(['remote', 'onSite', 'hybrid']).toContain(newest.workplaceType);
    expect(middle).toMatchObject({ salaryShown: false, salaryMin: null, salaryMax: null });
    expect(today).toMatchObject({ urgentlyNeeded: true, thereAreStillFewApplicants: true });
    const older = (await list('?page=2&limit=10')).body.data.docs[0];
    expect(older.thereAreStillFewApplicants).toBe(false);
  });
});
