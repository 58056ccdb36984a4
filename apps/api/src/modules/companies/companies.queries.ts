// SQL of the talent side of companies: the explore list with its filters and sorts, the filter
// options, and the parts of a company page. Open jobs = open, visible (not under review) and not
// past their deadline day in Jakarta, as everywhere in search.
import type { CompanySort, EmploymentType, FundingStage, WorkplaceType } from '@jenjang/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { responseFiguresSql } from './response-figures.queries';

const ints = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

function openJobsByCompany(wibToday: string): SQL {
  return sql`SELECT j.company_id, count(*)::int AS n FROM jobs j
    WHERE j.status = 'open' AND j.moderation = 'visible'
      AND (j.deadline IS NULL OR j.deadline >= ${wibToday}::date)
    GROUP BY j.company_id`;
}

/** `%` and `_` typed by a person are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type CompanyCardRow = {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  size: string | null;
  verifiedAt: Date | null;
  industryId: number | null;
  industrySlug: string | null;
  industryNameId: string | null;
  industryNameEn: string | null;
  cityId: number | null;
  cityName: string | null;
  openJobCount: number;
  applicationCount: number | null;
  medianDays: number | null;
  answeredShare: number | null;
  total: number;
};

export type CompanyExploreSql = {
  wibToday: string;
  since: Date;
  search?: string | undefined;
  industryIds: readonly number[];
  cityIds: readonly number[];
  sizes: readonly string[];
  hasOpenJobs?: boolean | undefined;
  sort: CompanySort;
  limit: number;
  offset: number;
  /** Only this company (the detail page reads its card with the same query). */
  slug?: string;
};

const ORDER: Record<CompanySort, SQL> = {
  mostOpenJobs: sql`coalesce(o.n, 0) DESC, lower(c.name), c.id`,
  // Companies without any answered application rank last, whatever their name.
  fastestResponse: sql`r.median_days ASC NULLS LAST, r.answered_share DESC NULLS LAST, lower(c.name), c.id`,
  name: sql`lower(c.name), c.id`,
};

