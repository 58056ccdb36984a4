// Sorts other than relevance, on the demo data, through the API, on both engines: a search sorted
// by salary, date or hiring activity lists the jobs that match it well first (decision 030), so
// "software engineer" by highest salary no longer opens with a plant manager whose ad mentions
// developers; every match is still found (the total does not depend on the sort).
import {
  SORT_PARAMS,
  jobSearchQuerySchema,
  toSearchFilters,
  wibDateOf,
  type SortParam,
} from '@jenjang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../../../seed/seed-demo-data';
import { openTestDatabase, type TestDatabase } from '../../../../../seed/test-database';
import { fixedClock } from '../../../../platform/clock';
import { refreshSearchIndex } from '../search-index.service';
import { createSearchApp, type SearchApp } from '../search-test-apps';
import { selectPageOfMany } from '../search.queries';
import { understandSearch } from '../understand-search';
import { judgedJob, type JudgedJob } from './precision';
import { selectJudgedJobs } from './relevance.queries';

const NOW = new Date('2026-11-21T03:00:00Z');
const clock = fixedClock(NOW);
/** The web's page size. */
const PAGE = 20;

let database: TestDatabase;
const apps = {} as Record<'memory' | 'sql', SearchApp>;
let jobs: Map<string, JudgedJob>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.handle, { now: NOW });
  await refreshSearchIndex({ db: database.handle.db, clock });
  const rows = await selectJudgedJobs(database.handle.db, wibDateOf(NOW));
  jobs = new Map(rows.map((row) => [row.id, judgedJob(row)]));
  apps.memory = await createSearchApp(database.handle, { clock, engine: 'memory' });
  apps.sql = await createSearchApp(database.handle, { clock, engine: 'sql' });
}, 300_000);
afterAll(async () => {
  await apps.memory?.app.close();
  await apps.sql?.app.close();
  await database?.close();
});

type Doc = { id: string; salaryMax: number | null; salaryShown: boolean; publishedAt: string };
type Page = { docs: Doc[]; totalDocs: number };

/**
 * Searches a person types with a sort, and what they expect on the first page: titles that say
 * what they asked for (a synonym where they would accept it, never a neighbouring role).
 */
const CASES: { search: string; sort: Exclude<SortParam, 'mostRelevant'>; title: RegExp }[] = [
  { search: 'software engineer', sort: 'highestSalary', title: /software engineer/i },
  { search: 'sofware engineer', sort: 'highestSalary', title: /software engineer/i },
  { search: 'software engineer', sort: 'publishedAt', title: /software engineer/i },
  { search: 'data analyst', sort: 'highestSalary', title: /data analyst|analis data/i },
  { search: 'akuntan', sort: 'publishedAt', title: /akuntan|accountant|accounting/i },
  { search: 'acountant', sort: 'highestSalary', title: /akuntan|accountant|accounting/i },
  { search: 'kasir', sort: 'mostActivelyHiring', title: /kasir|cashier/i },
  { search: 'perawat', sort: 'highestSalary', title: /perawat|nurse/i },
  { search: 'admin gudang', sort: 'publishedAt', title: /admin|gudang|warehouse/i },
];

describe.each(['memory', 'sql'] as const)('%s engine', (engine) => {
  async function search(text: string, sort: SortParam, limit = PAGE, page = 1): Promise<Page> {
    const res = await apps[engine].app.inject({
      url: '/v1/explore-job/job',
      query: { search: text, sortParam: sort, limit: String(limit), page: String(page) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Page;
  }
  const role = (doc: Doc) => jobs.get(doc.id)!.role;

  it.each(CASES)(
    'lists only relevant jobs on the first page of "$search" by $sort',
    async ({ search: text, sort, title }) => {
      // The data must hold a page of them, or the case would prove nothing.
      const inData = [...jobs.values()].filter((job) => title.test(job.role)).length;
      expect(inData).toBeGreaterThanOrEqual(PAGE);
      const page = await search(text, sort);
      expect(page.docs).toHaveLength(PAGE);
      const irrelevant = page.docs.map(role).filter((name) => !title.test(name));
      expect({ text, sort, irrelevant }).toEqual({ text, sort, irrelevant: [] });
    },
  );

  it('orders the best matches by the sort chosen', async () => {
    // Every software engineer title holds both words typed: one tier, in salary order.
    const bySalary = (await search('software engineer', 'highestSalary')).docs;
    const salaries = bySalary.map((doc) => (doc.salaryShown ? (doc.salaryMax ?? 0) : 0));
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    expect(salaries[0]).toBeGreaterThan(salaries[PAGE - 1]!);
    const byDate = (await search('data analyst', 'publishedAt')).docs.filter((doc) =>
      /data analyst/i.test(role(doc)),
    );
    const dates = byDate.map((doc) => doc.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('still finds every match, whatever the sort', async () => {
    const totals = await Promise.all(
      SORT_PARAMS.map(async (sort) => (await search('software engineer', sort, 1)).totalDocs),
    );
    expect(new Set(totals).size).toBe(1);
    // The loose matches (jobs whose ad, not title, mentions the words) come after the good
    // ones, not never: they are on a later page.
    const names: string[] = [];
    for (let page = 1; names.length < totals[0]!; page++) {
      names.push(...(await search('software engineer', 'highestSalary', 100, page)).docs.map(role));
    }
    const firstLoose = names.findIndex((name) => !/engineer|developer|programmer/i.test(name));
    expect(firstLoose, names.join(', ')).toBeGreaterThanOrEqual(0);
    const lastGood = names.findLastIndex((name) => /software engineer/i.test(name));
    expect(firstLoose).toBeGreaterThan(lastGood);
  });

  it('pages alike in SQL when more jobs match than it counts (by walking the sort)', async () => {
    // Beyond COUNT_CAP matches the SQL path fetches the page in a second statement.
    const deps = apps.sql.search;
    for (const { search: text, sort } of CASES) {
      const filters = toSearchFilters(jobSearchQuerySchema.parse({ search: text }));
      const request = { sort, page: 1, limit: PAGE, facets: false };
      const { q } = await understandSearch(deps, filters, request);
      const ids = await selectPageOfMany(deps.db, q, { sort, limit: PAGE, offset: 0 });
      const page = await search(text, sort);
      expect({ text, sort, ids }).toEqual({ text, sort, ids: page.docs.map((doc) => doc.id) });
    }
  });
});
