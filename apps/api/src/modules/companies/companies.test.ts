// Exploring companies and a company's page, against a hand-built fixture whose response figures
// are worked out by hand below.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../../seed/account-factories';
import { createCompany, createJob, ensureCity, ensureIndustry } from '../../../seed/factories';
import type { Database } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyLocations, companyPhotos } from './companies.schema';

const DAY_MS = 86_400_000;
const JAKARTA = 49180;
const BANDUNG = 179;
const SURABAYA = 265;

let t: TestApp;
const slugs: Record<'alpha' | 'bank' | 'zeta', string> = { alpha: '', bank: '', zeta: '' };

/** An application made `appliedDaysAgo` ago, with its moves (actor, days after applying). */
async function apply(
  db: Database,
  jobId: string,
  appliedDaysAgo: number,
  moves: { actor: 'employer' | 'system'; afterDays: number }[],
  withdrawn = false,
) {
  const { user, profile } = await createStudent(db);
  const appliedAt = new Date(Date.now() - appliedDaysAgo * DAY_MS);
  const rows = await db.execute<{ id: string }>(
    sql`INSERT INTO applications (job_id, student_id, user_id, type, status, created_at, updated_at, withdrawn_at)
        VALUES (${jobId}::uuid, ${profile.id}::uuid, ${user.id}::uuid, 'easyApply', 'notProcessed',
                ${appliedAt.toISOString()}::timestamptz, ${appliedAt.toISOString()}::timestamptz,
                ${withdrawn ? appliedAt.toISOString() : null}::timestamptz)
        RETURNING id`,
  );
  const applicationId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  await db.execute(
    sql`INSERT INTO application_status_history (application_id, from_status, to_status, actor, created_at)
        VALUES (${applicationId}::uuid, NULL, 'notProcessed', 'candidate', ${appliedAt.toISOString()}::timestamptz)`,
  );
  for (const move of moves) {
    const at = new Date(appliedAt.getTime() + move.afterDays * DAY_MS);
    await db.execute(
      sql`INSERT INTO application_status_history (application_id, from_status, to_status, actor, created_at)
          VALUES (${applicationId}::uuid, 'notProcessed', ${move.actor === 'system' ? 'expired' : 'review'},
                  ${move.actor}, ${at.toISOString()}::timestamptz)`,
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await ensureCity(db, BANDUNG);
  await ensureCity(db, SURABAYA);
  const tech = await ensureIndustry(db, 'teknologi-informasi');
  const bank = await ensureIndustry(db, 'bank');
  const alpha = await createCompany(db, {
    name: 'PT Alpha Teknologi',
    industryId: tech,
    cityId: JAKARTA,
    size: '51-200',
  });
  const bankCo = await createCompany(db, {
    name: 'PT Bank Sentosa 100%',
    industryId: bank,
    cityId: BANDUNG,
    size: '1001-5000',
    verifiedAt: new Date(Date.now() - 3 * DAY_MS),
  });
  const zeta = await createCompany(db, {
    name: 'PT Zeta Kopi',
    industryId: tech,
    cityId: JAKARTA,
    size: '11-50',
  });
  slugs.alpha = alpha.slug;
  slugs.bank = bankCo.slug;
  slugs.zeta = zeta.slug;
  await db.insert(companyLocations).values([
    { companyId: alpha.id, cityId: JAKARTA, address: 'Jl. Sudirman 1', isHeadOffice: true },
    { companyId: bankCo.id, cityId: BANDUNG, address: 'Jl. Asia Afrika 8', isHeadOffice: true },
    { companyId: bankCo.id, cityId: SURABAYA, address: 'Kantor cabang', isHeadOffice: false },
  ]);
  await db.insert(companyPhotos).values([
    {
      companyId: alpha.id,
      url: '/company-photos/team.svg',
      captionId: 'Tim',
      captionEn: 'Team',
      position: 1,
    },
    {
      companyId: alpha.id,
      url: '/company-photos/office.svg',
      captionId: 'Kantor',
      captionEn: 'Office',
      position: 0,
    },
  ]);

  const alphaJobs = await Promise.all(
    ['Backend Engineer', 'Data Analyst', 'Product Designer'].map((role) =>
      createJob(db, { companyId: alpha.id, role }),
    ),
  );
  await createJob(db, { companyId: alpha.id, role: 'Closed Role', status: 'closed' });
  await createJob(db, { companyId: alpha.id, role: 'Hidden Role', moderation: 'underReview' });
  const bankJob = await createJob(db, { companyId: bankCo.id, role: 'Teller', cityId: BANDUNG });

  // Alpha: answered after 1 and 3 days (the later move does not count), one never answered
  // (only the system expired it), one withdrawn (left out), one applied 400 days ago (outside
  // the year). Figures: 3 applications, median 2 days, 2/3 answered.
  const job = alphaJobs[0]!.id;
  await apply(db, job, 20, [
    { actor: 'employer', afterDays: 1 },
    { actor: 'employer', afterDays: 5 },
  ]);
  await apply(db, alphaJobs[1]!.id, 20, [{ actor: 'employer', afterDays: 3 }]);
  await apply(db, job, 20, [{ actor: 'system', afterDays: 10 }]);
  await apply(db, job, 10, [{ actor: 'employer', afterDays: 0.1 }], true);
  await apply(db, job, 400, [{ actor: 'employer', afterDays: 0.1 }]);
  // Bank: one application answered in half a day: median 0.5, all answered.
  await apply(db, bankJob.id, 5, [{ actor: 'employer', afterDays: 0.5 }]);
});

afterAll(async () => {
  await t?.close();
});

const explore = (query: string, lang = 'id') =>
  t.app.inject({ method: 'GET', url: `/v1/companies?${query}`, headers: { 'x-locale': lang } });
const slugsOf = (res: { json(): { data: { docs: { slug: string }[] } } }) =>
  res.json().data.docs.map((d) => d.slug);

describe('GET /v1/companies', () => {
  it('sorts by open jobs by default, then by name; cards carry counts and figures', async () => {
    const res = await explore('');
    expect(res.statusCode).toBe(200);
    expect(slugsOf(res)).toEqual([slugs.alpha, slugs.bank, slugs.zeta]);
    const [alpha, bank, zeta] = res.json().data.docs;
    expect(alpha).toMatchObject({
      name: 'PT Alpha Teknologi',
      openJobCount: 3,
      verified: false,
      size: '51-200',
      city: { id: JAKARTA, name: 'Jakarta' },
      industry: { slug: 'teknologi-informasi' },
      response: { applicationCount: 3, medianDaysToFirstResponse: 2, answeredShare: 0.667 },
    });
    expect(bank).toMatchObject({
      openJobCount: 1,
      verified: true,
      response: { applicationCount: 1, medianDaysToFirstResponse: 0.5, answeredShare: 1 },
    });
    expect(zeta).toMatchObject({
      openJobCount: 0,
      response: { applicationCount: 0, medianDaysToFirstResponse: null, answeredShare: null },
    });
    expect(res.json().data).toMatchObject({ totalDocs: 3, page: 1, totalPages: 1 });
  });

  it('sorts by fastest response (no answers last) and by name', async () => {
    expect(slugsOf(await explore('sort=fastestResponse'))).toEqual([
      slugs.bank,
      slugs.alpha,
      slugs.zeta,
    ]);
    expect(slugsOf(await explore('sort=name'))).toEqual([slugs.alpha, slugs.bank, slugs.zeta]);
  });

  it('filters by industry, by any office city, by size and by open jobs', async () => {
    const bank = await ensureIndustry(t.database.db, 'bank');
    expect(slugsOf(await explore(`industryIds=${bank}`))).toEqual([slugs.bank]);
    // Surabaya is only a branch office of the bank.
    expect(slugsOf(await explore(`cityIds=${SURABAYA}`))).toEqual([slugs.bank]);
    expect(slugsOf(await explore(`cityIds=${JAKARTA}&cityIds=${SURABAYA}&sort=name`))).toEqual([
      slugs.alpha,
      slugs.bank,
      slugs.zeta,
    ]);
    expect(slugsOf(await explore('sizes=11-50&sizes=51-200&sort=name'))).toEqual([
      slugs.alpha,
      slugs.zeta,
    ]);
    expect(slugsOf(await explore('hasOpenJobs=false'))).toEqual([slugs.zeta]);
    expect(slugsOf(await explore('hasOpenJobs=true&sort=name'))).toEqual([slugs.alpha, slugs.bank]);
  });

  it('searches names without case, and % or _ typed are letters', async () => {
    expect(slugsOf(await explore('search=zeta'))).toEqual([slugs.zeta]);
    expect(slugsOf(await explore(`search=${encodeURIComponent('100%')}`))).toEqual([slugs.bank]);
    expect(slugsOf(await explore(`search=${encodeURIComponent('%')}`))).toEqual([slugs.bank]);
    expect(slugsOf(await explore('search=_'))).toEqual([]);
  });

  it('pages', async () => {
    const res = await explore('limit=2&page=2');
    expect(slugsOf(res)).toEqual([slugs.zeta]);
    expect(res.json().data).toMatchObject({ totalDocs: 3, page: 2, limit: 2, totalPages: 2 });
    const past = await explore('limit=2&page=5');
    expect(past.json().data).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it('refuses a bad filter with 400 and the field', async () => {
    const res = await explore('sizes=huge');
    expect(res.statusCode).toBe(400);
    expect(res.json().messageId).toBe('VALIDATION_ERROR');
  });

  it('offers the filters that have companies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/companies/filters' });
    const data = res.json().data;
    expect(data.industries.map((i: { slug: string }) => i.slug).sort()).toEqual([
      'bank',
      'teknologi-informasi',
    ]);
    expect(data.cities).toEqual(
      expect.arrayContaining([{ id: SURABAYA, name: 'Surabaya', companyCount: 1 }]),
    );
    expect(data.sizes[0]).toBe('1-10');
  });
});

