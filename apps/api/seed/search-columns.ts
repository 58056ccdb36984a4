// The search columns of the demo jobs, written with the rows: the analysed terms a refresh would
// store, and the columns it denormalises (industry, role category, how actively the company
// hires). The API's first refresh then finds nothing to do for them, instead of rewriting every
// row on start (about 14 s on PGlite). seed-demo-data.test.ts checks that a refresh after the
// seed changes none of these columns, so this and the refresh cannot drift apart.
import { CITIES, SEARCH_ANALYZER_VERSION, wibDateOf } from '@jenjang/domain';
import { analyzeJobTexts } from '../src/modules/jobs/search/search-index.service';
import type { GeneratedJob } from './jobs';

const DAY_MS = 86_400_000;
/** The window of search-index.queries.ts's company activity: open jobs of the last 30 days. */
const ACTIVITY_WINDOW_MS = 30 * DAY_MS;

const CITY_NAMES = new Map<number, string>(CITIES.map((c) => [c.id, c.name]));

type Job = Pick<
  GeneratedJob,
  | 'companySlug'
  | 'role'
  | 'skills'
  | 'descriptionId'
  | 'descriptionEn'
  | 'responsibilitiesId'
  | 'responsibilitiesEn'
  | 'requirementsId'
  | 'requirementsEn'
  | 'cityId'
  | 'status'
  | 'deadline'
  | 'publishedAt'
>;

/** Open jobs (deadline today or later, WIB) per company published in the 30 days before `now`. */
export function companyActivity(jobs: readonly Job[], now: Date): Map<string, number> {
  const today = wibDateOf(now);
  const since = now.getTime() - ACTIVITY_WINDOW_MS;
  const activity = new Map<string, number>();
  for (const job of jobs) {
    activity.set(job.companySlug, activity.get(job.companySlug) ?? 0);
    const open = job.status === 'open' && (!job.deadline || job.deadline >= today);
    if (open && job.publishedAt.getTime() > since) {
      activity.set(job.companySlug, (activity.get(job.companySlug) ?? 0) + 1);
    }
  }
  return activity;
}

/** The analysed terms of one job, with the version of the analysis that made them. */
export function searchTermsOf(
  job: Job,
  names: { companyName: string; roleNameId: string | null; roleNameEn: string | null },
) {
  const terms = analyzeJobTexts({
    role: job.role,
    roleNameId: names.roleNameId,
    roleNameEn: names.roleNameEn,
    companyName: names.companyName,
    skills: job.skills ?? [],
    descriptionId: job.descriptionId,
    descriptionEn: job.descriptionEn,
    responsibilitiesId: job.responsibilitiesId,
    responsibilitiesEn: job.responsibilitiesEn,
    requirementsId: job.requirementsId,
    requirementsEn: job.requirementsEn,
    cityName: CITY_NAMES.get(job.cityId) ?? null,
  });
  return {
    searchTitle: terms.titleTerms,
    searchBody: terms.bodyTerms,
    searchTitleWords: terms.titleWords,
    searchVersion: SEARCH_ANALYZER_VERSION,
  };
}
