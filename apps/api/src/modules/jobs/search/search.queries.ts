// SQL of job search: filters, ordering, capped totals and disjunctive facet counts.
// Every statement starts from open jobs (status 'open', deadline day not over in Jakarta) so the
// partial indexes on open jobs apply.
//
// How a search runs (bench/RESULTS.md has the measurements behind it):
// 1. One statement reads the matches once, at most `cap + 1` of them, through whatever index
//    suits the conditions (full-text GIN, a city index, the newest-first covering index), keeping
//    only narrow columns in a MATERIALIZED CTE. From that set it answers the capped total, the
//    facet counts (one UNION ALL of GROUP BYs; labels come alongside) and, when the total is not
//    capped, the requested page — so a selective search never touches a row twice.
// 2. Only when more than `cap` jobs match does a second statement fetch the page, walking an
//    index in the requested order (cheap exactly then: matches are dense).
import { sql, type SQL } from 'drizzle-orm';
import type { SortParam } from '@jenjang/domain';
import { selectRows, type Database } from '../../../platform/db';
import type { ApiLocale } from '../../../platform/locale';

export type SearchSql = {
  wibToday: string;
  /** to_tsquery('simple', …) text; '' when there is no text to match. */
  tsquery: string;
  cityIds: number[];
  workplaceTypes: string[];
  employmentTypes: string[];
  lastEducations: number[];
  experienceLevels: number[];
  industryIds: number[];
  jobRoleCategoryIds: number[];
  jobRoleIds: number[];
  urgentlyNeeded: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
};

export type FacetDimension =
  | 'cityIds'
  | 'workplaceTypes'
  | 'employmentTypes'
  | 'lastEducations'
  | 'experienceLevels'
  | 'industry'
  | 'jobRoleCategoryIds'
  | 'urgentlyNeeded';

export const FACET_DIMENSIONS: readonly FacetDimension[] = [
  'cityIds',
  'workplaceTypes',
  'employmentTypes',
  'lastEducations',
  'experienceLevels',
  'industry',
  'jobRoleCategoryIds',
  'urgentlyNeeded',
];

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

/** Whether the query filters on `dimension` (its facet then counts without that filter). */
export function filtersOn(q: SearchSql, dimension: FacetDimension): boolean {
  switch (dimension) {
    case 'cityIds':
      return q.cityIds.length > 0;
    case 'workplaceTypes':
      return q.workplaceTypes.length > 0;
    case 'employmentTypes':
      return q.employmentTypes.length > 0;
    case 'lastEducations':
      return q.lastEducations.length > 0;
    case 'experienceLevels':
      return q.experienceLevels.length > 0;
    case 'industry':
      return q.industryIds.length > 0;
    case 'jobRoleCategoryIds':
      return q.jobRoleCategoryIds.length > 0;
    case 'urgentlyNeeded':
      return q.urgentlyNeeded;
  }
}

/**
 * Conditions of the query; `except` leaves one dimension out (for its own facet counts), or the
 * text match ('text').
 */
export function searchConditions(q: SearchSql, except?: FacetDimension | 'text'): SQL {
  const parts: SQL[] = [
    sql`j.status = 'open'`,
    sql`(j.deadline IS NULL OR j.deadline >= ${q.wibToday}::date)`,
  ];
  if (q.tsquery && except !== 'text')
    parts.push(sql`j.search_vector @@ to_tsquery('simple', ${q.tsquery})`);
  if (q.cityIds.length && except !== 'cityIds')
    parts.push(sql`j.city_id = ANY(${intArray(q.cityIds)})`);
  if (q.workplaceTypes.length && except !== 'workplaceTypes')
    parts.push(sql`j.workplace_type = ANY(${textArray(q.workplaceTypes)})`);
  if (q.employmentTypes.length && except !== 'employmentTypes')
    parts.push(sql`j.employment_types && ${textArray(q.employmentTypes)}`);
  if (q.lastEducations.length && except !== 'lastEducations')
    parts.push(sql`j.last_educations && ${intArray(q.lastEducations)}`);
  if (q.experienceLevels.length && except !== 'experienceLevels')
    parts.push(sql`j.experience_levels && ${intArray(q.experienceLevels)}`);
  if (q.industryIds.length && except !== 'industry')
    parts.push(sql`j.industry_id = ANY(${intArray(q.industryIds)})`);
  if (q.jobRoleCategoryIds.length && except !== 'jobRoleCategoryIds')
    parts.push(sql`j.job_role_category_id = ANY(${intArray(q.jobRoleCategoryIds)})`);
  if (q.jobRoleIds.length) parts.push(sql`j.job_role_id = ANY(${intArray(q.jobRoleIds)})`);
  if (q.urgentlyNeeded && except !== 'urgentlyNeeded') parts.push(sql`j.urgently_needed`);
  if (q.salaryMin !== null || q.salaryMax !== null) {
    // Range overlap on monthly salaries that are shown; a job without a salary cannot match.
    parts.push(sql`j.salary_shown AND j.salary_type = 'monthly'`);
    if (q.salaryMin !== null)
      parts.push(sql`coalesce(j.salary_max, j.salary_min) >= ${q.salaryMin}`);
    if (q.salaryMax !== null)
      parts.push(sql`coalesce(j.salary_min, j.salary_max) <= ${q.salaryMax}`);
  }
  return sql.join(parts, sql` AND `);
}

