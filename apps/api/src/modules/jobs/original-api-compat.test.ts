// Issue 11: clients written against the original API (scrapers, bots, its public test suite)
// work with nothing changed but the base URL. These are the requests they send, with the
// original's parameter spelling, on both search engines (decision 015).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createStudent } from '../../../seed/account-factories';
import { createCompany, createJob, ensureIndustry } from '../../../seed/factories';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshSearchIndex } from './search/search-index.service';
import { createSearchApp } from './search/search-test-apps';

// 2026-11-21 10:00 WIB.
const NOW = new Date('2026-11-21T03:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

let t: TestApp;
let sqlApp: FastifyInstance;
let app: FastifyInstance;
let studentToken: string;
const ids: Record<string, string> = {};
const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  sqlApp = (await createSearchApp(t.database, { clock: fixedClock(NOW), engine: 'sql' })).app;
  const db = t.database.db;
  const bank = await createCompany(db, {
    name: 'Bank Cempaka Raya',
    industryId: await ensureIndustry(db, 'bank'),
    cityId: 265,
  });
  const tech = await createCompany(db, {
    name: 'PT Awan Biru Digital',
    industryId: await ensureIndustry(db, 'teknologi-informasi'),
  });
  const job = async (key: string, overrides: Parameters<typeof createJob>[1]) => {
    const row = await createJob(
      db,
      { companyId: tech.id, publishedAt: hoursAgo(24), ...overrides },
      { now: NOW },
    );
    ids[key] = row.id;
    slugs[key] = row.slug;
  };
  await job('developer', {
    role: 'Backend Developer',
    cityId: 49180,
    salaryMin: 15_000_000,
    salaryMax: 25_000_000,
    skills: ['Go', 'PostgreSQL'],
    applicantCount: 12,
    publishedAt: hoursAgo(2),
    updatedAt: hoursAgo(1),
  });
  await job('teller', {
    role: 'Teller Bank',
    companyId: bank.id,
    cityId: 265,
    salaryMin: 5_000_000,
    salaryMax: 6_000_000,
  });
  await job('hidden', { role: 'Marketing Executive', salaryShown: false });
  await job('negotiable', { role: 'Sales Lapangan', salaryMin: null, salaryMax: null });
  await job('cashier', { role: 'Kasir Toko', salaryMin: 3_000_000, salaryMax: 4_000_000 });
  await job('closed', { role: 'Backend Developer Lama', status: 'closed' });
  await refreshSearchIndex({ db, clock: fixedClock(NOW) });

  const student = await createStudent(db);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email: student.user.email, password: FACTORY_PASSWORD },
  });
  studentToken = signIn.json().data.tokenData.token;
});
afterAll(async () => {
  await sqlApp.close();
  await t.close();
});

type Doc = Record<string, unknown> & { id: string };
async function list(query: string) {
  const res = await app.inject({ url: `/v1/explore-job/job?${query}` });
  const body = res.json();
  return {
    status: res.statusCode,
    data: body.data,
    ids: res.statusCode === 200 ? (body.data.docs as Doc[]).map((d) => d.id) : [],
  };
}
const open = () => [ids.developer, ids.teller, ids.hidden, ids.negotiable, ids.cashier];

