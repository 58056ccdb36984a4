// SQL of the jobs area shared by its features. Open = status 'open' and the deadline day
// (ending 23:59:59 WIB) not yet over.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { companies } from '../companies/companies.schema';
import { cities, industries, jobRoles } from '../taxonomy/taxonomy.schema';
import { jobs } from './jobs.schema';

/** Jobs with everything a list card shows, for the given ids (in no particular order). */
export async function selectJobDocRows(db: Database, ids: string[]) {
  const companyCity = db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .as('company_city');
  return db
    .select({
      // Only what a card shows: descriptions stay out of line and unread.
      job: {
        id: jobs.id,
        slug: jobs.slug,
        role: jobs.role,
        employmentTypes: jobs.employmentTypes,
        workplaceType: jobs.workplaceType,
        salaryType: jobs.salaryType,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryShown: jobs.salaryShown,
        lastEducations: jobs.lastEducations,
        experienceLevels: jobs.experienceLevels,
        applicationType: jobs.applicationType,
        urgentlyNeeded: jobs.urgentlyNeeded,
        applicantCount: jobs.applicantCount,
        status: jobs.status,
        publishedAt: jobs.publishedAt,
        deadline: jobs.deadline,
        updatedAt: jobs.updatedAt,
        skills: jobs.skills,
      },
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        logoUrl: companies.logoUrl,
        cityId: companies.cityId,
      },
      companyCityName: companyCity.name,
      sector: { nameId: industries.nameId, nameEn: industries.nameEn, slug: industries.slug },
      city: { id: cities.id, name: cities.name, countryName: cities.countryName },
      jobRole: {
        id: jobRoles.id,
        nameId: jobRoles.nameId,
        nameEn: jobRoles.nameEn,
        categoryId: jobRoles.categoryId,
      },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(cities, eq(cities.id, jobs.cityId))
    .leftJoin(companyCity, eq(companyCity.id, companies.cityId))
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .leftJoin(jobRoles, eq(jobRoles.id, jobs.jobRoleId))
    .where(inArray(jobs.id, ids));
}

export type JobDocRow = Awaited<ReturnType<typeof selectJobDocRows>>[number];

/** Marks jobs closed once their deadline day has ended in Jakarta; returns how many. */
export async function closeExpiredJobs(db: Database, input: { wibToday: string }): Promise<number> {
  const closed = await db
    .update(jobs)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(and(eq(jobs.status, 'open'), sql`${jobs.deadline} < ${input.wibToday}`))
    .returning({ id: jobs.id });
  return closed.length;
}