/** The salary a "highest salary" sort orders by (the expression of jobs_open_salary_sort_idx). */
const SORT_SALARY = sql`(CASE WHEN j.salary_shown AND j.salary_type = 'monthly' THEN j.salary_max END)`;

/**
 * Relevance: the text match on the small title vector (role + company; a title match lifts a job
 * well above one that matches in its description only), recency and how actively the company
 * hires. Without text it is recency and activity alone. Reads only inline columns: no
 * description or full-text vector is fetched to rank.
 */
function relevance(q: SearchSql, alias = 'j'): SQL {
  const j = sql.raw(alias);
  const recency = sql`(1.0 / (1.0 + extract(epoch from (now() - ${j}.published_at)) / 1209600.0))`;
  const activity = sql`(ln(1.0 + ${j}.company_activity) / 6.0)`;
  const text = q.tsquery
    ? sql`(ts_rank(${j}.title_vector, to_tsquery('simple', ${q.tsquery})) * 10.0)`
    : sql`0`;
  return sql`(${text} + ${recency} * 0.6 + ${activity} * 0.4)`;
}

function orderBy(q: SearchSql, sort: SortParam): SQL {
  switch (sort) {
    case 'highestSalary':
      return sql`${SORT_SALARY} DESC NULLS LAST, j.published_at DESC, j.id DESC`;
    case 'mostActivelyHiring':
      return sql`j.company_activity DESC, j.published_at DESC, j.id DESC`;
    case 'mostRelevant':
      return sql`${relevance(q)} DESC, j.published_at DESC, j.id DESC`;
    case 'publishedAt':
    default:
      return sql`j.published_at DESC, j.id DESC`;
  }
}

/** Facet value of a row of the matched set (aliased `j`); arrays give one value per element. */
const FACET_VALUE: Record<FacetDimension, { column: SQL; value: SQL; unnest: boolean }> = {
  cityIds: { column: sql`j.city_id`, value: sql`j.city_id::text`, unnest: false },
  workplaceTypes: { column: sql`j.workplace_type`, value: sql`j.workplace_type`, unnest: false },
  employmentTypes: {
    column: sql`j.employment_types`,
    value: sql`j.employment_types`,
    unnest: true,
  },
  lastEducations: { column: sql`j.last_educations`, value: sql`j.last_educations`, unnest: true },
  experienceLevels: {
    column: sql`j.experience_levels`,
    value: sql`j.experience_levels`,
    unnest: true,
  },
  industry: { column: sql`j.industry_id`, value: sql`j.industry_id::text`, unnest: false },
  jobRoleCategoryIds: {
    column: sql`j.job_role_category_id`,
    value: sql`j.job_role_category_id::text`,
    unnest: false,
  },
  urgentlyNeeded: {
    column: sql`j.urgently_needed`,
    value: sql`(CASE WHEN j.urgently_needed THEN 'true' END)`,
    unnest: false,
  },
};

/** Counts per value of one dimension over `source` (a CTE name), first `cap` rows only. */
function facetCounts(dimension: FacetDimension, source: string, cap: number): SQL {
  const { value, unnest } = FACET_VALUE[dimension];
  const from = sql`(SELECT * FROM ${sql.raw(source)} LIMIT ${cap}) j`;
  const select = unnest
    ? sql`SELECT ${dimension}::text AS dim, v::text AS value, count(*)::int AS count
          FROM ${from}, unnest(${value}) v GROUP BY v`
    : sql`SELECT ${dimension}::text AS dim, ${value} AS value, count(*)::int AS count
          FROM ${from} WHERE ${value} IS NOT NULL GROUP BY 2`;
  return sql`(${select})`;
}

export type FacetCountRow = { dim: FacetDimension; value: string; count: number; label: string };

export type MatchSummary = {
  /** Matches counted, at most cap + 1 (more than cap = capped). */
  total: number;
  /** The page when the matched set could order it; null when step 2 must fetch it. */
  pageIds: string[] | null;
  facets: FacetCountRow[] | null;
};

