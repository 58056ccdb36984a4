// Loads the deterministic, fictional demo data (cities, taxonomy, companies, jobs, demo accounts,
// feature flags, mentoring) into an empty database, in one transaction. Does nothing when the cities table
// already has rows, so it is safe to call on every start.
import { CITIES, flagPosting } from '@jenjang/domain';
import { count, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/platform/db';
import {
  companies,
  companyLocations,
  companyPhotos,
} from '../src/modules/companies/companies.schema';
import { featureFlags } from '../src/modules/feature-flags/feature-flags.schema';
import { jobs } from '../src/modules/jobs/jobs.schema';
import { users } from '../src/modules/auth/auth.schema';
import {
  cities,
  industries,
  jobRoleCategories,
  jobRoles,
} from '../src/modules/taxonomy/taxonomy.schema';
import { seededUserRows } from './accounts';
import { generateCompanies, type GeneratedCompany } from './companies';
import { generateCompanyExtras } from './company-extras';
import { seedJobReports, withDemoScamPosting } from './job-reports';
import { FEATURE_FLAGS } from './data/feature-flags';
import { INDUSTRIES } from './data/industries';
import { CATEGORIES, ROLES } from './data/roles';
import { generateJobs, type GenerateJobsOptions, type GeneratedJob } from './jobs';
import { seedStudentProfiles } from './students';
import { seedApplications } from './applications';
import { seedCompanyTeams } from './company-teams';
import { seedPipeline } from './pipeline';
import { seedMentoring } from './mentoring';
import { seedPayments } from './payments';
import { readDemoCvs, seedCvReviews } from './cv-reviews';
import { companyActivity, searchTermsOf } from './search-columns';
import { seedStudentCvs } from './student-cvs';
import { withGinIndexesRebuilt } from './bulk-indexes';
import type { FileStorage } from '../src/platform/file-storage';

export const DEFAULT_SEED = 20260101;

/** Rows per INSERT statement: big enough to be quick, well under PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoData = {
  companies: GeneratedCompany[];
  jobs: GeneratedJob[];
};

/** The demo data without touching a database (also used by tests and benchmarks). */
export function generateDemoData(
  options: { now: Date; seed?: number } & Pick<
    GenerateJobsOptions,
    'openCount' | 'closedCount' | 'expiredCount'
  >,
): DemoData {
  const seed = options.seed ?? DEFAULT_SEED;
  const generatedCompanies = generateCompanies(seed);
  const generatedJobs = generateJobs({
    now: options.now,
    seed,
    companies: generatedCompanies,
    openCount: options.openCount,
    closedCount: options.closedCount,
    expiredCount: options.expiredCount,
  });
  return { companies: generatedCompanies, jobs: generatedJobs };
}

export type SeedResult = { seeded: boolean; jobs: number; companies: number };

function chunks<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function existingCounts(db: DatabaseHandle['db']): Promise<SeedResult> {
  const [jobRow] = await db.select({ n: count() }).from(jobs);
  const [companyRow] = await db.select({ n: count() }).from(companies);
  return { seeded: false, jobs: jobRow?.n ?? 0, companies: companyRow?.n ?? 0 };
}

export type SeedDemoDataOptions = {
  now?: Date;
  seed?: number;
  log?: (msg: string) => void;
  /**
   * Where the seeded job seekers' CV files go (the API's file storage). Without it they get no
   * CV on file: tests that do not read CVs leave it out.
   */
  fileStorage?: FileStorage;
};

export async function seedDemoData(
  handle: DatabaseHandle,
  options: SeedDemoDataOptions = {},
): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const [citiesRow] = await handle.db.select({ n: count() }).from(cities);
  if ((citiesRow?.n ?? 0) > 0) return existingCounts(handle.db);

  const started = performance.now();
  const now = options.now ?? new Date();
  const data = generateDemoData({ now, seed: options.seed });
  const userRows = await seededUserRows();
  // The demo CVs are read by the real extraction (worker threads) outside the transaction.
  const demoCvs = await readDemoCvs();
  const generatedMs = performance.now() - started;

  const result = await handle.db.transaction(async (tx) => {
    // Two processes starting at once (e.g. API and worker): the second waits, then sees the data.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('jenjang.seed-demo-data'))`);
    const [again] = await tx.select({ n: count() }).from(cities);
    if ((again?.n ?? 0) > 0) return null;

    await tx
      .insert(cities)
      .values(CITIES.map((c) => ({ id: c.id, name: c.name, slug: c.slug, province: c.province })));
    const industryRows = await tx
      .insert(industries)
      .values(INDUSTRIES.map(({ slug, nameId, nameEn }) => ({ slug, nameId, nameEn })))
      .returning({ id: industries.id, slug: industries.slug });
    const categoryRows = await tx
      .insert(jobRoleCategories)
      .values(CATEGORIES.map(({ slug, nameId, nameEn }) => ({ slug, nameId, nameEn })))
      .returning({ id: jobRoleCategories.id, slug: jobRoleCategories.slug });
    const categoryIds = new Map(categoryRows.map((r) => [r.slug, r.id]));
    const roleRows = await tx
      .insert(jobRoles)
      .values(
        ROLES.map((role) => {
          const categoryId = categoryIds.get(role.category);
          if (categoryId === undefined) throw new Error(`unknown category ${role.category}`);
          return { categoryId, slug: role.slug, nameId: role.nameId, nameEn: role.nameEn };
        }),
      )
      .returning({ id: jobRoles.id, slug: jobRoles.slug });

    const industryIds = new Map(industryRows.map((r) => [r.slug, r.id]));
    // Companies joined the portal over the past year, one every few days.
    const extras = generateCompanyExtras(options.seed ?? DEFAULT_SEED, data.companies);
    const verifiedAt = (slug: string) => {
      const days = extras.get(slug)?.verifiedDaysAgo;
      return days === null || days === undefined ? null : new Date(now.getTime() - days * DAY_MS);
    };
    const companyRows = data.companies.map((c, index) => ({
      slug: c.slug,
      name: c.name,
      industryId: industryIds.get(c.industrySlug) ?? null,
      cityId: c.cityId,
      website: c.website,
      address: c.address,
      descriptionId: c.descriptionId,
      descriptionEn: c.descriptionEn,
      size: c.size,
      foundedYear: c.foundedYear,
      fundingStage: c.fundingStage,
      cultureValues: c.cultureValues,
      benefits: c.benefits,
      verifiedAt: verifiedAt(c.slug),
      createdAt: new Date(now.getTime() - (365 - index * 3) * DAY_MS),
      updatedAt: new Date(now.getTime() - (365 - index * 3) * DAY_MS),
    }));
    const companyIds = new Map<string, string>();
    for (const batch of chunks(companyRows)) {
      const rows = await tx
        .insert(companies)
        .values(batch)
        .returning({ id: companies.id, slug: companies.slug });
      for (const row of rows) companyIds.set(row.slug, row.id);
    }

    const photoRows = [...extras].flatMap(([slug, extra]) =>
      extra.photos.map((photo) => ({ ...photo, companyId: companyIds.get(slug) ?? '' })),
    );
    for (const batch of chunks(photoRows)) await tx.insert(companyPhotos).values(batch);
    const locationRows = [...extras].flatMap(([slug, extra]) =>
      extra.locations.map((location) => ({ ...location, companyId: companyIds.get(slug) ?? '' })),
    );
    for (const batch of chunks(locationRows)) await tx.insert(companyLocations).values(batch);

    const roleIds = new Map(roleRows.map((r) => [r.slug, r.id]));
    const categoryOfRole = new Map(
      ROLES.map((role) => [role.slug, categoryIds.get(role.category) ?? null]),
    );
    const roleBySlug = new Map(ROLES.map((role) => [role.slug, role]));
    const companyBySlug = new Map(data.companies.map((c) => [c.slug, c]));
    const demoJobs = withDemoScamPosting(data.jobs);
    const activity = companyActivity(demoJobs, now);
    const insertJobs = async () => {
      for (const batch of chunks(demoJobs)) {
        await tx.insert(jobs).values(
          batch.map(({ companySlug, roleSlug, ...job }) => {
            const companyId = companyIds.get(companySlug);
            const company = companyBySlug.get(companySlug);
            if (!companyId || !company) throw new Error(`unknown company ${companySlug}`);
            const role = roleBySlug.get(roleSlug);
            // A posting asking for money or ID-card photos waits in the admin's review queue.
            const flagReasons = flagPosting(
              [job.descriptionId, job.descriptionEn, job.requirementsId, job.requirementsEn].join(
                '\n',
              ),
            );
            return {
              ...job,
              companyId,
              jobRoleId: roleIds.get(roleSlug) ?? null,
              flagReasons,
              // What the search index refresh would write (search-columns.ts).
              ...searchTermsOf(
                { ...job, companySlug },
                {
                  companyName: company.name,
                  roleNameId: role?.nameId ?? null,
                  roleNameEn: role?.nameEn ?? null,
                },
              ),
              industryId: industryIds.get(company.industrySlug) ?? null,
              jobRoleCategoryId: categoryOfRole.get(roleSlug) ?? null,
              companyActivity: activity.get(companySlug) ?? 0,
            };
          }),
        );
      }
    };
    // The jobs carry their search text: building their GIN indexes once after the load is about
    // twice as fast as updating them row by row (bulk-indexes.ts).
    await withGinIndexesRebuilt(tx, 'jobs', insertJobs);

    const userIds = await tx
      .insert(users)
      .values(userRows)
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const userIdsByEmail = new Map(userIds.map((u) => [u.email, u.id]));
    await seedStudentProfiles(tx, {
      userIdsByEmail,
      roleIdsBySlug: roleIds,
      industryIdsBySlug: industryIds,
    });
    const studentCvs = options.fileStorage
      ? await seedStudentCvs(tx, {
          now,
          fileStorage: options.fileStorage,
          userIdsByEmail,
          cvs: demoCvs,
        })
      : 0;
    await seedApplications(tx, { now, userIdsByEmail });
    await seedJobReports(tx, { now, userIdsByEmail });
    await seedCompanyTeams(tx, { now, userIdsByEmail });
    await seedPipeline(tx, { now });
    const mentoring = await seedMentoring(tx, {
      now,
      seed: options.seed ?? DEFAULT_SEED,
      userIdsByEmail,
    });
    await seedPayments(tx, { now, userIdsByEmail });
    const cvReviewsStarted = performance.now();
    const cvReviewCount = await seedCvReviews(tx, { now, userIdsByEmail, cvs: demoCvs });
    const cvReviewsMs = Math.round(performance.now() - cvReviewsStarted);
    await tx
      .insert(featureFlags)
      .values([...FEATURE_FLAGS])
      .onConflictDoNothing();
    return {
      seeded: true,
      jobs: data.jobs.length,
      companies: data.companies.length,
      mentoring,
      cvReviews: { count: cvReviewCount, ms: cvReviewsMs },
      studentCvs,
    };
  });

  if (!result) return existingCounts(handle.db);
  const { mentoring, cvReviews, studentCvs, ...counts } = result;
  log(
    `demo data: ${result.companies} companies, ${result.jobs} jobs, ` +
      `${mentoring.mentors} mentors with ${mentoring.sessions} sessions and ${mentoring.reviews} reviews ` +
      `(${mentoring.ms} ms)` +
      (mentoring.regions > 0 ? `, ${mentoring.regions} regions` : '') +
      `, ${cvReviews.count} CV analyses (${cvReviews.ms} ms), ${studentCvs} job seeker CVs on file` +
      ', ' +
      `generated in ${Math.round(generatedMs)} ms, seeded in ${Math.round(performance.now() - started)} ms (${handle.engine})`,
  );
  return counts;
}
