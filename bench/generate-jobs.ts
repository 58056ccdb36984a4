// Generates a bench database with N realistic jobs (100k, 1M, ...) from the demo data generators:
// the demo data itself, then thousands of company variants (bench/lib/companies.ts) and jobs from
// the demo job generator (iterateJobs) per group of companies, analysed with analyzeForIndex at
// generation time, bulk-loaded without secondary indexes, then indexed, refreshed with the API's
// own refreshSearchIndex (activity, vocabulary, suggestions), vacuumed and analysed.
//
//   node --import tsx bench/generate-jobs.ts --size 100k            # → jenjang_bench_100k
//   node --import tsx bench/generate-jobs.ts --size 1m              # → jenjang_bench_1m
//   node --import tsx bench/generate-jobs.ts --size 100k --pglite /tmp/jenjang-pglite-100k
//   options: --url URL, --seed N, --companies N, --skip-proposed (schema of the migrations only),
//            --no-cluster (leave rows in generation order instead of publication order)
//
// Idempotent and resumable: companies and jobs load in groups ("shards"), each in one transaction
// recorded in bench_load; a rerun skips finished shards, and skips everything when done.
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  CITIES,
  SEARCH_ANALYZER_VERSION,
  analyzeForIndex,
  jobIndexParts,
  wibDateOf,
} from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { refreshSearchIndex } from '../apps/api/src/modules/jobs/search/search-index.service';
import { systemClock } from '../apps/api/src/platform/clock';
import { selectRows, type DatabaseHandle } from '../apps/api/src/platform/db';
import { migrateDatabase } from '../apps/api/src/platform/migrate';
import { generateCompanies, type GeneratedCompany } from '../apps/api/seed/companies';
import { iterateJobs, type GeneratedJob } from '../apps/api/seed/jobs';
import { createRng, deriveSeed } from '../apps/api/seed/random';
import { DEFAULT_SEED, seedDemoData } from '../apps/api/seed/seed-demo-data';
import { formatMs, parseArgs, sizeLabel } from './lib/cli';
import { scaleCompanies } from './lib/companies';
import { benchTarget, ensureDatabase, openBenchDatabase } from './lib/database';
import {
  applyProposedMigration,
  dropSecondaryIndexes,
  ensureBenchTables,
  getMeta,
  restoreSecondaryIndexes,
  setMeta,
} from './lib/schema-steps';

/** Share of generated postings by kind: open, closed, and still 'open' but past the deadline. */
const KIND_SHARES = { open: 0.78, closed: 0.17, expired: 0.05 } as const;
const INSERT_BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const args = parseArgs();
const size = args.number('size', 100_000);
const seed = args.number('seed', DEFAULT_SEED);
const companyCount = args.number(
  'companies',
  size >= 1_000_000 ? 10_000 : size >= 100_000 ? 2_000 : Math.max(202, Math.round(size / 50)),
);
const target = benchTarget(args, size);
const log = (msg: string) => console.log(`[generate ${sizeLabel(size)}] ${msg}`);

type JobRow = Record<string, unknown>;
type Lookups = {
  industryIds: Map<string, number>;
  roles: Map<string, { id: number; categoryId: number; nameId: string; nameEn: string }>;
};

