// SQL of job search: filters, ordering, capped totals and disjunctive facet counts.
// Every statement starts from open jobs (status 'open', deadline day not over in Jakarta) so the
// partial indexes on open jobs apply.
import { sql, type SQL } from 'drizzle-orm';
import type { SortParam } from '@jenjang/domain';
import { selectRows, type Database } from '../../../platform/db';

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

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

/** Conditions of the query; `except` leaves one dimension out (for its own facet counts). */
export function searchConditions(q: SearchSql, except?: FacetDimension): SQL {
  const parts: SQL[] = [
    sql`j.status = 'open'`,
    sql`(j.deadline IS NULL OR j.deadline >= ${q.wibToday}::date)`,
  ];
  if (q.tsquery) parts.push(sql`j.search_vector @@ to_tsquery('simple', ${q.tsquery})`);
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

function orderBy(q: SearchSql, sort: SortParam): SQL {
  switch (sort) {
    case 'highestSalary':
      return sql`(CASE WHEN j.salary_shown AND j.salary_type = 'monthly' THEN j.salary_max END) DESC NULLS LAST, j.published_at DESC, j.id DESC`;
    case 'mostActivelyHiring':
      return sql`j.company_activity DESC, j.published_at DESC, j.id DESC`;
    case 'mostRelevant': {
      // Relevance blends the text match on the small title vector, recency and how actively
      // the company hires. Without text it is recency and activity alone.
      const recency = sql`(1.0 / (1.0 + extract(epoch from (now() - j.published_at)) / 1209600.0))`;
      const activity = sql`(ln(1.0 + j.company_activity) / 6.0)`;
      const text = q.tsquery
        ? sql`(ts_rank(j.title_vector, to_tsquery('simple', ${q.tsquery})) * 4.0 + ts_rank(j.search_vector, to_tsquery('simple', ${q.tsquery})))`
        : sql`0`;
      return sql`(${text} + ${recency} * 0.6 + ${activity} * 0.4) DESC, j.published_at DESC, j.id DESC`;
    }
    case 'publishedAt':
    default:
      return sql`j.published_at DESC, j.id DESC`;
  }
}

export async function selectMatchingJobIds(
  db: Database,
  q: SearchSql,
  input: { sort: SortParam; limit: number; offset: number },
): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    SELECT j.id FROM jobs j
    WHERE ${searchConditions(q)}
    ORDER BY ${orderBy(q, input.sort)}
    LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  return rows.map((r) => r.id);
}

/** Counts matches up to `cap` (+1 to know it was reached): exact totals on huge sets cost too much. */
export async function countMatchingJobs(db: Database, q: SearchSql, cap: number): Promise<number> {
  const rows = await selectRows<{ total: number }>(
    db,
    sql`
    SELECT count(*)::int AS total FROM (
      SELECT 1 FROM jobs j WHERE ${searchConditions(q)} LIMIT ${cap + 1}
    ) capped`,
  );
  return rows[0]?.total ?? 0;
}

const FACET_EXPRESSIONS: Record<FacetDimension, SQL> = {
  cityIds: sql`j.city_id::text`,
  workplaceTypes: sql`j.workplace_type`,
  employmentTypes: sql`unnest(j.employment_types)`,
  lastEducations: sql`unnest(j.last_educations)::text`,
  experienceLevels: sql`unnest(j.experience_levels)::text`,
  industry: sql`j.industry_id::text`,
  jobRoleCategoryIds: sql`j.job_role_category_id::text`,
  urgentlyNeeded: sql`(CASE WHEN j.urgently_needed THEN 'true' END)`,
};

/**
 * Facet counts for one dimension: the query's other filters apply, its own does not, so the
 * panel shows what choosing another value would give. Counted over at most `cap` matches.
 */
export async function countFacet(
  db: Database,
  q: SearchSql,
  dimension: FacetDimension,
  cap: number,
): Promise<{ value: string; count: number }[]> {
  const rows = await selectRows<{ value: string | null; count: number }>(
    db,
    sql`
    SELECT v.value, count(*)::int AS count FROM (
      SELECT ${FACET_EXPRESSIONS[dimension]} AS value
      FROM (
        SELECT j.city_id, j.workplace_type, j.employment_types, j.last_educations,
               j.experience_levels, j.industry_id, j.job_role_category_id, j.urgently_needed
        FROM jobs j WHERE ${searchConditions(q, dimension)} LIMIT ${cap}
      ) j
    ) v
    WHERE v.value IS NOT NULL
    GROUP BY v.value
    ORDER BY count DESC`,
  );
  return rows.filter((r): r is { value: string; count: number } => r.value !== null);
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