/**
 * When more than the cap match and the sort is relevance, the page is ranked among candidates:
 * the matched set read for the total (without text: the newest matches) and, with text, the
 * newest title matches among the newest RELEVANCE_WINDOW jobs that pass the filters; without
 * text, the jobs of the most active companies. Below the cap every match is ranked.
 */
export const RELEVANCE_CANDIDATES = 500;
export const RELEVANCE_WINDOW = 20_000;

/**
 * Step 1 of a search: the capped total, facets and the page, in one statement that reads each
 * match once. Facets of a dimension the query filters on count over the matches of the other
 * conditions (disjunctive facets), from their own capped set.
 */
export async function summarizeMatches(
  db: Database,
  q: SearchSql,
  input: {
    cap: number;
    facetCap: number;
    facets: boolean;
    locale: ApiLocale;
    sort: SortParam;
    limit: number;
    offset: number;
  },
): Promise<MatchSummary> {
  // Without text the matched set is the newest matches (an index-only walk of a covering index);
  // with text it is what the full-text index yields first.
  const newestFirst = !q.tsquery;
  const sortKey: Record<SortParam, SQL> = {
    publishedAt: sql``,
    mostActivelyHiring: sql`, j.company_activity`,
    highestSalary: sql`, ${SORT_SALARY} AS salary_key`,
    mostRelevant: sql`, ${relevance(q)} AS score`,
  };
  const facetColumns = input.facets
    ? FACET_DIMENSIONS.filter((d) => !filtersOn(q, d)).map((d) => sql`, ${FACET_VALUE[d].column}`)
    : [];
  const capped = sql`(SELECT count(*) FROM m) > ${input.cap}`;
  const ctes: SQL[] = [
    sql`m AS MATERIALIZED (
      SELECT j.id, j.published_at${sortKey[input.sort]}${sql.join(facetColumns, sql``)}
      FROM jobs j WHERE ${searchConditions(q)}
      ${newestFirst ? sql`ORDER BY j.published_at DESC, j.id DESC` : sql``}
      LIMIT ${input.cap + 1})`,
  ];

  // The page: ordered over the matched set when that set holds every match, or (newest first)
  // all matches up to the page; for relevance over many matches, over the candidates.
  const pageFromMatches = sql`NOT ${capped}${
    newestFirst && input.sort === 'publishedAt'
      ? sql` OR (SELECT count(*) FROM m) >= ${input.offset + input.limit}`
      : sql``
  }`;
  let ranked = sql`SELECT j.id, row_number() OVER (ORDER BY ${mOrder(input.sort)}) AS n
                   FROM m j WHERE ${pageFromMatches}`;
  if (input.sort === 'mostRelevant') {
    const window = q.tsquery
      ? sql`SELECT r.id, r.published_at, ${relevance(q, 'r')} AS score FROM (
              SELECT j.id, j.published_at, j.company_activity, j.title_vector FROM jobs j
              WHERE ${searchConditions(q, 'text')} AND ${capped}
              ORDER BY j.published_at DESC, j.id DESC LIMIT ${RELEVANCE_WINDOW}) r
            WHERE r.title_vector @@ to_tsquery('simple', ${q.tsquery})
            ORDER BY r.published_at DESC, r.id DESC LIMIT ${RELEVANCE_CANDIDATES}`
      : sql`SELECT j.id, j.published_at, ${relevance(q)} AS score FROM jobs j
            WHERE ${searchConditions(q)} AND ${capped}
            ORDER BY j.company_activity DESC, j.published_at DESC, j.id DESC
            LIMIT ${RELEVANCE_CANDIDATES}`;
    ctes.push(sql`c AS MATERIALIZED (
      SELECT id, published_at, score FROM m
      UNION ALL
      SELECT w.* FROM (${window}) w WHERE w.id NOT IN (SELECT id FROM m))`);
    ranked = sql`SELECT j.id, row_number() OVER (ORDER BY j.score DESC, j.published_at DESC, j.id DESC) AS n
                 FROM c j`;
  }
  const parts: SQL[] = [
    sql`(SELECT 'total' AS dim, NULL::text AS value, count(*)::int AS count FROM m)`,
    sql`(SELECT 'page', p.id::text, p.n::int FROM (${ranked}) p
         WHERE p.n > ${input.offset} AND p.n <= ${input.offset + input.limit})`,
  ];
  if (input.sort === 'mostRelevant') {
    parts.push(sql`(SELECT 'candidates', NULL, count(*)::int FROM c)`);
  }
  if (input.facets) {
    FACET_DIMENSIONS.forEach((dimension, i) => {
      if (!filtersOn(q, dimension)) {
        parts.push(facetCounts(dimension, 'm', input.facetCap));
        return;
      }
      const source = `f${i}`;
      ctes.push(sql`${sql.raw(source)} AS MATERIALIZED (
        SELECT ${FACET_VALUE[dimension].column} FROM jobs j
        WHERE ${searchConditions(q, dimension)}
        ${newestFirst ? sql`ORDER BY j.published_at DESC, j.id DESC` : sql``}
        LIMIT ${input.facetCap})`);
      parts.push(facetCounts(dimension, source, input.facetCap));
    });
  }
  const [rows, labels] = await Promise.all([
    selectRows<{ dim: string; value: string | null; count: number }>(
      db,
      sql`WITH ${sql.join(ctes, sql`, `)} ${sql.join(parts, sql` UNION ALL `)}`,
    ),
    input.facets ? selectFacetLabels(db, input.locale) : Promise.resolve(new Map<string, string>()),
  ]);

  let total = 0;
  let candidates = 0;
  const page: { id: string; n: number }[] = [];
  const facets: FacetCountRow[] = [];
  for (const row of rows) {
    if (row.dim === 'total') total = row.count;
    else if (row.dim === 'candidates') candidates = row.count;
    else if (row.dim === 'page') page.push({ id: row.value ?? '', n: row.count });
    else if (row.value !== null) {
      facets.push({
        dim: row.dim as FacetDimension,
        value: row.value,
        count: row.count,
        label: labels.get(`${row.dim}:${row.value}`) ?? row.value,
      });
    }
  }
  facets.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  const isCapped = total > input.cap;
  const answered =
    !isCapped ||
    (newestFirst && input.sort === 'publishedAt' && total >= input.offset + input.limit) ||
    (input.sort === 'mostRelevant' && candidates >= input.offset + input.limit);
  return {
    total,
    pageIds: answered ? page.sort((a, b) => a.n - b.n).map((p) => p.id) : null,
    facets: input.facets ? facets : null,
  };
}

