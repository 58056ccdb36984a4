// The in-memory index against the database: it sees every write committed before a search
// (new, changed, closed jobs), and it answers exactly what the SQL path answers for searches
// below the SQL path's count cap (same totals, facets and pages, relevance order included: both
// compute the formula of relevance.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, ensureIndustry } from '../../../../../seed/factories';
import { fixedClock, type Clock } from '../../../../platform/clock';
import { selectRows } from '../../../../platform/db';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { companies } from '../../../companies/companies.schema';
import { jobs } from '../../jobs.schema';
import { analyzeNewJobs, refreshSearchIndex } from '../search-index.service';
import { createSearchApp, type SearchApp } from '../search-test-apps';

const NOW = new Date('2026-11-21T03:00:00Z');
const CITIES = [265, 179, 49180];
const ROLES = ['Staff Admin', 'Kasir Toko', 'Software Engineer', 'Perawat', 'Sales Executive'];

/** The engines' clock: fixed, moved on by hand where a test needs time to pass. */
let nowMs = NOW.getTime();
const clock: Clock = { now: () => new Date(nowMs) };

let t: TestApp;
const apps = {} as Record<'memory' | 'sql', SearchApp>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  apps.memory = await createSearchApp(t.database, { clock, engine: 'memory' });
  apps.sql = await createSearchApp(t.database, { clock, engine: 'sql' });
  const db = t.database.db;
  const industries = [await ensureIndustry(db, 'bank'), await ensureIndustry(db, 'ritel')];
  const companies = [];
  for (let i = 0; i < 4; i++) {
    companies.push(
      await createCompany(db, { name: `PT Contoh ${i}`, industryId: industries[i % 2]! }),
    );
  }
  // 40 jobs spread over roles, cities, types, levels, salaries and deadlines.
  for (let i = 0; i < 40; i++) {
    await createJob(
      db,
      {
        role: `${ROLES[i % ROLES.length]} ${i % 3 === 0 ? 'Senior' : ''}`.trim(),
        companyId: companies[i % companies.length]!.id,
        cityId: CITIES[i % CITIES.length],
        workplaceType: (['onSite', 'remote', 'hybrid'] as const)[i % 3],
        employmentTypes: i % 4 === 0 ? ['partTime', 'freelance'] : ['fullTime'],
        // Every education id 0-9, so SD, SMP and D4 (migration 0023) are counted like the rest.
        lastEducations: [i % 10],
        experienceLevels: [i % 9, (i + 2) % 9],
        urgentlyNeeded: i % 5 === 0,
        salaryMin: i % 6 === 0 ? null : 3_000_000 + i * 250_000,
        salaryMax: i % 6 === 0 ? null : 5_000_000 + i * 300_000,
        salaryShown: i % 7 !== 0,
        deadline: i % 10 === 9 ? '2026-11-20' : null,
        status: i % 13 === 12 ? 'closed' : 'open',
        publishedAt: new Date(NOW.getTime() - (i % 11) * 3_600_000),
      },
      { now: NOW },
    );
  }
  // Jobs that name other roles in their text only, well paid and new: sorts other than
  // relevance list them after the titles that match (decision 030), in both engines alike.
  for (let i = 0; i < 4; i++) {
    await createJob(
      db,
      {
        role: `Koordinator Klinik ${['Utama', 'Timur', 'Barat', 'Selatan'][i]}`,
        companyId: companies[i]!.id,
        cityId: CITIES[i % CITIES.length],
        salaryMin: 20_000_000,
        salaryMax: 40_000_000 + i * 1_000_000,
        publishedAt: new Date(NOW.getTime() - i * 600_000),
        descriptionId: '<p>Memimpin perawat senior, kasir dan staff admin klinik.</p>',
        descriptionEn: '<p>Leads senior nurses, cashiers and the clinic admin staff.</p>',
      },
      { now: NOW },
    );
  }
  await refreshSearchIndex({ db, clock: fixedClock(NOW) });
});
afterAll(async () => {
  await apps.memory.app.close();
  await apps.sql.app.close();
  await t.close();
});

type Answer = {
  totalDocs: number;
  docs: { id: string }[];
  facets: Record<string, { value: string; count: number }[]> | null;
};

