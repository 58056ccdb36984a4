// Job search: filters, typo-tolerant text, relevance, capped totals and facets.
import {
  CITIES,
  needsSpellCheck,
  parseSearchQuery,
  stemToken,
  tokenize,
  toSearchFilters,
  wibDateOf,
  type JobSearchQuery,
  type JobSearchResult,
  type SortParam,
} from '@jenjang/domain';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import type { ApiLocale } from '../../../platform/locale';
import { loadJobDocs } from '../jobs.service';
import {
  countFacet,
  countMatchingJobs,
  selectIndustryIdsBySlugs,
  selectMatchingJobIds,
  type FacetDimension,
  type SearchSql,
} from './search.queries';
import { selectClosestTerm, selectKnownTerms } from './search-index.queries';
import { selectFacetLabels } from './facet-labels.queries';

export type SearchDeps = { db: Database; clock: Clock };

/** Totals and facets are exact up to this many matches, then shown as "N+". */
export const COUNT_CAP = 10_000;
const FACET_DIMENSIONS: FacetDimension[] = [
  'cityIds',
  'workplaceTypes',
  'employmentTypes',
  'lastEducations',
  'experienceLevels',
  'industry',
  'jobRoleCategoryIds',
  'urgentlyNeeded',
];

export async function searchJobs(
  deps: SearchDeps,
  query: JobSearchQuery,
  locale: ApiLocale,
): Promise<JobSearchResult> {
  const filters = toSearchFilters(query);
  const { tsquery, correctedSearch } = await understandText(deps.db, filters.text);
  const q: SearchSql = {
    wibToday: wibDateOf(deps.clock.now()),
    tsquery,
    cityIds: filters.cityIds,
    workplaceTypes: filters.workplaceTypes,
    employmentTypes: filters.employmentTypes,
    lastEducations: filters.lastEducations,
    experienceLevels: filters.experienceLevels,
    industryIds: await selectIndustryIdsBySlugs(deps.db, filters.industries),
    jobRoleCategoryIds: filters.jobRoleCategoryIds,
    jobRoleIds: filters.jobRoleIds,
    urgentlyNeeded: filters.urgentlyNeeded,
    salaryMin: filters.salaryMin,
    salaryMax: filters.salaryMax,
  };
  // An industry that does not exist matches nothing rather than everything.
  if (filters.industries.length > 0 && q.industryIds.length === 0) q.industryIds = [-1];

  const sort: SortParam = query.sortParam ?? (tsquery ? 'mostRelevant' : 'publishedAt');
  const offset = (query.page - 1) * query.limit;
  const [ids, counted, facets] = await Promise.all([
    selectMatchingJobIds(deps.db, q, { sort, limit: query.limit, offset }),
    countMatchingJobs(deps.db, q, COUNT_CAP),
    query.includeFacets ? countFacets(deps.db, q, locale) : Promise.resolve(null),
  ]);
  const totalIsCapped = counted > COUNT_CAP;
  const totalDocs = Math.min(counted, COUNT_CAP);
  return {
    docs: await loadJobDocs(deps.db, ids, locale),
    totalDocs,
    totalIsCapped,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
    correctedSearch,
    facets,
  };
}

/**
 * Parses the text and corrects words the index has never seen to the closest known term
 * ("sofware enginer" → "software engineer"), keeping words that are known.
 */
export async function understandText(
  db: Database,
  text: string,
): Promise<{ tsquery: string; correctedSearch: string | null }> {
  const parsed = parseSearchQuery(text);
  if (!parsed.tsquery) return { tsquery: '', correctedSearch: null };
  const candidates = parsed.words.filter(needsSpellCheck);
  if (candidates.length === 0) return { tsquery: parsed.tsquery, correctedSearch: null };

  const known = await selectKnownTerms(db, [
    ...new Set(candidates.flatMap((w) => [w, stemToken(w)])),
  ]);
  const replacements = new Map<string, string>();
  for (const word of candidates) {
    if (known.has(word) || known.has(stemToken(word))) continue;
    const closest = await selectClosestTerm(db, word);
    if (closest && closest !== word) replacements.set(word, closest);
  }
  if (replacements.size === 0) return { tsquery: parsed.tsquery, correctedSearch: null };

  const corrected = tokenize(text)
    .map((word) => replacements.get(word) ?? word)
    .join(' ');
  const reparsed = parseSearchQuery(corrected);
  return { tsquery: reparsed.tsquery, correctedSearch: reparsed.tsquery ? corrected : null };
}

async function countFacets(db: Database, q: SearchSql, locale: ApiLocale) {
  const counts = await Promise.all(FACET_DIMENSIONS.map((d) => countFacet(db, q, d, COUNT_CAP)));
  const labels = await selectFacetLabels(db, locale);
  const result: Record<string, { value: string; label: string; count: number }[]> = {};
  FACET_DIMENSIONS.forEach((dimension, i) => {
    result[dimension] = (counts[i] ?? []).map(({ value, count }) => ({
      value,
      label: labelFor(dimension, value, labels),
      count,
    }));
  });
  return result;
}

function labelFor(
  dimension: FacetDimension,
  value: string,
  labels: Awaited<ReturnType<typeof selectFacetLabels>>,
): string {
  switch (dimension) {
    case 'cityIds':
      return CITIES.find((c) => String(c.id) === value)?.name ?? labels.cities.get(value) ?? value;
    case 'industry':
      return labels.industries.get(value) ?? value;
    case 'jobRoleCategoryIds':
      return labels.categories.get(value) ?? value;
    default:
      // Enum values; the web translates them.
      return value;
  }
}
