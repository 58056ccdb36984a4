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
import { FACET_KEYS, type FacetKey, type SortParam } from '@jenjang/domain';
import { selectRows, type Database } from '../../../platform/db';
import { countFacetKeys, filterToken, type FacetCounts } from './facet-key';
import {
  ACTIVITY_WEIGHT,
  RECENCY_HALF_LIFE_MS,
  RECENCY_WEIGHT,
  TITLE_TERMS_WEIGHT,
  TITLE_WORDS_WEIGHT,
} from './engine/relevance';

export type SearchSql = {
  wibToday: string;
  /** Now (ms since 1970), from the injected clock: what relevance measures recency from. */
  nowMs: number;
  /** to_tsquery('simple', …) text; '' when there is no text to match. */
  tsquery: string;
  /** The same query as AND of OR-groups of lexemes (parseSearchQuery's terms). */
  terms: string[][];
  /** The stems of the words typed (parseSearchQuery's titleWords), for title-first relevance. */
  titleWords: string[];
  /** Title words that name a city → its id: a job there holds them (parseSearchQuery's). */
  titleCities: Record<string, number>;
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
  /** With a salary bound: jobs without a comparable salary pass it too (decision 015). */
  includeNegotiableSalary?: boolean;
};

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** Whether the query filters on `dimension` (its facet then counts without that filter). */
export function filtersOn(q: SearchSql, dimension: FacetKey): boolean {
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
export function searchConditions(q: SearchSql, except?: FacetKey | 'text'): SQL {
  // With text, the full-text index must find the matches: a filter index chosen instead (the
  // planner does not price reading the out-of-line 1.6 kB text vector of every row it then
  // tests) cost seconds at 100k. `IS TRUE` keeps a filter's estimate but makes it unindexable.
  const byText = Boolean(q.tsquery) && except !== 'text';
  const filter = (condition: SQL) => (byText ? sql`(${condition}) IS TRUE` : condition);
  const parts: SQL[] = [
    sql`j.status = 'open'`,
    // A job reported by several people or hidden by an admin is not searchable (decision 019).
    sql`j.moderation = 'visible'`,
    sql`(j.deadline IS NULL OR j.deadline >= ${q.wibToday}::date)`,
  ];
  if (q.tsquery && except !== 'text')
    parts.push(sql`j.search_vector @@ to_tsquery('simple', ${q.tsquery})`);
  if (q.cityIds.length && except !== 'cityIds')
    parts.push(filter(sql`j.city_id = ANY(${intArray(q.cityIds)})`));
  // The low-cardinality dimensions as filter tokens: one GIN index narrows any combination.
  const tokens = (values: number[]) => filter(sql`j.filter_tokens && ${intArray(values)}`);
  if (q.workplaceTypes.length && except !== 'workplaceTypes')
    parts.push(tokens(q.workplaceTypes.map(filterToken.workplace)));
  if (q.employmentTypes.length && except !== 'employmentTypes')
    parts.push(tokens(q.employmentTypes.map(filterToken.employment)));
  if (q.lastEducations.length && except !== 'lastEducations')
    parts.push(tokens(q.lastEducations.map(filterToken.education)));
  if (q.experienceLevels.length && except !== 'experienceLevels')
    parts.push(tokens(q.experienceLevels.map(filterToken.experience)));
  if (q.industryIds.length && except !== 'industry')
    parts.push(filter(sql`j.industry_id = ANY(${intArray(q.industryIds)})`));
  if (q.jobRoleCategoryIds.length && except !== 'jobRoleCategoryIds')
    parts.push(tokens(q.jobRoleCategoryIds.map(filterToken.roleCategory)));
  if (q.jobRoleIds.length) parts.push(sql`j.job_role_id = ANY(${intArray(q.jobRoleIds)})`);
  if (q.urgentlyNeeded && except !== 'urgentlyNeeded')
    parts.push(filter(sql`j.filter_tokens @> ${intArray([filterToken.urgentlyNeeded])}`));
  if (q.salaryMin !== null || q.salaryMax !== null) {
    // Range overlap on monthly salaries that are shown; a job without one cannot match, unless
    // the client includes negotiable (hidden, not given, not monthly) salaries.
    const comparable = sql`j.salary_shown AND j.salary_type = 'monthly' AND coalesce(j.salary_min, j.salary_max) IS NOT NULL`;
    const range = [comparable];
    if (q.salaryMin !== null)
      range.push(sql`coalesce(j.salary_max, j.salary_min) >= ${q.salaryMin}`);
    if (q.salaryMax !== null)
      range.push(sql`coalesce(j.salary_min, j.salary_max) <= ${q.salaryMax}`);
    parts.push(
      q.includeNegotiableSalary
        ? sql`(NOT (${comparable}) OR (${sql.join(range, sql` AND `)}))`
        : sql.join(range, sql` AND `),
    );
  }
  return sql.join(parts, sql` AND `);
}

/** The salary a "highest salary" sort orders by (the expression of jobs_open_salary_sort_idx). */
const SORT_SALARY = sql`(CASE WHEN j.salary_shown AND j.salary_type = 'monthly' THEN j.salary_max END)`;

/**
 * Relevance, the formula of engine/relevance.ts written in SQL: the title part (titlePart), then
 * recency from the injected clock's now and how actively the company hires; without text,
 * recency and activity alone. Reads only inline columns: no description or full-text vector of
 * the body is fetched to rank. float8 throughout, as the engine computes in doubles (the
 * publication time in ms as the engine loads it: exact, then rounded once).
 */
function relevance(q: SearchSql, alias = 'j'): SQL {
  const j = sql.raw(alias);
  const recency = sql`(${weight(RECENCY_WEIGHT)} / (1.0::float8 + greatest(0.0::float8,
    ${q.nowMs}::float8 - (extract(epoch from ${j}.published_at) * 1000)::float8)
    / ${weight(RECENCY_HALF_LIFE_MS)}))`;
  const activity = sql`(${weight(ACTIVITY_WEIGHT)} * ln(1.0::float8 + ${j}.company_activity::float8)
    / 6.0::float8)`;
  return sql`(${titlePart(q, alias)} + ${recency} + ${activity})`;
}

const weight = (value: number) => sql.raw(`${value}::float8`);

/**
 * The title part of relevance: the share of the words typed that the job's own title holds and
 * the share of the query's groups its title terms hold (title vector), a word or group naming a
 * city held by the jobs there too; 0 without text. Relevance adds recency and activity to it;
 * the other sorts order within its tiers (docs/decisions/030).
 */
function titlePart(q: SearchSql, alias = 'j'): SQL {
  if (!q.tsquery) return sql`0.0::float8`;
  const j = sql.raw(alias);
  const share = (weightOf: number, held: SQL[]) =>
    held.length === 0
      ? sql`0.0::float8`
      : sql`(${weight(weightOf)} * (${sql.join(held, sql` + `)})::float8 / ${held.length}::float8)`;
  // A word (or group) naming a city is held by a job in that city too.
  const inCities = (lexemes: string[]) => {
    const ids = [...new Set(lexemes.flatMap((l) => q.titleCities[l] ?? []))];
    return ids.length === 0 ? sql`` : sql` OR ${j}.city_id = ANY(${intArray(ids)})`;
  };
  const words = q.titleWords.map(
    (word) => sql`(${word}::text = ANY(${j}.search_title_words)${inCities([word])})::int`,
  );
  const groups = q.terms.map(
    (group) =>
      sql`(${j}.title_vector @@ to_tsquery('simple', ${group.join(' | ')})${inCities(group)})::int`,
  );
  return sql`(${share(TITLE_WORDS_WEIGHT, words)} + ${share(TITLE_TERMS_WEIGHT, groups)})`;
}

/** Whether a sort orders within the title tiers of relevance (text, and not relevance itself). */
const isTiered = (q: SearchSql, sort: SortParam) => Boolean(q.tsquery) && sort !== 'mostRelevant';

/** Any term of the query or word typed in the title vector: the jobs whose title part scores. */
function anyTitleTerm(q: SearchSql): string {
  return [...new Set([...q.terms.flat(), ...q.titleWords])].join(' | ');
}

function orderBy(q: SearchSql, sort: SortParam): SQL {
  const order = keyOrder(q, sort);
  return isTiered(q, sort) ? sql`${titlePart(q)} DESC, ${order}` : order;
}

function keyOrder(q: SearchSql, sort: SortParam): SQL {
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

export type FacetCountRow = { dim: FacetKey; value: string; count: number };

export type MatchSummary = {
  /** Matches counted, at most cap + 1 (more than cap = capped). */
  total: number;
  /** The page when the matched set could order it; null when step 2 must fetch it. */
  pageIds: string[] | null;
  facets: FacetCountRow[] | null;
};

/**
 * When more than the cap match and the sort is relevance, the page is ranked among candidates:
 * the matched set read for the total and, with text, the newest RELEVANCE_CANDIDATES matches
 * whose title holds any term of the query (through the title vector's own GIN index); without
 * text, the jobs of the most active companies. Below the cap every match is ranked.
 */
export const RELEVANCE_CANDIDATES = 500;

/** string_agg of the 16-byte facet keys of at most `cap` rows of `rows` (a subquery aliased j). */
function facetKeys(rows: SQL): SQL {
  return sql`(SELECT string_agg(j.facet_key, ''::bytea) FROM (${rows}) j)`;
}

/**
 * Step 1 of a search: the capped total, the page and the facet keys, in one statement that
 * reads each match once. Facets of a dimension the query filters on count over the matches of
 * the other conditions (disjunctive facets), from their own capped set. The facet keys are
 * counted by countFacetKeys (facet-key.ts): one aggregate per set instead of a GROUP BY per facet.
 */
export async function summarizeMatches(
  db: Database,
  q: SearchSql,
  input: {
    cap: number;
    facetCap: number;
    facets: boolean;
    sort: SortParam;
    limit: number;
    offset: number;
  },
): Promise<MatchSummary> {
  // Without text the matched set is the newest matches (an index-only walk of a covering index);
  // with text it is what the full-text index yields first.
  const newestFirst = !q.tsquery;
  const newest = newestFirst ? sql`ORDER BY j.published_at DESC, j.id DESC` : sql``;
  const sortKey: Record<SortParam, SQL> = {
    publishedAt: sql``,
    mostActivelyHiring: sql`, j.company_activity`,
    highestSalary: sql`, ${SORT_SALARY} AS salary_key`,
    mostRelevant: sql`, ${relevance(q)} AS score`,
  };
  const tiered = isTiered(q, input.sort);
  const tier = tiered ? sql`, ${titlePart(q)} AS tier` : sql``;
  const ctes: SQL[] = [
    sql`m AS MATERIALIZED (
      SELECT j.id, j.published_at${sortKey[input.sort]}${tier}${input.facets ? sql`, j.facet_key` : sql``}
      FROM jobs j WHERE ${searchConditions(q)} ${newest}
      LIMIT ${input.cap + 1})`,
  ];
  const capped = sql`(SELECT count(*) FROM m) > ${input.cap}`;

  // The page: ordered over the matched set when that set holds every match, or (newest first)
  // all matches up to the page; for relevance over many matches, over the candidates.
  const pageFromMatches = sql`NOT ${capped}${
    newestFirst && input.sort === 'publishedAt'
      ? sql` OR (SELECT count(*) FROM m) >= ${input.offset + input.limit}`
      : sql``
  }`;
  let pageSource = sql`SELECT * FROM m j WHERE ${pageFromMatches}`;
  let pageOrder = tiered ? sql`j.tier DESC, ${mOrder(input.sort)}` : mOrder(input.sort);
  if (input.sort === 'mostRelevant') {
    const window = q.tsquery
      ? sql`SELECT j.id, j.published_at, ${relevance(q)} AS score FROM jobs j
            WHERE ${searchConditions(q)}
              AND j.title_vector @@ to_tsquery('simple', ${anyTitleTerm(q)}) AND ${capped}
            ORDER BY j.published_at DESC, j.id DESC LIMIT ${RELEVANCE_CANDIDATES}`
      : sql`SELECT j.id, j.published_at, ${relevance(q)} AS score FROM jobs j
            WHERE ${searchConditions(q)} AND ${capped}
            ORDER BY j.company_activity DESC, j.published_at DESC, j.id DESC
            LIMIT ${RELEVANCE_CANDIDATES}`;
    ctes.push(sql`c AS MATERIALIZED (
      SELECT id, published_at, score FROM m
      UNION ALL
      SELECT w.* FROM (${window}) w WHERE w.id NOT IN (SELECT id FROM m))`);
    pageSource = sql`SELECT * FROM c j`;
    pageOrder = mOrder('mostRelevant');
  }
  const columns: SQL[] = [
    sql`(SELECT count(*)::int FROM m) AS total`,
    sql`(SELECT array_agg(j.id::text ORDER BY ${pageOrder}) FROM (
          SELECT * FROM (${pageSource}) j ORDER BY ${pageOrder}
          LIMIT ${input.limit} OFFSET ${input.offset}) j) AS page`,
    input.sort === 'mostRelevant'
      ? sql`(SELECT count(*)::int FROM c) AS candidates`
      : sql`0 AS candidates`,
  ];
  const ownSets: FacetKey[] = [];
  if (input.facets) {
    columns.push(
      sql`${facetKeys(sql`SELECT j.facet_key FROM m j LIMIT ${input.facetCap}`)} AS keys`,
    );
    for (const dimension of FACET_KEYS) {
      if (!filtersOn(q, dimension)) continue;
      ownSets.push(dimension);
      columns.push(
        sql`${facetKeys(sql`SELECT j.facet_key FROM jobs j
            WHERE ${searchConditions(q, dimension)} ${newest} LIMIT ${input.facetCap}`)}
          AS ${sql.raw(`keys_${ownSets.length - 1}`)}`,
      );
    }
  }
  type Row = {
    total: number;
    page: string[] | null;
    candidates: number;
    [keys: `keys${string}`]: Uint8Array | null;
  };
  const rows = await selectRows<Row>(
    db,
    sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${sql.join(columns, sql`, `)}`,
  );
  const row = rows[0];
  const total = row?.total ?? 0;
  const isCapped = total > input.cap;
  const answered =
    !isCapped ||
    (newestFirst && input.sort === 'publishedAt' && total >= input.offset + input.limit) ||
    (input.sort === 'mostRelevant' && (row?.candidates ?? 0) >= input.offset + input.limit);

  let facets: FacetCountRow[] | null = null;
  if (input.facets && row) {
    const counts: FacetCounts = new Map();
    const fromMatches = FACET_KEYS.filter((d) => !ownSets.includes(d));
    countFacetKeys(toBytes(row.keys), fromMatches, counts);
    ownSets.forEach((dimension, i) => {
      countFacetKeys(toBytes(row[`keys_${i}`]), [dimension], counts);
    });
    facets = [];
    for (const [dim, values] of counts) {
      for (const [value, count] of values) {
        facets.push({ dim, value, count });
      }
    }
    facets.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  }
  return { total, pageIds: answered ? (row?.page ?? []) : null, facets };
}

/** bytea arrives as a Buffer (node-postgres) or a Uint8Array (PGlite); both are Uint8Arrays. */
function toBytes(value: unknown): Uint8Array | null {
  return value instanceof Uint8Array ? value : null;
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

export type TaxonomyRow = {
  kind: 'cityIds' | 'industry' | 'jobRoleCategoryIds';
  id: number;
  slug: string;
  nameId: string;
  nameEn: string;
};

/** Cities, industries and role categories: facet labels and industry slugs, in one query. */
export async function selectSearchTaxonomy(db: Database): Promise<TaxonomyRow[]> {
  return selectRows<TaxonomyRow>(
    db,
    sql`
    SELECT 'cityIds' AS kind, id, slug, name AS "nameId", name AS "nameEn" FROM cities
    UNION ALL SELECT 'industry', id, slug, name_id, name_en FROM industries
    UNION ALL SELECT 'jobRoleCategoryIds', id, slug, name_id, name_en FROM job_role_categories`,
  );
}
