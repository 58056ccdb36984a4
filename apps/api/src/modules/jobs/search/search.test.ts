import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, ensureIndustry } from '../../../../seed/factories';
import { fixedClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { refreshSearchIndex } from './search-index.service';
import { createSearchApp } from './search-test-apps';

// 2026-11-21 10:00 WIB.
const NOW = new Date('2026-11-21T03:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

let t: TestApp;
let sqlApp: FastifyInstance;
/** The app of the engine under test (describe.each below). */
let app: FastifyInstance;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  sqlApp = (await createSearchApp(t.database, { clock: fixedClock(NOW), engine: 'sql' })).app;
  const db = t.database.db;
  const bankId = await ensureIndustry(db, 'bank');
  const techId = await ensureIndustry(db, 'teknologi-informasi');
  const bank = await createCompany(db, {
    name: 'Bank Arunika Sentosa',
    industryId: bankId,
    cityId: 265,
  });
  const tech = await createCompany(db, { name: 'PT Nusantara Data Teknologi', industryId: techId });
  const busy = await createCompany(db, { name: 'Kopi Senja Group', industryId: techId });
  const job = async (key: string, overrides: Parameters<typeof createJob>[1]) => {
    const row = await createJob(
      db,
      { companyId: tech.id, publishedAt: hoursAgo(24), ...overrides },
      { now: NOW },
    );
    ids[key] = row.id;
  };
  await job('se', {
    role: 'Senior Software Engineer (Backend)',
    cityId: 49180,
    salaryMin: 20_000_000,
    salaryMax: 35_000_000,
    experienceLevels: [7],
    publishedAt: hoursAgo(3),
    descriptionId: '<p>Membangun layanan backend. Berpengalaman dengan PostgreSQL.</p>',
    descriptionEn: '<p>Build backend services. Experienced with PostgreSQL.</p>',
  });
  await job('akuntansi', {
    role: 'Staff Akuntansi',
    companyId: bank.id,
    cityId: 265,
    salaryMin: 6_000_000,
    salaryMax: 8_000_000,
    lastEducations: [4],
    descriptionId: '<p>Mengelola laporan keuangan. Pengalaman minimal 1 tahun.</p>',
    descriptionEn: '<p>Manage financial reports. At least 1 year of experience.</p>',
    skills: ['Excel', 'Akuntansi'],
  });
  await job('kasir', {
    role: 'Cashier',
    cityId: 179,
    employmentTypes: ['partTime'],
    salaryMin: 3_000_000,
    salaryMax: 4_000_000,
    lastEducations: [0],
    experienceLevels: [0, 8],
    urgentlyNeeded: true,
    descriptionId: '<p>Melayani pembayaran pelanggan.</p>',
    descriptionEn: '<p>Serve customer payments.</p>',
    skills: ['Pelayanan'],
  });
  await job('remote', {
    role: 'Content Writer',
    workplaceType: 'remote',
    employmentTypes: ['freelance', 'contract'],
    salaryType: 'project',
    salaryMin: 500_000,
    salaryMax: 2_000_000,
    descriptionId: '<p>Menulis artikel dari rumah.</p>',
    descriptionEn: '<p>Write articles from home.</p>',
    skills: ['SEO'],
  });
  await job('intern', {
    role: 'Internship Marketing',
    companyId: busy.id,
    employmentTypes: ['internship'],
    salaryShown: false,
    salaryMin: 50_000_000,
    salaryMax: 60_000_000,
    lastEducations: [3, 4],
    experienceLevels: [1, 2, 3, 4],
    descriptionId: '<p>Program magang untuk mahasiswa tingkat akhir.</p>',
    descriptionEn: '<p>Internship program for final-year students.</p>',
    skills: ['Marketing'],
  });
  await job('closedSe', {
    role: 'Software Engineer Closed',
    status: 'closed',
    publishedAt: hoursAgo(1),
  });
  await job('expiredSe', {
    role: 'Software Engineer Expired',
    deadline: '2026-11-20',
    publishedAt: hoursAgo(1),
  });
  // Kopi Senja hires actively: several fresh openings.
  for (let i = 0; i < 3; i += 1) {
    await job(`busy${i}`, {
      role: `Barista ${i}`,
      companyId: busy.id,
      publishedAt: hoursAgo(48 + i),
      salaryMin: null,
      salaryMax: null,
    });
  }
  await refreshSearchIndex({ db, clock: fixedClock(NOW) });
});
afterAll(async () => {
  await sqlApp.close();
  await t.close();
});

type Doc = { id: string; role: string };
async function search(query: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url: `/v1/explore-job/job?${query}`, headers });
  const body = res.json();
  return {
    status: res.statusCode,
    body,
    ids: res.statusCode === 200 ? (body.data.docs as Doc[]).map((d) => d.id) : [],
  };
}