/** One page of company cards with the total; a few hundred companies, one statement. */
export async function selectCompanyCards(
  db: Database,
  q: CompanyExploreSql,
): Promise<CompanyCardRow[]> {
  const where: SQL[] = [sql`TRUE`];
  if (q.slug !== undefined) where.push(sql`c.slug = ${q.slug}`);
  if (q.search) where.push(sql`c.name ILIKE ${likePattern(q.search)}`);
  if (q.industryIds.length) where.push(sql`c.industry_id = ANY(${ints(q.industryIds)})`);
  if (q.cityIds.length)
    where.push(sql`(c.city_id = ANY(${ints(q.cityIds)}) OR EXISTS (
      SELECT 1 FROM company_locations l
      WHERE l.company_id = c.id AND l.city_id = ANY(${ints(q.cityIds)})))`);
  if (q.sizes.length) where.push(sql`c.size = ANY(${`{${q.sizes.join(',')}}`}::text[])`);
  if (q.hasOpenJobs === true) where.push(sql`coalesce(o.n, 0) > 0`);
  if (q.hasOpenJobs === false) where.push(sql`coalesce(o.n, 0) = 0`);
  const rows = await selectRows<CompanyCardRow>(
    db,
    sql`
    SELECT c.id, c.slug, c.name, c.logo_url AS "logoUrl", c.size, c.verified_at AS "verifiedAt",
           i.id AS "industryId", i.slug AS "industrySlug",
           i.name_id AS "industryNameId", i.name_en AS "industryNameEn",
           ci.id AS "cityId", ci.name AS "cityName",
           coalesce(o.n, 0)::int AS "openJobCount",
           r.application_count AS "applicationCount", r.median_days AS "medianDays",
           r.answered_share AS "answeredShare",
           count(*) OVER ()::int AS total
    FROM companies c
    LEFT JOIN industries i ON i.id = c.industry_id
    LEFT JOIN cities ci ON ci.id = c.city_id
    LEFT JOIN (${openJobsByCompany(q.wibToday)}) o ON o.company_id = c.id
    LEFT JOIN (${responseFiguresSql({ since: q.since })}) r ON r.company_id = c.id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${ORDER[q.sort]}
    LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  return rows;
}

export type FilterOptionRow = {
  id: number;
  slug: string;
  nameId: string;
  nameEn: string;
  companyCount: number;
};

/** Industries that have companies, with how many. */
export async function selectIndustryOptions(db: Database): Promise<FilterOptionRow[]> {
  return selectRows<FilterOptionRow>(
    db,
    sql`SELECT i.id, i.slug, i.name_id AS "nameId", i.name_en AS "nameEn",
               count(c.id)::int AS "companyCount"
        FROM industries i JOIN companies c ON c.industry_id = i.id
        GROUP BY i.id ORDER BY i.name_id`,
  );
}

/** Cities where companies work (head office or another office), with how many companies. */
export async function selectCityOptions(
  db: Database,
): Promise<{ id: number; name: string; companyCount: number }[]> {
  return selectRows(
    db,
    sql`SELECT ci.id, ci.name, count(DISTINCT x.company_id)::int AS "companyCount"
        FROM (SELECT id AS company_id, city_id FROM companies WHERE city_id IS NOT NULL
              UNION SELECT company_id, city_id FROM company_locations) x
        JOIN cities ci ON ci.id = x.city_id
        GROUP BY ci.id ORDER BY ci.name`,
  );
}

export type CompanyProfileRow = {
  id: string;
  website: string | null;
  address: string | null;
  descriptionId: string;
  descriptionEn: string;
  foundedYear: number | null;
  /** The companies_funding_stage_check constraint keeps it to the spec's values. */
  fundingStage: FundingStage | null;
  cultureValues: string[];
  benefits: string[];
};

export async function selectCompanyProfile(
  db: Database,
  companyId: string,
): Promise<CompanyProfileRow | null> {
  const [row] = await selectRows<CompanyProfileRow>(
    db,
    sql`SELECT id, website, address, description_id AS "descriptionId",
               description_en AS "descriptionEn", founded_year AS "foundedYear",
               funding_stage AS "fundingStage", culture_values AS "cultureValues", benefits
        FROM companies WHERE id = ${companyId}::uuid`,
  );
  return row ?? null;
}

export async function selectCompanyPhotos(
  db: Database,
  companyId: string,
): Promise<{ url: string; captionId: string; captionEn: string; position: number }[]> {
  return selectRows(
    db,
    sql`SELECT url, caption_id AS "captionId", caption_en AS "captionEn", position
        FROM company_photos WHERE company_id = ${companyId}::uuid ORDER BY position`,
  );
}

export async function selectCompanyLocations(
  db: Database,
  companyId: string,
): Promise<{ cityId: number; city: string; address: string; isHeadOffice: boolean }[]> {
  return selectRows(
    db,
    sql`SELECT l.city_id AS "cityId", ci.name AS city, l.address, l.is_head_office AS "isHeadOffice"
        FROM company_locations l JOIN cities ci ON ci.id = l.city_id
        WHERE l.company_id = ${companyId}::uuid
        ORDER BY l.is_head_office DESC, ci.name`,
  );
}

export type CompanyOpenJobRow = {
  id: string;
  slug: string;
  role: string;
  city: string;
  /** Checked by jobs_employment_types_check and jobs_workplace_type_check. */
  employmentTypes: EmploymentType[];
  workplaceType: WorkplaceType;
  publishedAt: Date;
  urgentlyNeeded: boolean;
};

export async function selectCompanyOpenJobs(
  db: Database,
  input: { companyId: string; wibToday: string; limit: number },
): Promise<CompanyOpenJobRow[]> {
  return selectRows<CompanyOpenJobRow>(
    db,
    sql`SELECT j.id, j.slug, j.role, ci.name AS city, j.employment_types AS "employmentTypes",
               j.workplace_type AS "workplaceType", j.published_at AS "publishedAt",
               j.urgently_needed AS "urgentlyNeeded"
        FROM jobs j JOIN cities ci ON ci.id = j.city_id
        WHERE j.company_id = ${input.companyId}::uuid
          AND j.status = 'open' AND j.moderation = 'visible'
          AND (j.deadline IS NULL OR j.deadline >= ${input.wibToday}::date)
        ORDER BY j.published_at DESC, j.id
        LIMIT ${input.limit}`,
  );
}