async function main() {
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings[name] = performance.now() - started;
    log(`${name}: ${formatMs(timings[name] ?? 0)}`);
    return result;
  };

  await ensureDatabase(target);
  const handle = await openBenchDatabase(target, { poolSize: 3 });
  try {
    log(`target ${target.label}, ${companyCount} companies, seed ${seed}`);
    await time('migrate', () => migrateDatabase(handle));
    await ensureBenchTables(handle);
    const storedNow = await getMeta(handle, 'now');
    const now = storedNow ? new Date(storedNow) : new Date();
    if (!storedNow) await setMeta(handle, 'now', now.toISOString());

    await time('demo data', () => seedDemoData(handle, { now, seed }));
    const existing = await countJobs(handle);
    if (existing >= size && (await getMeta(handle, 'finished')) === 'true') {
      log(`already holds ${existing} jobs: nothing to do`);
      return;
    }

    const base = generateCompanies(seed);
    const shards = Math.max(1, Math.round((companyCount - base.length) / base.length));
    const demoJobs = await countDemoJobs(handle, base);
    const toGenerate = Math.max(0, size - demoJobs);
    const { rows: doneRows } = await handle.execute('SELECT shard FROM bench_load');
    const done = new Set(doneRows.map((r) => Number(r.shard)));
    const todo = Array.from({ length: shards }, (_, s) => s).filter((s) => !done.has(s));

    if (todo.length > 0) {
      // Storage settings must be in place before rows are written; its indexes are dropped
      // below and built after the load like the others.
      if (!args.has('skip-proposed')) await applyProposedMigration(handle);
      const dropped = await dropSecondaryIndexes(handle);
      if (dropped.length > 0) log(`dropped ${dropped.length} secondary indexes for the load`);
      const lookups = await loadLookups(handle);
      const groups = scaleCompanies(base, shards, seed);
      const slugs = await existingSlugs(handle);
      const loaded = await time('load', () =>
        loadShards(handle, { groups, todo, toGenerate, now, lookups, slugs }),
      );
      log(`loaded ${loaded} jobs (${Math.round(loaded / ((timings.load ?? 1) / 1000))} jobs/s)`);
      if (!args.has('no-cluster')) {
        // A real jobs table is written as jobs are posted: its rows lie in order of publication.
        // The shards above are not, so put them in that order once (CLUSTER), as a table that
        // grew by postings would be.
        await time('cluster by published_at', () =>
          handle.execute(`
            CREATE INDEX IF NOT EXISTS bench_cluster_tmp ON jobs (published_at, id);
            CLUSTER jobs USING bench_cluster_tmp;
            DROP INDEX bench_cluster_tmp;`),
        );
      }
    }

    await time('indexes', () =>
      restoreSecondaryIndexes(handle, log, handle.engine === 'postgres' ? 2 : 1),
    );
    if (!args.has('skip-proposed')) {
      await time('proposed migration', () => applyProposedMigration(handle));
    }
    const refreshed = await time('refreshSearchIndex', () =>
      refreshSearchIndex({ db: handle.db, clock: systemClock }),
    );
    log(
      `refresh: analysed ${refreshed.analysed}, vocabulary ${refreshed.vocabulary}, suggestions ${refreshed.suggestions}`,
    );
    await time('vacuum analyze', async () => {
      // One statement each: VACUUM cannot run inside the implicit transaction of a script.
      for (const table of ['jobs', 'companies', 'search_vocabulary', 'search_suggestions']) {
        await handle.execute(`VACUUM (ANALYZE) ${table}`);
      }
    });
    await setMeta(handle, 'finished', 'true');
    await setMeta(handle, 'timings', JSON.stringify(timings));
    await report(handle);
  } finally {
    await handle.close();
  }
}

async function countJobs(handle: DatabaseHandle): Promise<number> {
  const { rows } = await handle.execute('SELECT count(*)::int AS n FROM jobs');
  return Number(rows[0]?.n ?? 0);
}

/** Jobs of the demo companies (the demo data's own postings). */
async function countDemoJobs(handle: DatabaseHandle, base: GeneratedCompany[]): Promise<number> {
  const { rows } = await handle.execute(
    `SELECT count(*)::int AS n FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE c.slug = ANY($1::text[])`,
    [base.map((c) => c.slug)],
  );
  return Number(rows[0]?.n ?? 0);
}

async function loadLookups(handle: DatabaseHandle): Promise<Lookups> {
  const industries = await selectRows<{ id: number; slug: string }>(
    handle.db,
    sql`SELECT id, slug FROM industries`,
  );
  const roles = await selectRows<{
    id: number;
    slug: string;
    categoryId: number;
    nameId: string;
    nameEn: string;
  }>(
    handle.db,
    sql`SELECT id, slug, category_id AS "categoryId", name_id AS "nameId", name_en AS "nameEn"
        FROM job_roles`,
  );
  return {
    industryIds: new Map(industries.map((i) => [i.slug, i.id])),
    roles: new Map(roles.map((r) => [r.slug, r])),
  };
}

async function existingSlugs(handle: DatabaseHandle): Promise<Set<string>> {
  const { rows } = await handle.execute('SELECT slug FROM jobs');
  return new Set(rows.map((r) => String(r.slug)));
}

type LoadPlan = {
  groups: GeneratedCompany[][];
  todo: number[];
  toGenerate: number;
  now: Date;
  lookups: Lookups;
  slugs: Set<string>;
};

/**
 * Two stages that overlap: Node generates and analyses shard k+1 (one core) while PostgreSQL
 * stores shard k (the other core). Each shard is one transaction with its bookkeeping row.
 */
