// SQL of the jobs area. Open = status 'open' and the deadline (23:59:59 WIB) not yet passed.
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { companies } from '../companies/companies.schema';
import { cities, industries, jobRoles } from '../taxonomy/taxonomy.schema';
import { jobs } from './jobs.schema';

/** `wibToday` is today's date in Asia/Jakarta: a job stays open through its whole deadline day. */
function openJobCondition(wibToday: string) {
  return and(eq(jobs.status, 'open'), or(isNull(jobs.deadline), gte(jobs.deadline, wibToday)));
}

export async function selectOpenJobsPage(
  db: Database,
  input: { wibToday: string; limit: number; offset: number },
) {
  const companyCity = db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .as('company_city');
  return db
    .select({
      job: jobs,
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        logoUrl: companies.logoUrl,
        cityId: companies.cityId,
      },
      companyCityName: companyCity.name,
      sector: { nameId: industries.nameId, nameEn: industries.nameEn },
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
    .where(openJobCondition(input.wibToday))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(input.limit)
    .offset(input.offset);
}

export type OpenJobRow = Awaited<ReturnType<typeof selectOpenJobsPage>>[number];

export async function countOpenJobs(db: Database, input: { wibToday: string }): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobs)
    .where(openJobCondition(input.wibToday));
  return row?.total ?? 0;
}

/** Marks jobs closed once their deadline day has ended in Jakarta; returns how many. */
export async function closeExpiredJobs(db: Database, input: { wibToday: string }): Promise<number> {
  const closed = await db
    .update(jobs)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(and(eq(jobs.status, 'open'), sql`${jobs.deadline} < ${input.wibToday}`))
    .returning({ id: jobs.id });
  return closed.length;
}