describe('GET /v1/companies/slug/{slug}', () => {
  it("answers a company's page with photos in order, offices, culture, visible open jobs", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/companies/slug/${slugs.alpha}`,
      headers: { 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const company = res.json().data.result;
    expect(company).toMatchObject({
      slug: slugs.alpha,
      website: `https://${slugs.alpha}.example.id`,
      fundingStage: 'seriesA',
      foundedYear: 2018,
      verified: false,
      verifiedAt: null,
      openJobCount: 3,
      response: { applicationCount: 3, medianDaysToFirstResponse: 2, answeredShare: 0.667 },
      locations: [{ cityId: JAKARTA, city: 'Jakarta', isHeadOffice: true }],
      photos: [
        { url: '/company-photos/office.svg', caption: 'Office', position: 0 },
        { url: '/company-photos/team.svg', caption: 'Team', position: 1 },
      ],
    });
    expect(company.description).toContain('fictional');
    expect(company.cultureValues).toEqual([
      { key: 'innovative', icon: 'lightbulb' },
      { key: 'collaborative', icon: 'users' },
      { key: 'integrity', icon: 'shield-check' },
    ]);
    expect(company.benefits[0]).toEqual({ value: 'medicalLeave', icon: 'stethoscope' });
    expect(company.openJobs.map((j: { role: string }) => j.role).sort()).toEqual([
      'Backend Engineer',
      'Data Analyst',
      'Product Designer',
    ]);
  });

  it('says verified with the date, and 404 in the reader’s language for an unknown slug', async () => {
    const bank = await t.app.inject({ method: 'GET', url: `/v1/companies/slug/${slugs.bank}` });
    expect(bank.json().data.result).toMatchObject({ verified: true });
    expect(bank.json().data.result.verifiedAt).toMatch(/^\d{4}-/);
    expect(bank.json().data.result.locations).toHaveLength(2);
    const missing = await t.app.inject({ method: 'GET', url: '/v1/companies/slug/tidak-ada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      messageId: 'NOT_FOUND',
      message: 'Perusahaan ini tidak ditemukan.',
    });
  });
});