async function loadShards(handle: DatabaseHandle, plan: LoadPlan): Promise<number> {
  const shards = plan.groups.length;
  let loaded = 0;
  let storing: Promise<void> = Promise.resolve();
  const started = performance.now();
  for (const shard of plan.todo) {
    const count = Math.floor(plan.toGenerate / shards) + (shard < plan.toGenerate % shards ? 1 : 0);
    const companies = plan.groups[shard] ?? [];
    const ids = new Map(companies.map((c) => [c.slug, randomUUID()]));
    const rows = await generateShard(shard, count, companies, ids, plan);
    await storing;
    storing = storeShard(handle, shard, companies, ids, rows, plan).then(() => {
      loaded += rows.length;
      const seconds = (performance.now() - started) / 1000;
      if (shard % 5 === 0 || shard === plan.todo[plan.todo.length - 1]) {
        log(`  shard ${shard + 1}/${shards}: ${loaded} jobs in ${seconds.toFixed(0)} s`);
      }
    });
  }
  await storing;
  return loaded;
}

async function generateShard(
  shard: number,
  count: number,
  companies: GeneratedCompany[],
  companyIds: Map<string, string>,
  plan: LoadPlan,
): Promise<JobRow[]> {
  const bySlug = new Map(companies.map((c) => [c.slug, c]));
  const jobs = iterateJobs({
    now: plan.now,
    seed: deriveSeed(seedFor(plan), shard + 1_000),
    companies,
    openCount: Math.round(count * KIND_SHARES.open),
    closedCount: Math.round(count * KIND_SHARES.closed),
    expiredCount:
      count - Math.round(count * KIND_SHARES.open) - Math.round(count * KIND_SHARES.closed),
  });
  const rows: JobRow[] = [];
  const generated: GeneratedJob[] = [];
  for (const job of jobs) {
    generated.push(job);
    // Let the socket of the previous shard's inserts drain now and then.
    if (generated.length % 250 === 0) await yieldToLoop();
  }

  // How actively each company hires, as refreshJobDenormalisedColumns computes it: its open jobs
  // (deadline not over) published in the last 30 days. All jobs of a shard's companies are here.
  const wibToday = wibDateOf(plan.now);
  const since = plan.now.getTime() - 30 * DAY_MS;
  const activity = new Map<string, number>();
  for (const job of generated) {
    const open = job.status === 'open' && (!job.deadline || job.deadline >= wibToday);
    if (open && job.publishedAt.getTime() > since) {
      activity.set(job.companySlug, (activity.get(job.companySlug) ?? 0) + 1);
    }
  }

  const rng = createRng(deriveSeed(seedFor(plan), shard + 5_000));
  for (const [i, job] of generated.entries()) {
    const company = bySlug.get(job.companySlug);
    const role = plan.lookups.roles.get(job.roleSlug);
    if (!company || !role) throw new Error(`unknown company or role of ${job.slug}`);
    let slug = job.slug;
    while (plan.slugs.has(slug)) slug = `${job.slug}-${rng.hex(4)}`;
    plan.slugs.add(slug);
    const terms = analyzeForIndex(
      jobIndexParts({
        ...job,
        roleNameId: role.nameId,
        roleNameEn: role.nameEn,
        companyName: company.name,
        cityName: CITIES.find((city) => city.id === job.cityId)?.name ?? null,
        skills: job.skills ?? [],
      }),
    );
    rows.push({
      slug,
      company_id: companyIds.get(company.slug),
      job_role_id: role.id,
      role: job.role,
      city_id: job.cityId,
      employment_types: job.employmentTypes,
      workplace_type: job.workplaceType,
      salary_type: job.salaryType,
      salary_min: job.salaryMin ?? null,
      salary_max: job.salaryMax ?? null,
      salary_shown: job.salaryShown ?? true,
      last_educations: job.lastEducations ?? [],
      experience_levels: job.experienceLevels ?? [],
      skills: job.skills ?? [],
      description_id: job.descriptionId,
      description_en: job.descriptionEn,
      responsibilities_id: job.responsibilitiesId ?? '',
      responsibilities_en: job.responsibilitiesEn ?? '',
      requirements_id: job.requirementsId ?? '',
      requirements_en: job.requirementsEn ?? '',
      application_type: job.applicationType ?? 'easyApply',
      external_url: job.externalUrl ?? null,
      urgently_needed: job.urgentlyNeeded ?? false,
      applicant_count: job.applicantCount ?? 0,
      status: job.status,
      published_at: job.publishedAt.toISOString(),
      deadline: job.deadline ?? null,
      industry_id: plan.lookups.industryIds.get(company.industrySlug) ?? null,
      job_role_category_id: role.categoryId,
      company_activity: activity.get(company.slug) ?? 0,
      search_title: terms.titleTerms || '-',
      search_body: terms.bodyTerms,
      search_title_words: terms.titleWords,
      search_version: SEARCH_ANALYZER_VERSION,
      created_at: job.publishedAt.toISOString(),
      updated_at: job.publishedAt.toISOString(),
    });
    if (i % 250 === 249) await yieldToLoop();
  }
  return rows;
}

