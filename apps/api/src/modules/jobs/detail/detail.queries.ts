import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../platform/db';

export type JobDetailExtraRow = {
  id: string;
  role: string;
  moderation: 'visible' | 'underReview' | 'removed';
  descriptionId: string;
  descriptionEn: string;
  responsibilitiesId: string;
  responsibilitiesEn: string;
  requirementsId: string;
  requirementsEn: string;
  externalUrl: string | null;
  applicantCount: number;
  jobRoleId: number | null;
  jobRoleCategoryId: number | null;
  cityId: number;
  updatedAt: Date | string;
  companyDescriptionId: string;
  companyDescriptionEn: string;
  companySize: string | null;
  companyWebsite: string | null;
  companyFoundedYear: number | null;
  companyFundingStage: string | null;
  companyCultureValues: string[];
  companyBenefits: string[];
  industryId: number | null;
  industrySlug: string | null;
  industryNameId: string | null;
  industryNameEn: string | null;
  companyOpenJobs: number;
};

/** The parts of a job page beyond its card; closed and expired jobs included, drafts not. */
export async function selectJobDetailExtra(
  db: Database,
  where: { slug: string } | { id: string },
  wibToday: string,
): Promise<JobDetailExtraRow | null> {
  // A draft (the employer area) exists for its company only: no public page.
  const condition =
    'slug' in where
      ? sql`j.slug = ${where.slug} AND j.status <> 'draft'`
      : sql`j.id = ${where.id}::uuid AND j.status <> 'draft'`;
  const rows = await selectRows<JobDetailExtraRow>(
    db,
    sql`
    SELECT j.id, j.role, j.description_id AS "descriptionId", j.description_en AS "descriptionEn",
           j.responsibilities_id AS "responsibilitiesId", j.responsibilities_en AS "responsibilitiesEn",
           j.requirements_id AS "requirementsId", j.requirements_en AS "requirementsEn",
           j.external_url AS "externalUrl", j.applicant_count AS "applicantCount",
           j.moderation,
           j.job_role_id AS "jobRoleId", j.job_role_category_id AS "jobRoleCategoryId",
           j.city_id AS "cityId", j.updated_at AS "updatedAt",
           c.description_id AS "companyDescriptionId", c.description_en AS "companyDescriptionEn",
           c.size AS "companySize", c.website AS "companyWebsite",
           c.founded_year AS "companyFoundedYear", c.funding_stage AS "companyFundingStage",
           c.culture_values AS "companyCultureValues", c.benefits AS "companyBenefits",
           i.id AS "industryId", i.slug AS "industrySlug",
           i.name_id AS "industryNameId", i.name_en AS "industryNameEn",
           (SELECT count(*)::int FROM jobs o
             WHERE o.company_id = j.company_id AND o.status = 'open' AND o.moderation = 'visible'
               AND (o.deadline IS NULL OR o.deadline >= ${wibToday}::date)) AS "companyOpenJobs"
    FROM jobs j
    JOIN companies c ON c.id = j.company_id
    LEFT JOIN industries i ON i.id = c.industry_id
    WHERE ${condition}
    LIMIT 1`,
  );
  return rows[0] ?? null;
}

/**
 * Open jobs like this one: same role first, then same category or a similar title; within
 * those, the same city first.
 */
