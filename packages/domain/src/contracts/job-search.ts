import { z } from 'zod';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  SORT_PARAMS,
  WORKPLACE_TYPES,
} from '../enums';
import { integerIdQuerySchema, PAGE_LIMIT_MAX, paginatedSchema } from './common';
import { SEARCH_MAX_FILTER_VALUES, SEARCH_MAX_PAGE, SEARCH_SALARY_MAX } from './job-search-limits';
import { jobDocSchema } from './jobs';

/** One value or many (repeated keys) become an array; empty strings are dropped. */
function arrayOf<T extends z.ZodTypeAny>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.filter((v) => v !== '' && v !== undefined);
  }, z.array(item).max(SEARCH_MAX_FILTER_VALUES).optional());
}

const booleanish = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean().optional(),
);

export const SEARCH_TEXT_MAX = 200;

/** A parameter the original API takes and Jenjang has no use for: accepted, without effect. */
const ignored = z
  .union([z.string().max(SEARCH_TEXT_MAX), z.array(z.string().max(SEARCH_TEXT_MAX)).max(20)])
  .optional()
  .describe('Accepted for clients of the original API; no effect.');

/** The original API's names of Jenjang's parameters (decision 015). */
const textAlias = z.string().trim().max(SEARCH_TEXT_MAX).optional().describe('Same as search.');

const pageSize = z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX);

/**
 * Every filter of the spec's preset searches. Aliases existing clients send are accepted:
 * `location` = `workplaceTypes`, `employment` = `employmentTypes`, and the original API's
 * `keyword` / `q` / `keywords` = `search`, `per_page` = `limit`, `categorySlug` = `industry`
 * (decision 015).
 */
export const jobSearchQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    limit: pageSize.optional().describe('Jobs per page, 20 by default.'),
    per_page: pageSize.optional().describe('Same as limit (limit wins when both are sent).'),
    search: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
    keyword: textAlias,
    q: textAlias,
    keywords: arrayOf(z.string().trim().max(SEARCH_TEXT_MAX)).describe('Same as search.'),
    cityIds: arrayOf(integerIdQuerySchema),
    workplaceTypes: arrayOf(z.enum(WORKPLACE_TYPES)),
    location: arrayOf(z.enum(WORKPLACE_TYPES)),
    employmentTypes: arrayOf(z.enum(EMPLOYMENT_TYPES)),
    employment: arrayOf(z.enum(EMPLOYMENT_TYPES)),
    // The level ids run 0-9 and 0-8 without gaps (enums.ts); what each means is the vocabulary's.
    lastEducations: arrayOf(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(Math.max(...EDUCATION_LEVELS)),
    ),
    experienceLevels: arrayOf(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(Math.max(...EXPERIENCE_LEVELS)),
    ),
    /** Industry slugs (e.g. `bank`) or ids. */
    industry: arrayOf(z.string().trim().min(1).max(60)),
    /** The original API's job category: Jenjang's industry slug (/v1/job-portal/job-category). */
    categorySlug: arrayOf(z.string().trim().min(1).max(60)),
    jobRoleCategoryIds: arrayOf(integerIdQuerySchema),
    jobRoleIds: arrayOf(integerIdQuerySchema),
    urgentlyNeeded: booleanish,
    salaryMin: z.coerce.number().int().min(0).max(SEARCH_SALARY_MAX).optional(),
    /** 0 means no upper limit, as in the original API. */
    salaryMax: z.coerce.number().int().min(0).max(SEARCH_SALARY_MAX).optional(),
    /**
     * With a salary filter, also the jobs whose salary cannot be compared with it: hidden, not
     * given (negotiable) or not monthly.
     */
    includeNegotiableSalary: booleanish,
    sortParam: z.enum(SORT_PARAMS).optional(),
    /** Accepted for existing clients; each sort has its one direction (spec section 3). */
    sortBy: ignored,
    shortBy: ignored,
    published: ignored,
    status: ignored,
    prioritizeNonFilledApplicantQuota: ignored,
    boostTheBoostedJob: ignored,
    externalPlatformApplyUrlSet: ignored,
    trId: ignored,
    guest: ignored,
    readPreference: ignored,
    /** Facet counts per filter value for the current query (costs a little more). */
    includeFacets: booleanish,
    /**
     * When the search finds nothing: for each filter in use (the text included), how many jobs
     * the search would find without it, in `relaxations` (computed in the same request).
     */
    includeRelaxations: booleanish,
  })
  .refine(
    (q) =>
      q.salaryMin === undefined ||
      q.salaryMax === undefined ||
      q.salaryMax === 0 ||
      q.salaryMin <= q.salaryMax,
    {
      message: 'salaryMin must not exceed salaryMax',
      path: ['salaryMin'],
    },
  )
  .transform(({ limit, per_page: perPage, ...query }) => ({
    ...query,
    limit: limit ?? perPage ?? 20,
  }));
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

