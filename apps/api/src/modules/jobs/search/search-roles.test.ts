// Searching by role: the taxonomy's role filter (/loker/posisi links), the role's catalogue
// names as search words, words that only the requirements say, and re-analysis of stored jobs
// when the analyzer changes.
import { SEARCH_ANALYZER_VERSION } from '@jenjang/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, ensureIndustry } from '../../../../seed/factories';
import { fixedClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobRoleCategories, jobRoles } from '../../taxonomy/taxonomy.schema';
import { jobs } from '../jobs.schema';
import { refreshSearchIndex } from './search-index.service';

const NOW = new Date('2026-11-21T03:00:00Z');
const clock = fixedClock(NOW);

let t: TestApp;
const ids: Record<string, string> = {};
const roleIds: Record<string, number> = {};
let financeCategory = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.database.db;
  const [finance, sales] = await db
    .insert(jobRoleCategories)
    .values([
      { slug: 'keuangan', nameId: 'Keuangan', nameEn: 'Finance' },
      { slug: 'penjualan', nameId: 'Penjualan', nameEn: 'Sales' },
    ])
    .returning({ id: jobRoleCategories.id });
  financeCategory = finance!.id;
  const roles = await db
    .insert(jobRoles)
    .values([
      {
        categoryId: finance!.id,
        slug: 'collection',
        nameId: 'Staff Collection',
        nameEn: 'Collection Officer',
      },
      { categoryId: finance!.id, slug: 'teller', nameId: 'Teller', nameEn: 'Bank Teller' },
      { categoryId: sales!.id, slug: 'sales', nameId: 'Sales Lapangan', nameEn: 'Field Sales' },
    ])
    .returning({ id: jobRoles.id, slug: jobRoles.slug });
  for (const role of roles) roleIds[role.slug] = role.id;

  const company = await createCompany(db, {
    name: 'PT Dana Sejahtera',
    industryId: await ensureIndustry(db, 'bank'),
  });
  const job = async (key: string, overrides: Parameters<typeof createJob>[1]) => {
    ids[key] = (await createJob(db, { companyId: company.id, ...overrides }, { now: NOW })).id;
  };
  await job('desk', { role: 'Desk Collection', jobRoleId: roleIds.collection });
  await job('field', { role: 'Staff Penagihan', jobRoleId: roleIds.collection });
  await job('teller', {
    role: 'Teller Cabang',
    jobRoleId: roleIds.teller,
    requirementsId: '<ul><li>Terbuka untuk fresh graduate, tidak wajib berpengalaman</li></ul>',
    requirementsEn: '<ul><li>Fresh graduates welcome; no experience needed</li></ul>',
  });
  await job('sales', { role: 'Sales Executive', jobRoleId: roleIds.sales });
  await refreshSearchIndex({ db, clock });
});
afterAll(async () => t.close());

async function search(query: string): Promise<{ status: number; ids: string[] }> {
  const res = await t.app.inject({ url: `/v1/explore-job/job?${query}` });
  const ids = res.statusCode === 200 ? res.json().data.docs.map((d: { id: string }) => d.id) : [];
  return { status: res.statusCode, ids };
}
const sorted = (...keys: string[]) => keys.map((k) => ids[k]).sort();

describe('role filters', () => {
  it('filter by job role, as repeated keys, whatever the titles say', async () => {
    expect((await search(`jobRoleIds=${roleIds.collection}`)).ids.sort()).toEqual(
      sorted('desk', 'field'),
    );
    expect(
      (await search(`jobRoleIds=${roleIds.collection}&jobRoleIds=${roleIds.sales}`)).ids.sort(),
    ).toEqual(sorted('desk', 'field', 'sales'));
    expect((await search('jobRoleIds=999999')).ids).toEqual([]);
  });

  it('filter by role category, and combine with the role and the text', async () => {
    expect((await search(`jobRoleCategoryIds=${financeCategory}`)).ids.sort()).toEqual(
      sorted('desk', 'field', 'teller'),
    );
    expect(
      (await search(`jobRoleCategoryIds=${financeCategory}&jobRoleIds=${roleIds.sales}`)).ids,
    ).toEqual([]);
    expect((await search(`jobRoleIds=${roleIds.collection}&search=desk`)).ids).toEqual([ids.desk]);
  });

  it('refuse a malformed role id with a clear 400', async () => {
    const res = await t.app.inject({ url: '/v1/explore-job/job?jobRoleIds=abc' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('jobRoleIds');
  });
});

describe('role names and requirements in the text search', () => {
  it('finds jobs by the catalogue name of their role', async () => {
    expect((await search('search=staff%20collection')).ids.sort()).toEqual(sorted('desk', 'field'));
    expect((await search('search=bank%20teller')).ids).toEqual([ids.teller]);
  });

  it('finds words that only the requirements say, synonyms included', async () => {
    expect((await search('search=fresh%20graduate')).ids).toEqual([ids.teller]);
    expect((await search('search=lulusan%20baru')).ids).toEqual([ids.teller]);
  });

  it('analyses stored jobs again when their terms come from an older analyzer', async () => {
    const db = t.database.db;
    // Terms as the first analyzer made them: no role names, no requirements.
    await db
      .update(jobs)
      .set({ searchTitle: 'teller cabang', searchBody: '', searchVersion: 1 })
      .where(eq(jobs.id, ids.teller!));
    expect((await search('search=fresh%20graduate')).ids).toEqual([]);

    const { analysed } = await refreshSearchIndex({ db, clock });
    expect(analysed).toBe(1);
    expect((await search('search=fresh%20graduate')).ids).toEqual([ids.teller]);
    const versions = await db.execute(sql`SELECT DISTINCT search_version AS v FROM jobs`);
    expect(JSON.stringify(versions)).toContain(`${SEARCH_ANALYZER_VERSION}`);
    // Nothing left to do on the next refresh.
    expect((await refreshSearchIndex({ db, clock })).analysed).toBe(0);
  });
});