function seedFor(plan: LoadPlan): number {
  return deriveSeed(seed, plan.groups.length);
}

const JOB_COLUMNS = [
  'slug',
  'company_id',
  'job_role_id',
  'role',
  'city_id',
  'employment_types',
  'workplace_type',
  'salary_type',
  'salary_min',
  'salary_max',
  'salary_shown',
  'last_educations',
  'experience_levels',
  'skills',
  'description_id',
  'description_en',
  'responsibilities_id',
  'responsibilities_en',
  'requirements_id',
  'requirements_en',
  'application_type',
  'external_url',
  'urgently_needed',
  'applicant_count',
  'status',
  'published_at',
  'deadline',
  'industry_id',
  'job_role_category_id',
  'company_activity',
  'search_title',
  'search_body',
  'search_title_words',
  'search_version',
  'created_at',
  'updated_at',
].join(', ');

const COMPANY_COLUMNS =
  'id, slug, name, industry_id, city_id, website, address, description_id, description_en, size, founded_year, funding_stage, culture_values, benefits, created_at, updated_at';

/**
 * One shard in one transaction: its companies, then its jobs in multi-row INSERTs of 1,000 rows
 * (one JSON parameter each, expanded by json_populate_recordset: no parameter limit, the same
 * statement on PostgreSQL and PGlite).
 */
async function storeShard(
  handle: DatabaseHandle,
  shard: number,
  companies: GeneratedCompany[],
  companyIds: Map<string, string>,
  rows: JobRow[],
  plan: LoadPlan,
): Promise<void> {
  const companyRows = companies.map((c, i) => {
    const created = new Date(plan.now.getTime() - (700 - ((shard * 7 + i) % 690)) * DAY_MS);
    return {
      id: companyIds.get(c.slug),
      slug: c.slug,
      name: c.name,
      industry_id: plan.lookups.industryIds.get(c.industrySlug) ?? null,
      city_id: c.cityId,
      website: c.website,
      address: c.address,
      description_id: c.descriptionId,
      description_en: c.descriptionEn,
      size: c.size,
      founded_year: c.foundedYear,
      funding_stage: c.fundingStage,
      culture_values: c.cultureValues,
      benefits: c.benefits,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    };
  });
  await handle.db.transaction(async (tx) => {
    if (handle.engine === 'postgres') await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx.execute(sql`
      INSERT INTO companies (${sql.raw(COMPANY_COLUMNS)})
      SELECT ${sql.raw(COMPANY_COLUMNS)}
      FROM json_populate_recordset(NULL::companies, ${JSON.stringify(companyRows)}::json)`);
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = JSON.stringify(rows.slice(i, i + INSERT_BATCH));
      await tx.execute(sql`
        INSERT INTO jobs (${sql.raw(JOB_COLUMNS)})
        SELECT ${sql.raw(JOB_COLUMNS)}
        FROM json_populate_recordset(NULL::jobs, ${batch}::json)`);
    }
    await tx.execute(sql`
      INSERT INTO bench_load (shard, jobs, companies)
      VALUES (${shard}, ${rows.length}, ${companies.length})`);
  });
}

async function report(handle: DatabaseHandle): Promise<void> {
  const { rows } = await handle.execute(`
    SELECT (SELECT count(*) FROM jobs)::int AS jobs,
           (SELECT count(*) FROM jobs WHERE status = 'open')::int AS open,
           (SELECT count(*) FROM companies)::int AS companies,
           (SELECT count(*) FROM search_vocabulary)::int AS vocabulary,
           pg_size_pretty(pg_total_relation_size('jobs')) AS jobs_size,
           pg_size_pretty(pg_indexes_size('jobs')) AS jobs_indexes`);
  log(`done: ${JSON.stringify(rows[0])}`);
}

await main();