/** The filters after aliases are merged: what the search service works with. */
export type JobSearchFilters = {
  text: string;
  cityIds: number[];
  workplaceTypes: string[];
  employmentTypes: string[];
  lastEducations: number[];
  experienceLevels: number[];
  industries: string[];
  jobRoleCategoryIds: number[];
  jobRoleIds: number[];
  urgentlyNeeded: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  /** With a salary filter: jobs without a comparable (shown, monthly) salary pass it too. */
  includeNegotiableSalary: boolean;
};

/** The text of a search, under whichever name the client sent it. */
function searchTextOf(query: JobSearchQuery): string {
  for (const text of [query.search, query.keyword, query.q, query.keywords?.join(' ')]) {
    if (text) return text;
  }
  return '';
}

export function toSearchFilters(query: JobSearchQuery): JobSearchFilters {
  const unique = <T>(...lists: (T[] | undefined)[]) => [...new Set(lists.flatMap((l) => l ?? []))];
  return {
    text: searchTextOf(query),
    cityIds: unique(query.cityIds),
    workplaceTypes: unique(query.workplaceTypes, query.location),
    employmentTypes: unique(query.employmentTypes, query.employment),
    lastEducations: unique(query.lastEducations),
    experienceLevels: unique(query.experienceLevels),
    industries: unique(query.industry, query.categorySlug).map((i) => i.toLowerCase()),
    jobRoleCategoryIds: unique(query.jobRoleCategoryIds),
    jobRoleIds: unique(query.jobRoleIds),
    urgentlyNeeded: query.urgentlyNeeded ?? false,
    salaryMin: query.salaryMin ?? null,
    // The original API's "no upper limit".
    salaryMax: query.salaryMax ? query.salaryMax : null,
    includeNegotiableSalary: query.includeNegotiableSalary ?? false,
  };
}

export const FACET_KEYS = [
  'cityIds',
  'workplaceTypes',
  'employmentTypes',
  'lastEducations',
  'experienceLevels',
  'industry',
  'jobRoleCategoryIds',
  'urgentlyNeeded',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * A filter a search can do without, as a whole: the text, a facet's filter, the role filter or the
 * salary range (both bounds). Ties between suggestions keep this order.
 */
export const RELAXABLE_FILTERS = ['search', ...FACET_KEYS, 'jobRoleIds', 'salary'] as const;
export type RelaxableFilter = (typeof RELAXABLE_FILTERS)[number];

export const searchRelaxationSchema = z.object({
  /** The filter to drop. */
  filter: z.enum(RELAXABLE_FILTERS),
  /** How many jobs the search finds without it. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type SearchRelaxation = z.infer<typeof searchRelaxationSchema>;

/** Relaxations offered at most (the ones that find the most). */
export const MAX_RELAXATIONS = 3;

export const jobSearchResultSchema = paginatedSchema(jobDocSchema).extend({
  /** True when the total was capped for speed: show it as "N+". */
  totalIsCapped: z.boolean(),
  /** The query as understood after typo correction, when it differs from what was typed. */
  correctedSearch: z.string().nullable(),
  facets: z.record(z.string(), z.array(facetValueSchema)).nullable(),
  /**
   * True when the database could not be reached and the answer comes from the API's in-memory
   * index as it was at `indexAsOf`: jobs changed since then are not seen yet.
   */
  stale: z.boolean().optional(),
  /** When the index answering a stale search last saw the database (ISO 8601). */
  indexAsOf: z.string().optional(),
  /**
   * With includeRelaxations=true and nothing found: the filters whose removal finds jobs, most
   * results first (ties in the order of RELAXABLE_FILTERS), at most MAX_RELAXATIONS.
   */
  relaxations: z.array(searchRelaxationSchema).optional(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

export const jobSearchResponseSchema = z.object({ data: jobSearchResultSchema });

export const autocompleteQuerySchema = z.object({
  q: z.string().trim().min(1).max(80),
  limit: z.coerce.number().int().min(1).max(15).default(8),
});

export const suggestionSchema = z.object({
  kind: z.enum(['role', 'company', 'city']),
  label: z.string(),
  ref: z.string(),
  jobCount: z.number().int(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const autocompleteResponseSchema = z.object({
  data: z.object({ suggestions: z.array(suggestionSchema) }),
});
