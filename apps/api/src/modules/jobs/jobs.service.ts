// Use cases of the jobs area shared by search, detail, similar and saved jobs.
import { hasFewApplicants, wibDateOf, type JobDoc } from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import { closeExpiredJobs, selectJobDocRows, type JobDocRow } from './jobs.queries';

export type JobsDeps = { db: Database; clock: Clock };

/** Job cards for `ids`, in the order of `ids`. */
export async function loadJobDocs(
  db: Database,
  ids: string[],
  locale: ApiLocale,
): Promise<JobDoc[]> {
  if (ids.length === 0) return [];
  const rows = await selectJobDocRows(db, ids);
  const byId = new Map(rows.map((row) => [row.job.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJobDoc(row, locale)] : [];
  });
}

export async function closeJobsPastDeadline(deps: JobsDeps): Promise<number> {
  return closeExpiredJobs(deps.db, { wibToday: wibDateOf(deps.clock.now()) });
}

function toJobDoc(row: JobDocRow, locale: ApiLocale): JobDoc {
  const { job, company, city } = row;
  const salaryMin = job.salaryShown ? job.salaryMin : null;
  const salaryMax = job.salaryShown ? job.salaryMax : null;
  const latestUpdatedAt = job.updatedAt.toISOString();
  const localized = (names: { nameId: string | null; nameEn: string | null } | null) =>
    (locale === 'en' ? names?.nameEn : names?.nameId) ?? null;
  return {
    id: job.id,
    slug: job.slug,
    role: job.role,
    company: {
      id: company.id,
      name: company.name,
      slug: company.slug,
      logoUrl: company.logoUrl,
      sector: localized(row.sector),
      location: {
        city:
          company.cityId !== null && row.companyCityName !== null
            ? { id: company.cityId, name: row.companyCityName }
            : null,
      },
    },
    location: { city: { id: city.id, name: city.name }, country: { name: city.countryName } },
    employmentTypes: job.employmentTypes as JobDoc['employmentTypes'],
    workplaceType: job.workplaceType as JobDoc['workplaceType'],
    salaryType: job.salaryType as JobDoc['salaryType'],
    // A hidden salary never leaves the server.
    salaryMin,
    salaryMax,
    salaryShown: job.salaryShown,
    candidatePreference: {
      lastEducations: job.lastEducations,
      experienceLevels: job.experienceLevels,
    },
    jobRole:
      row.jobRole && row.jobRole.id !== null
        ? {
            id: row.jobRole.id,
            name: localized(row.jobRole) ?? '',
            categoryId: row.jobRole.categoryId ?? 0,
          }
        : null,
    applicationType: job.applicationType as JobDoc['applicationType'],
    urgentlyNeeded: job.urgentlyNeeded,
    thereAreStillFewApplicants: hasFewApplicants(job.applicantCount),
    status: job.status === 'open' ? 'active' : 'closed',
    publishedAt: job.publishedAt.toISOString(),
    deadline: job.deadline,
    // The original API's names (decision 015).
    city: { id: city.id, name: city.name },
    country: { name: city.countryName },
    salaryRange: { start: salaryMin, end: salaryMax },
    categorySlug: row.sector?.slug ?? null,
    latestUpdatedAt,
    lastActivelyHiringAt:
      job.updatedAt > job.publishedAt ? latestUpdatedAt : job.publishedAt.toISOString(),
    skills: job.skills.map((name) => ({ name })),
    stats: { applicantCount: job.applicantCount },
  };
}