describe.each(['memory', 'sql'] as const)('%s engine', (engine) => {
  beforeAll(() => {
    app = engine === 'memory' ? t.app : sqlApp;
  });

  it('reads keyword, q and keywords as search', async () => {
    for (const name of ['keyword', 'q', 'keywords', 'search']) {
      const found = await list(`${name}=developer`);
      expect(found.status, name).toBe(200);
      expect(found.ids, name).toEqual([ids.developer]);
    }
  });

  it('reads per_page as limit', async () => {
    const page = await list('per_page=2&page=2');
    expect(page.data).toMatchObject({ limit: 2, page: 2, totalDocs: 5, totalPages: 3 });
    expect(page.ids).toHaveLength(2);
  });

  it('filters by categorySlug, so walking until an empty page ends', async () => {
    expect((await list('categorySlug=bank')).ids).toEqual([ids.teller]);
    const beyond = await list('categorySlug=bank&page=2&per_page=1');
    expect(beyond.ids).toEqual([]);
    expect((await list('categorySlug=no-such-category')).ids).toEqual([]);
  });

  it('reads salaryMax=0 as no upper limit', async () => {
    expect(new Set((await list('salaryMax=0')).ids)).toEqual(new Set(open()));
    expect(new Set((await list('salaryMin=5000000&salaryMax=0')).ids)).toEqual(
      new Set([ids.developer, ids.teller]),
    );
  });

  it('includes negotiable and hidden salaries with includeNegotiableSalary=true', async () => {
    const without = await list('salaryMin=5000000');
    expect(new Set(without.ids)).toEqual(new Set([ids.developer, ids.teller]));
    const withNegotiable = await list('salaryMin=5000000&includeNegotiableSalary=true');
    expect(new Set(withNegotiable.ids)).toEqual(
      new Set([ids.developer, ids.teller, ids.hidden, ids.negotiable]),
    );
    const noBound = await list('salaryMax=0&includeNegotiableSalary=true');
    expect(new Set(noBound.ids)).toEqual(new Set(open()));
  });

  it('accepts the parameters the original takes and Jenjang does not use, without effect', async () => {
    const plain = await list('keyword=developer');
    const withExtras = await list(
      'keyword=developer&published=true&status=active&sortBy=publishedAt&shortBy=desc' +
        '&prioritizeNonFilledApplicantQuota=true&boostTheBoostedJob=true' +
        '&externalPlatformApplyUrlSet=false&trId=abc123&guest=true&readPreference=secondaryPreferred',
    );
    expect(withExtras.status).toBe(200);
    expect(withExtras.ids).toEqual(plain.ids);
  });

  it("carries the original's field names next to Jenjang's", async () => {
    const [doc] = (await list('keyword=developer')).data.docs as Doc[];
    expect(doc).toMatchObject({
      city: { id: 49180, name: 'Jakarta' },
      country: { name: 'Indonesia' },
      location: { city: { id: 49180, name: 'Jakarta' }, country: { name: 'Indonesia' } },
      salaryRange: { start: 15_000_000, end: 25_000_000 },
      salaryMin: 15_000_000,
      salaryType: 'monthly',
      status: 'active',
      categorySlug: 'teknologi-informasi',
      latestUpdatedAt: hoursAgo(1).toISOString(),
      lastActivelyHiringAt: hoursAgo(1).toISOString(),
      skills: [{ name: 'Go' }, { name: 'PostgreSQL' }],
      stats: { applicantCount: 12 },
    });
    const hidden = (await list('keyword=marketing')).data.docs[0] as Doc;
    expect(hidden.salaryRange).toEqual({ start: null, end: null });
  });
});

describe('job detail', () => {
  it('carries the original field names by slug and by id', async () => {
    for (const url of [
      `/v1/job-portal/job/slug/${slugs.developer}`,
      `/v1/job-portal/job/${ids.developer}`,
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.result, url).toMatchObject({
        city: { id: 49180, name: 'Jakarta' },
        country: { name: 'Indonesia' },
        salaryRange: { start: 15_000_000, end: 25_000_000 },
        status: 'active',
        categorySlug: 'teknologi-informasi',
        skills: [{ name: 'Go' }, { name: 'PostgreSQL' }],
        stats: { applicantCount: 12 },
        company: {
          name: 'PT Awan Biru Digital',
          description: 'PT Awan Biru Digital is a fictional company used in tests.',
          insight: { benefits: expect.arrayContaining(['medicalLeave']) },
        },
      });
    }
    const closed = await t.app.inject({ url: `/v1/job-portal/job/slug/${slugs.closed}` });
    expect(closed.json().data.result.status).toBe('closed');
  });
});

describe('recommendations', () => {
  it('answer the list shape for guests and job seekers, with page and limit honoured', async () => {
    for (const headers of [{}, { authorization: `Bearer ${studentToken}` }]) {
      const first = await t.app.inject({
        url: '/v1/explore-job/job/recommendation?page=1&limit=2',
        headers,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ totalDocs: 5, page: 1, limit: 2, totalPages: 3 });
      expect(first.json().data.docs).toHaveLength(2);
      expect(first.json().data.docs[0]).toHaveProperty('salaryRange');
      const last = await t.app.inject({
        url: '/v1/explore-job/job/recommendation?page=3&limit=2',
        headers,
      });
      expect(last.json().data.docs).toHaveLength(1);
      const beyond = await t.app.inject({
        url: '/v1/explore-job/job/recommendation?page=9&limit=2',
        headers,
      });
      expect(beyond.json().data).toMatchObject({ docs: [], totalDocs: 5, page: 9 });
    }
  });
});

describe('errors', () => {
  it("keep the original's message where clients test it, the person's text beside it", async () => {
    const malformed = await t.app.inject({
      url: '/v1/explore-job/job?page=0',
      headers: { 'accept-language': 'en' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      statusCode: 400,
      messageId: 'VALIDATION_ERROR',
      message: 'Bad Request',
      localizedMessage: 'The request is invalid. Check the fields listed.',
    });
    const student = await createStudent(t.database.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/login/email',
      payload: { email: student.user.email, password: 'Bukan-Sandinya-99' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      messageId: 'INVALID_CREDENTIALS',
      message: 'Password WRONG',
      localizedMessage: 'Email atau kata sandi salah.',
    });
  });
});