export async function selectSimilarJobIds(
  db: Database,
  input: {
    jobId: string;
    jobRoleId: number | null;
    jobRoleCategoryId: number | null;
    role: string;
    cityId: number;
    wibToday: string;
    limit: number;
  },
): Promise<string[]> {
  const role = input.jobRoleId ?? -1;
  const category = input.jobRoleCategoryId ?? -1;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    SELECT j.id FROM jobs j
    WHERE j.status = 'open' AND j.moderation = 'visible'
      AND (j.deadline IS NULL OR j.deadline >= ${input.wibToday}::date)
      AND j.id <> ${input.jobId}::uuid
      AND (j.job_role_id = ${role} OR j.job_role_category_id = ${category}
           OR lower(j.role) % lower(${input.role}))
    ORDER BY (j.job_role_id = ${role}) DESC,
             (j.city_id = ${input.cityId}) DESC,
             similarity(lower(j.role), lower(${input.role})) DESC,
             j.published_at DESC
    LIMIT ${input.limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Jobs to recommend. With preferences, those that fit them (role, city, level, education)
 * rank first; everyone gets popular and fresh jobs after that.
 */
export async function selectRecommendedJobIds(
  db: Database,
  input: {
    wibToday: string;
    limit: number;
    offset: number;
    jobRoleIds: number[];
    cityIds: number[];
    experienceLevels: number[];
    lastEducations: number[];
    excludeIds: string[];
  },
): Promise<{ ids: string[]; total: number }> {
  const ints = (v: number[]) => sql`${`{${v.join(',')}}`}::int[]`;
  const eligible = sql`j.status = 'open' AND j.moderation = 'visible' AND (j.deadline IS NULL OR j.deadline >= ${input.wibToday}::date)
      AND NOT (j.id::text = ANY(${`{${input.excludeIds.join(',')}}`}::text[]))`;
  const fit = sql`(
      (CASE WHEN j.job_role_id = ANY(${ints(input.jobRoleIds)}) THEN 3 ELSE 0 END)
    + (CASE WHEN j.city_id = ANY(${ints(input.cityIds)}) THEN 2 ELSE 0 END)
    + (CASE WHEN j.experience_levels && ${ints(input.experienceLevels)} THEN 1 ELSE 0 END)
    + (CASE WHEN j.last_educations && ${ints(input.lastEducations)} THEN 1 ELSE 0 END))`;
  // Popular and fresh: applicants show demand, recency keeps the list moving.
  const popularity = sql`(ln(1 + j.applicant_count) / 5.0 + 1.0 / (1.0 + extract(epoch from (now() - j.published_at)) / 604800.0))`;
  const rows = await selectRows<{ id: string; total: number }>(
    db,
    sql`
    SELECT j.id, count(*) OVER ()::int AS total FROM jobs j
    WHERE ${eligible}
    ORDER BY ${fit} DESC, ${popularity} DESC, j.id
    LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  if (rows[0]) return { ids: rows.map((r) => r.id), total: rows[0].total };
  // A page beyond the last has no row to carry the total.
  const [counted] = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM jobs j WHERE ${eligible}`,
  );
  return { ids: [], total: counted?.total ?? 0 };
}

export type RecommendationSignals = {
  preferredRoleIds: number[];
  preferredCityIds: number[];
  experienceLevel: number;
  lastEducation: number;
  /** Roles of the jobs the user viewed, saved or applied to recently. */
  activityRoleIds: number[];
  /** Cities of those jobs. */
  activityCityIds: number[];
  /** Jobs already saved: a recommendation should be something new. */
  savedJobIds: string[];
};

/** What a job seeker's recommendations are built from; null without a student profile. */
export async function selectRecommendationSignals(
  db: Database,
  input: { userId: string; since: Date },
): Promise<RecommendationSignals | null> {
  const rows = await selectRows<{
    preferred_role_ids: number[];
    preferred_city_ids: number[];
    experience_level: number;
    last_education: number;
    activity_role_ids: number[] | null;
    activity_city_ids: number[] | null;
    saved_job_ids: string[] | null;
  }>(
    db,
    sql`
    WITH recent AS (
      SELECT j.job_role_id, j.city_id
      FROM student_activities a JOIN jobs j ON j.id = a.job_id
      WHERE a.user_id = ${input.userId}::uuid
        AND a.type IN ('jobView', 'jobSave', 'jobApply')
        AND a.created_at >= ${input.since.toISOString()}::timestamptz
      ORDER BY a.created_at DESC
      LIMIT 50
    )
    SELECT sp.preferred_role_ids, sp.preferred_city_ids, sp.experience_level, sp.last_education,
      (SELECT array_agg(DISTINCT job_role_id) FROM recent WHERE job_role_id IS NOT NULL)
        AS activity_role_ids,
      (SELECT array_agg(DISTINCT city_id) FROM recent WHERE city_id IS NOT NULL)
        AS activity_city_ids,
      (SELECT array_agg(s.job_id::text) FROM saved_jobs s WHERE s.user_id = ${input.userId}::uuid)
        AS saved_job_ids
    FROM student_profiles sp WHERE sp.user_id = ${input.userId}::uuid`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    preferredRoleIds: row.preferred_role_ids ?? [],
    preferredCityIds: row.preferred_city_ids ?? [],
    experienceLevel: row.experience_level,
    lastEducation: row.last_education,
    activityRoleIds: row.activity_role_ids ?? [],
    activityCityIds: row.activity_city_ids ?? [],
    savedJobIds: row.saved_job_ids ?? [],
  };
}