/** Names of the database-backed facet values (cities, industries, role categories), one query. */
async function selectFacetLabels(db: Database, locale: ApiLocale): Promise<Map<string, string>> {
  const name = locale === 'en' ? sql.raw('name_en') : sql.raw('name_id');
  const rows = await selectRows<{ key: string; name: string }>(
    db,
    sql`
    SELECT 'cityIds:' || id AS key, name FROM cities
    UNION ALL SELECT 'industry:' || id, ${name} FROM industries
    UNION ALL SELECT 'jobRoleCategoryIds:' || id, ${name} FROM job_role_categories`,
  );
  return new Map(rows.map((r) => [r.key, r.name]));
}

/** ORDER BY over the matched set `m` (its precomputed sort keys). */
function mOrder(sort: SortParam): SQL {
  switch (sort) {
    case 'highestSalary':
      return sql`j.salary_key DESC NULLS LAST, j.published_at DESC, j.id DESC`;
    case 'mostActivelyHiring':
      return sql`j.company_activity DESC, j.published_at DESC, j.id DESC`;
    case 'mostRelevant':
      return sql`j.score DESC, j.published_at DESC, j.id DESC`;
    case 'publishedAt':
    default:
      return sql`j.published_at DESC, j.id DESC`;
  }
}

/**
 * Step 2, only when more than the cap match and step 1 could not order the page: walks the index
 * of the sort order (cheap exactly then: matches are dense). Relevance pages past the ranked
 * candidates list the other matches newest first.
 */
export async function selectPageOfMany(
  db: Database,
  q: SearchSql,
  input: { sort: SortParam; limit: number; offset: number },
): Promise<string[]> {
  const sort = input.sort === 'mostRelevant' ? 'publishedAt' : input.sort;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    SELECT j.id FROM jobs j WHERE ${searchConditions(q)}
    ORDER BY ${orderBy(q, sort)}
    LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  return rows.map((r) => r.id);
}

export async function selectIndustryIdsBySlugs(
  db: Database,
  slugsOrIds: string[],
): Promise<number[]> {
  if (slugsOrIds.length === 0) return [];
  const rows = await selectRows<{ id: number }>(
    db,
    sql`
    SELECT id FROM industries
    WHERE slug = ANY(${textArray(slugsOrIds)}) OR id::text = ANY(${textArray(slugsOrIds)})
       OR lower(name_id) = ANY(${textArray(slugsOrIds)}) OR lower(name_en) = ANY(${textArray(slugsOrIds)})`,
  );
  return rows.map((r) => r.id);
}
