// Test factories: create exactly the rows a test asserts on. Each creates what it needs (city,
// industry, company) when absent, gives every row a unique slug, and returns the inserted row.
// Pass `handle.db` or a transaction `tx`.
import { randomBytes } from 'node:crypto';
import { CITIES } from '@jenjang/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/platform/db';
import { companies } from '../src/modules/companies/companies.schema';
import { jobs } from '../src/modules/jobs/jobs.schema';
import { cities, industries } from '../src/modules/taxonomy/taxonomy.schema';
import { INDUSTRIES } from './data/industries';
import { escapeHtml, wibDate } from './jobs';
import { toKebab } from './random';

export type NewCompany = typeof companies.$inferInsert;
export type Company = typeof companies.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type Job = typeof jobs.$inferSelect;

export type FactoryOptions = {
  /** The clock the defaults are relative to (published now, deadline 30 days later). */
  now?: Date;
};

let sequence = 0;
/** A suffix no other call of this process, nor (practically) another process, produces. */
function uniqueSuffix(): string {
  sequence += 1;
  return `${sequence.toString(36)}${randomBytes(3).toString('hex')}`;
}

const JAKARTA = 49180;

/** Inserts one of the spec's 18 cities if it is not there yet; returns its id. */
export async function ensureCity(db: Database, cityId: number = JAKARTA): Promise<number> {
  const city = CITIES.find((c) => c.id === cityId);
  if (!city) {
    const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
    if (!row)
      throw new Error(`city ${cityId} is neither one of the spec's cities nor in the database`);
    return row.id;
  }
  await db
    .insert(cities)
    .values({ id: city.id, name: city.name, slug: city.slug, province: city.province })
    .onConflictDoNothing();
  return city.id;
}

/** Inserts the industry with this slug (from the demo list, or a made-up one) if absent; returns its id. */
export async function ensureIndustry(db: Database, slug = 'teknologi-informasi'): Promise<number> {
  const known = INDUSTRIES.find((i) => i.slug === slug);
  await db
    .insert(industries)
    .values({ slug, nameId: known?.nameId ?? slug, nameEn: known?.nameEn ?? slug })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.slug, slug));
  if (!row) throw new Error(`industry ${slug} could not be created`);
  return row.id;
}

export async function createCompany(
  db: Database,
  overrides: Partial<NewCompany> = {},
): Promise<Company> {
  const suffix = uniqueSuffix();
  const name = overrides.name ?? `PT Uji Coba ${suffix.toUpperCase()}`;
  const slug = overrides.slug ?? `${toKebab(name.replace(/^PT\s+/, ''))}-${suffix}`;
  const cityId =
    overrides.cityId === null ? null : await ensureCity(db, overrides.cityId ?? JAKARTA);
  const industryId =
    overrides.industryId === undefined ? await ensureIndustry(db) : overrides.industryId;
  const [row] = await db
    .insert(companies)
    .values({
      name,
      slug,
      cityId,
      industryId,
      website: `https://${slug}.example.id`,
      descriptionId: `${name} adalah perusahaan fiktif untuk pengujian.`,
      descriptionEn: `${name} is a fictional company used in tests.`,
      size: '51-200',
      foundedYear: 2018,
      fundingStage: 'seriesA',
      cultureValues: ['innovative', 'collaborative', 'integrity'],
      benefits: ['medicalLeave', 'bonusSystem', 'transport', 'vacationTime'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

export async function createJob(
  db: Database,
  overrides: Partial<NewJob> = {},
  options: FactoryOptions = {},
): Promise<Job> {
  const now = options.now ?? new Date();
  const cityId = await ensureCity(db, overrides.cityId ?? JAKARTA);
  const companyId = overrides.companyId ?? (await createCompany(db, { cityId })).id;
  const role = overrides.role ?? 'Software Engineer';
  const slug = overrides.slug ?? `${toKebab(role)}-${uniqueSuffix()}`;
  const [row] = await db
    .insert(jobs)
    .values({
      slug,
      companyId,
      role,
      cityId,
      employmentTypes: ['fullTime'],
      workplaceType: 'onSite',
      salaryType: 'monthly',
      salaryMin: 8_000_000,
      salaryMax: 12_000_000,
      salaryShown: true,
      lastEducations: [3, 4],
      experienceLevels: [5, 6],
      skills: ['TypeScript', 'PostgreSQL'],
      descriptionId: `<p>Kami mencari <strong>${escapeHtml(role)}</strong>.</p>`,
      descriptionEn: `<p>We are looking for a <strong>${escapeHtml(role)}</strong>.</p>`,
      responsibilitiesId: '<ul><li>Membangun fitur baru</li></ul>',
      responsibilitiesEn: '<ul><li>Build new features</li></ul>',
      requirementsId: '<ul><li>Pengalaman minimal 2 tahun</li></ul>',
      requirementsEn: '<ul><li>At least 2 years of experience</li></ul>',
      applicationType: 'easyApply',
      urgentlyNeeded: false,
      applicantCount: 0,
      status: 'open',
      publishedAt: now,
      deadline: wibDate(now, 30),
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('job insert returned nothing');
  return row;
}