async function searchWith(engine: 'memory' | 'sql', query: string): Promise<Answer> {
  const res = await apps[engine].app.inject(`/v1/explore-job/job?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Answer;
}

const QUERIES = [
  'includeFacets=true',
  'search=admin&includeFacets=true',
  'search=kasir&cityIds=179&includeFacets=true',
  'search=software+engineer&includeFacets=true',
  'search=perawat+senior',
  'cityIds=265&cityIds=179&employment=partTime&includeFacets=true',
  'workplaceTypes=remote&urgentlyNeeded=true&includeFacets=true',
  'lastEducations=3&experienceLevels=4&includeFacets=true',
  'lastEducations=7&lastEducations=9&includeFacets=true',
  'lastEducations=8&experienceLevels=8&urgentlyNeeded=true&includeFacets=true',
  'industry=bank&salaryMin=6000000&includeFacets=true',
  'salaryMin=4000000&salaryMax=9000000&sortParam=highestSalary',
  'sortParam=mostActivelyHiring&limit=7&page=2',
  'sortParam=publishedAt&limit=5&page=3',
  'search=sales&sortParam=publishedAt',
  // Sorts other than relevance order within relevance's title tiers (decision 030).
  'search=senior+perawat&sortParam=highestSalary&includeFacets=true',
  'search=staff+admin+jakarta&sortParam=mostActivelyHiring',
  'search=kasir+senior&sortParam=publishedAt&limit=3&page=2',
  'search=tidakadadimanapun',
  'page=9&limit=10',
];

describe('the in-memory index', () => {
  it.each(QUERIES)('answers %s as the SQL path does', async (query) => {
    const memory = await searchWith('memory', query);
    const inSql = await searchWith('sql', query);
    expect(memory.totalDocs).toBe(inSql.totalDocs);
    expect(memory.facets).toEqual(inSql.facets);
    const ids = (answer: Answer) => answer.docs.map((d) => d.id);
    expect(ids(memory)).toEqual(ids(inSql));
  });

  it('sees jobs created, changed and closed after it loaded', async () => {
    const db = t.database.db;
    const before = await searchWith('memory', 'search=juru+masak');
    expect(before.totalDocs).toBe(0);
    expect(apps.memory.search.engine.stats()?.liveJobs).toBeGreaterThan(30);

    const cook = await createJob(db, { role: 'Juru Masak', cityId: 265 }, { now: NOW });
    await analyzeNewJobs({ db, clock: fixedClock(NOW) }); // new jobs are searchable once analysed
    expect((await searchWith('memory', 'search=juru+masak')).docs.map((d) => d.id)).toEqual([
      cook.id,
    ]);

    // A change of a filtered column moves the job between results at once.
    await db.update(jobs).set({ cityId: 179 }).where(eq(jobs.id, cook.id));
    expect((await searchWith('memory', 'search=juru+masak&cityIds=265')).totalDocs).toBe(0);
    expect((await searchWith('memory', 'search=juru+masak&cityIds=179')).totalDocs).toBe(1);

    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, cook.id));
    expect((await searchWith('memory', 'search=juru+masak')).totalDocs).toBe(0);
  });

  it("shows a company's new name on its job cards at once", async () => {
    const db = t.database.db;
    const company = await createCompany(db, { name: 'PT Lama Sekali' });
    await createJob(db, { role: 'Desainer Grafis', companyId: company.id }, { now: NOW });
    await analyzeNewJobs({ db, clock: fixedClock(NOW) });
    const name = async () =>
      (
        (await searchWith('memory', 'search=desainer+grafis')).docs[0] as unknown as {
          company: { name: string };
        }
      ).company.name;
    expect(await name()).toBe('PT Lama Sekali');
    expect(await name()).toBe('PT Lama Sekali'); // now from the card cache
    await db.update(companies).set({ name: 'PT Baru Sekali' }).where(eq(companies.id, company.id));
    expect(await name()).toBe('PT Baru Sekali');
  });

  it('picks up a change whose transaction commits after a later one was seen', async () => {
    const db = t.database.db;
    const job = await createJob(db, { role: 'Teknisi Listrik' }, { now: NOW });
    await analyzeNewJobs({ db, clock: fixedClock(NOW) });
    const urgentTechnicians = () => searchWith('memory', 'search=teknisi&urgentlyNeeded=true');
    expect((await urgentTechnicians()).totalDocs).toBe(0);
    // A transaction takes a change number and is still running when another job changes and a
    // search looks: that number is missing, so the index keeps watching for it.
    const [taken] = await selectRows<{ seq: number }>(
      db,
      sql`SELECT nextval('jobs_search_seq')::float8 AS seq`,
    );
    await createJob(db, { role: 'Operator Gudang' }, { now: NOW });
    await analyzeNewJobs({ db, clock: fixedClock(NOW) });
    expect((await searchWith('memory', 'search=gudang')).totalDocs).toBe(1);
    // Now it commits (written with its early number, as the trigger would have set it).
    await db.execute(sql`ALTER TABLE jobs DISABLE TRIGGER jobs_search_seq_on_update`);
    try {
      await db
        .update(jobs)
        .set({ urgentlyNeeded: true, searchSeq: Number(taken!.seq) })
        .where(eq(jobs.id, job.id));
    } finally {
      await db.execute(sql`ALTER TABLE jobs ENABLE TRIGGER jobs_search_seq_on_update`);
    }
    // Missing numbers are looked for again once a second (of the engine's clock: no real wait).
    nowMs += 1_100;
    expect((await urgentTechnicians()).totalDocs).toBe(1);
  });
});
