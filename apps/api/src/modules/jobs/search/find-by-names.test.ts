// The role pickers (onboarding, profile) search the roles as the job search searches jobs:
// GET /v1/job-portal/job-role?search= corrects typos against the words of open jobs, knows the
// synonyms and both languages, takes an unfinished last word, and puts the names that say what
// was typed first (docs/decisions/030).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../../seed/factories';
import { fixedClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobRoleCategories, jobRoles } from '../../taxonomy/taxonomy.schema';
import { refreshSearchIndex } from './search-index.service';

const NOW = new Date('2026-11-21T03:00:00Z');

let t: TestApp;

/** Roles as the taxonomy names them: Indonesian, English. */
const ROLES = [
  ['Akuntan', 'Accountant'],
  ['Account Manager', 'Account Manager'],
  ['Software Engineer', 'Software Engineer'],
  ['Backend Developer', 'Backend Developer'],
  ['QA Engineer / Software Tester', 'QA Engineer'],
  ['Data Analyst', 'Data Analyst'],
  ['Perawat', 'Nurse'],
  ['Staff Admin', 'Admin Staff'],
] as const;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  const db = t.database.db;
  const [category] = await db
    .insert(jobRoleCategories)
    .values({ slug: 'umum', nameId: 'Umum', nameEn: 'General' })
    .returning();
  await db.insert(jobRoles).values(
    ROLES.map(([nameId, nameEn]) => ({
      categoryId: category!.id,
      slug: nameEn.toLowerCase().replace(/\W+/g, '-'),
      nameId,
      nameEn,
    })),
  );
  // The words typos are corrected to are the words of open jobs (decision 004).
  for (const role of ['Akuntan Senior', 'Senior Accountant', 'Software Engineer', 'Perawat']) {
    await createJob(db, { role, publishedAt: NOW }, { now: NOW });
  }
  await refreshSearchIndex({ db, clock: fixedClock(NOW) });
});
afterAll(async () => {
  await t?.close();
});

async function found(search: string, locale: 'id' | 'en' = 'id'): Promise<string[]> {
  const res = await t.app.inject({
    url: '/v1/job-portal/job-role',
    query: { search },
    headers: { 'accept-language': locale },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.docs as { name: string }[]).map((role) => role.name);
}

describe('searching the roles by name', () => {
  it.each([
    ['akutan', 'Akuntan'],
    ['acountant', 'Akuntan'],
    ['sofware engineer', 'Software Engineer'],
    ['akun', 'Akuntan'],
    ['accountant', 'Akuntan'],
    ['nurse', 'Perawat'],
  ])('finds "%s" as %s first, as the job search would', async (search, first) => {
    expect((await found(search))[0]).toBe(first);
  });

  it('answers in the language of the page', async () => {
    expect((await found('akutan', 'en'))[0]).toBe('Accountant');
  });

  it('finds roles of the same synonym group after the one that says what was typed', async () => {
    const names = await found('sofware engineer');
    expect(names.slice(0, 2)).toEqual(['Software Engineer', 'Backend Developer']);
    expect(names).not.toContain('Akuntan');
    // Both hold the word typed: they rank alike, and keep the list's order (busiest first).
    expect((await found('software')).sort()).toEqual([
      'QA Engineer / Software Tester',
      'Software Engineer',
    ]);
  });

  it('finds nothing for words no role has, and every role without a search', async () => {
    expect(await found('tidakadadimanapun')).toEqual([]);
    expect(await found('')).toHaveLength(ROLES.length);
    const res = await t.app.inject({ url: '/v1/job-portal/job-role' });
    expect(res.json().data.docs).toHaveLength(ROLES.length);
  });
});