// Every case runs twice: on the in-memory index (the default) and on the SQL path that serves
// while a large index loads (SEARCH_ENGINE=sql).
describe.each(['memory', 'sql'] as const)('%s engine', (engine) => {
  beforeAll(() => {
    app = engine === 'memory' ? t.app : sqlApp;
  });

  describe('text search', () => {
    it('finds by role words and ranks the title match first', async () => {
      const { ids: found, body } = await search('search=software%20engineer');
      expect(found[0]).toBe(ids.se);
      expect(body.data.correctedSearch).toBeNull();
    });

    it('forgives typos and says what it searched for', async () => {
      const { ids: found, body } = await search('search=sofware%20enginer');
      expect(found).toContain(ids.se);
      expect(body.data.correctedSearch).toBe('software engineer');
      const akutansi = await search('search=akutansi');
      expect(akutansi.ids).toEqual([ids.akuntansi]);
    });

    it('understands synonyms and abbreviations', async () => {
      expect((await search('search=SE')).ids).toContain(ids.se);
      expect((await search('search=kasir')).ids).toEqual([ids.kasir]);
      expect((await search('search=magang')).ids).toEqual([ids.intern]);
      expect((await search('search=lowongan%20akuntan')).ids).toEqual([ids.akuntansi]);
    });

    it('meets Indonesian word forms (pengalaman / berpengalaman)', async () => {
      const found = (await search('search=pengalaman')).ids;
      expect(found).toEqual(expect.arrayContaining([ids.se, ids.akuntansi]));
    });

    it('matches company names', async () => {
      expect((await search('search=arunika')).ids).toEqual([ids.akuntansi]);
    });

    it('never lists closed or expired jobs', async () => {
      const found = (await search('search=software')).ids;
      expect(found).not.toContain(ids.closedSe);
      expect(found).not.toContain(ids.expiredSe);
    });

    it('survives hostile input', async () => {
      for (const text of [
        "'; DROP TABLE jobs; --",
        '((()))',
        '\\',
        '&|!:*',
        '😀😀',
        'a'.repeat(200),
      ]) {
        const res = await search(`search=${encodeURIComponent(text)}`);
        expect(res.status).toBe(200);
      }
      expect((await search(`search=${'a'.repeat(201)}`)).status).toBe(400);
    });
  });

  describe('filters', () => {
    it('filters by cities given as repeated keys or in the indexed form', async () => {
      const repeated = await search('cityIds=179&cityIds=265');
      expect(repeated.ids.sort()).toEqual([ids.akuntansi, ids.kasir].sort());
      const indexed = await search('cityIds[0]=179&cityIds[1]=265');
      expect(indexed.ids.sort()).toEqual(repeated.ids.sort());
    });

    it('filters by workplace type under both names', async () => {
      expect((await search('location=remote')).ids).toEqual([ids.remote]);
      expect((await search('workplaceTypes=remote')).ids).toEqual([ids.remote]);
    });

    it('filters by employment types (any of them) under both names', async () => {
      expect((await search('employment=partTime&employment=freelance')).ids.sort()).toEqual(
        [ids.kasir, ids.remote].sort(),
      );
      expect((await search('employmentTypes[0]=internship')).ids).toEqual([ids.intern]);
    });

    it('filters by education, experience, industry, urgency', async () => {
      expect((await search('lastEducations=0')).ids).toEqual([ids.kasir]);
      expect((await search('experienceLevels=7')).ids).toEqual([ids.se]);
      expect((await search('industry=bank')).ids).toEqual([ids.akuntansi]);
      expect((await search('industry=no-such-industry')).ids).toEqual([]);
      expect((await search('urgentlyNeeded=true')).ids).toEqual([ids.kasir]);
    });

    it('filters salaries by range overlap on shown monthly salaries', async () => {
      expect((await search('salaryMin=30000000')).ids).toEqual([ids.se]);
      expect((await search('salaryMin=5000000&salaryMax=7000000')).ids).toEqual([ids.akuntansi]);
      // Hidden and per-project salaries never match a salary filter.
      const wide = (await search('salaryMin=1&salaryMax=100000000')).ids;
      expect(wide).not.toContain(ids.intern);
      expect(wide).not.toContain(ids.remote);
    });

    it('combines text and filters', async () => {
      expect((await search('search=staff&cityIds=265&industry=bank')).ids).toEqual([ids.akuntansi]);
      expect((await search('search=staff&cityIds=179')).ids).toEqual([]);
    });
  });

  describe('sorting', () => {
    it('sorts by newest, highest salary and most actively hiring', async () => {
      expect((await search('sortParam=publishedAt&limit=1')).ids).toEqual([ids.se]);
      expect((await search('sortParam=highestSalary&limit=2')).ids).toEqual([
        ids.se,
        ids.akuntansi,
      ]);
      const active = (await search('sortParam=mostActivelyHiring&limit=4')).ids;
      expect(active.slice(0, 4).sort()).toEqual(
        [ids.intern, ids.busy0, ids.busy1, ids.busy2].sort(),
      );
    });

    it('refuses an unknown sort with the field named', async () => {
      const res = await search('sortParam=cheapest');
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('sortParam');
    });
  });

  describe('pagination and facets', () => {
    it('pages with a total and answers empty beyond the last page', async () => {
      const first = await search('limit=4&page=1');
      expect(first.body.data).toMatchObject({ totalDocs: 8, totalPages: 2, totalIsCapped: false });
      const beyond = await search('limit=4&page=9');
      expect(beyond.body.data).toMatchObject({ docs: [], totalDocs: 8 });
      expect((await search('limit=0')).status).toBe(400);
      expect((await search('page=501')).status).toBe(400);
      expect((await search('salaryMin=9&salaryMax=1')).status).toBe(400);
    });

    it('counts facets with each dimension’s own filter left out', async () => {
      const { body } = await search('cityIds=179&includeFacets=true');
      const facets = body.data.facets;
      const cities = Object.fromEntries(
        facets.cityIds.map((f: { value: string; count: number }) => [f.value, f.count]),
      );
      // Choosing Bandung keeps the other cities' counts visible.
      expect(cities).toMatchObject({ '49180': 6, '179': 1, '265': 1 });
      const bandungCity = facets.cityIds.find((f: { value: string }) => f.value === '179');
      expect(bandungCity.label).toBe('Bandung');
      // Other dimensions count within Bandung only.
      expect(facets.employmentTypes).toEqual([{ value: 'partTime', label: 'partTime', count: 1 }]);
      expect(facets.urgentlyNeeded).toEqual([{ value: 'true', label: 'true', count: 1 }]);
      expect((await search('')).body.data.facets).toBeNull();
    });
    it('counts every dimension from the stored facet key (SQL and API agree on the encoding)', async () => {
      const facets = (await search('includeFacets=true')).body.data.facets;
      const counts = (dimension: string) =>
        Object.fromEntries(
          facets[dimension].map((f: { value: string; count: number }) => [f.value, f.count]),
        );
      expect(counts('workplaceTypes')).toEqual({ onSite: 7, remote: 1 });
      expect(counts('employmentTypes')).toEqual({
        fullTime: 5,
        partTime: 1,
        freelance: 1,
        contract: 1,
        internship: 1,
      });
      expect(counts('lastEducations')).toEqual({ '0': 1, '3': 6, '4': 7 });
      expect(counts('experienceLevels')).toEqual({
        '0': 1,
        '1': 1,
        '2': 1,
        '3': 1,
        '4': 1,
        '5': 5,
        '6': 5,
        '7': 1,
        '8': 1,
      });
      expect(counts('urgentlyNeeded')).toEqual({ true: 1 });
      expect(facets.industry.map((f: { count: number }) => f.count)).toEqual([7, 1]);
      expect(facets.cityIds.find((f: { value: string }) => f.value === '265')).toMatchObject({
        count: 1,
      });
    });
  });

  describe('relaxations', () => {
    it('counts, in the same request, what each filter in use hides when nothing is found', async () => {
      const found = await search(
        'lastEducations=0&employmentTypes=fullTime&includeRelaxations=true&includeFacets=true',
      );
      expect(found.body.data).toMatchObject({ totalDocs: 0, docs: [] });
      // Most jobs first: without the education filter, five full-time jobs; without the
      // employment filter, the one cashier.
      expect(found.body.data.relaxations).toEqual([
        { filter: 'lastEducations', total: 5, totalIsCapped: false },
        { filter: 'employmentTypes', total: 1, totalIsCapped: false },
      ]);
      // Ties in the order of RELAXABLE_FILTERS, the text first; closed and expired jobs never count.
      const tied = await search('search=software&cityIds=179&includeRelaxations=true');
      expect(tied.body.data.relaxations).toEqual([
        { filter: 'search', total: 1, totalIsCapped: false },
        { filter: 'cityIds', total: 1, totalIsCapped: false },
      ]);
    });

    it('leaves out filters that do not help, and says nothing unless asked or needed', async () => {
      // Without the city the word still finds nothing: only dropping the text helps.
      const word = await search('search=tidakadadimanapun&cityIds=179&includeRelaxations=true');
      expect(word.body.data.relaxations).toEqual([
        { filter: 'search', total: 1, totalIsCapped: false },
      ]);
      expect((await search('cityIds=179&includeRelaxations=true')).body.data.relaxations).toBe(
        undefined,
      );
      expect(
        (await search('lastEducations=0&employmentTypes=fullTime')).body.data,
      ).not.toHaveProperty('relaxations');
    });
  });

  describe('autocomplete', () => {
    it('suggests roles, companies and cities as you type, forgiving typos', async () => {
      const suggest = async (q: string) =>
        (await app.inject(`/v1/explore-job/autocomplete?q=${encodeURIComponent(q)}`)).json().data
          .suggestions as {
          kind: string;
          label: string;
          jobCount: number;
        }[];
      const sof = await suggest('sof');
      expect(sof[0]).toMatchObject({
        kind: 'role',
        label: 'Senior Software Engineer (Backend)',
        jobCount: 1,
      });
      const kopi = await suggest('kopi');
      expect(kopi[0]).toMatchObject({ kind: 'company', label: 'Kopi Senja Group', jobCount: 4 });
      const jakarta = await suggest('jakrta');
      expect(jakarta.some((s) => s.kind === 'city' && s.label === 'Jakarta')).toBe(true);
    });
  });
});
