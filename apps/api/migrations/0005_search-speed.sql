-- Search speed (bench/RESULTS.md, docs/decisions/005-search-facets-in-one-pass.md).
-- Hand-written: the two functions behind the generated columns, and the covering indexes
-- rebuilt around the new columns. Plain SQL for PostgreSQL 15 and PGlite.
--
-- job_facet_key: a job's facet values in 16 bytes: int4 city id, int4 industry id (0 = none),
-- int4 role category id (0 = none), int4 bits: 0-1 workplace (1 remote, 2 onSite, 3 hybrid),
-- 2-6 employment types (fullTime, internship, partTime, contract, freelance), 7-13 last
-- educations 0-6, 14-22 experience levels 0-8, 23 urgently needed. A search aggregates this one
-- column over its matches (string_agg) and the API counts every facet from the bytes, instead
-- of eight GROUP BYs over the matches. apps/api/src/modules/jobs/search/facet-key.ts decodes it.
CREATE OR REPLACE FUNCTION job_facet_key(
  city_id integer, industry_id integer, category_id integer, workplace_type text,
  employment_types text[], last_educations integer[], experience_levels integer[],
  urgently_needed boolean
) RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT int4send(coalesce(city_id, 0)) || int4send(coalesce(industry_id, 0))
    || int4send(coalesce(category_id, 0)) || int4send(
      (CASE workplace_type WHEN 'remote' THEN 1 WHEN 'onSite' THEN 2 WHEN 'hybrid' THEN 3 ELSE 0 END)
      | coalesce((SELECT bit_or(1 << (1 + array_position(
          ARRAY['fullTime','internship','partTime','contract','freelance'], e)))
          FROM unnest(employment_types) e), 0)
      | coalesce((SELECT bit_or(1 << (7 + v)) FROM unnest(last_educations) v WHERE v BETWEEN 0 AND 6), 0)
      | coalesce((SELECT bit_or(1 << (14 + v)) FROM unnest(experience_levels) v WHERE v BETWEEN 0 AND 8), 0)
      | (CASE WHEN urgently_needed THEN 1 << 23 ELSE 0 END))
$$;--> statement-breakpoint
-- job_filter_tokens: the low-cardinality filter values as integers for one GIN index, so any
-- combination of them narrows through the index: 101-103 workplace (remote, onSite, hybrid),
-- 200-204 employment types (same order as above), 300+level education, 400+level experience,
-- 500 urgently needed, 1000000+id role category. search.queries.ts writes the same tokens.
CREATE OR REPLACE FUNCTION job_filter_tokens(
  workplace_type text, employment_types text[], last_educations integer[],
  experience_levels integer[], category_id integer, urgently_needed boolean
) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(
    SELECT 100 + array_position(ARRAY['remote','onSite','hybrid'], workplace_type)
      WHERE array_position(ARRAY['remote','onSite','hybrid'], workplace_type) IS NOT NULL
    UNION ALL
    SELECT 199 + array_position(ARRAY['fullTime','internship','partTime','contract','freelance'], e)
      FROM unnest(employment_types) e
      WHERE array_position(ARRAY['fullTime','internship','partTime','contract','freelance'], e) IS NOT NULL
    UNION ALL SELECT 300 + v FROM unnest(last_educations) v WHERE v BETWEEN 0 AND 99
    UNION ALL SELECT 400 + v FROM unnest(experience_levels) v WHERE v BETWEEN 0 AND 99
    UNION ALL SELECT 500 WHERE urgently_needed
    UNION ALL SELECT 1000000 + category_id WHERE category_id IS NOT NULL)
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "facet_key" "bytea" GENERATED ALWAYS AS (job_facet_key(city_id, industry_id, job_role_category_id, workplace_type, employment_types, last_educations, experience_levels, urgently_needed)) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "filter_tokens" integer[] GENERATED ALWAYS AS (job_filter_tokens(workplace_type, employment_types, last_educations, experience_levels, job_role_category_id, urgently_needed)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_open_filter_tokens_idx" ON "jobs" USING gin ("filter_tokens") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_title_idx" ON "jobs" USING gin ("title_vector") WHERE "jobs"."status" = 'open';--> statement-breakpoint
ALTER INDEX "jobs_open_filter_tokens_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "jobs_open_title_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "facet_key" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "filter_tokens" SET STORAGE MAIN;--> statement-breakpoint
-- The covering indexes of 0004, rebuilt to carry the facet key and the filter tokens instead of
-- the columns those replace, so filter-only searches, totals and facets stay index-only.
DROP INDEX IF EXISTS "jobs_open_newest_cover_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_city_cover_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_industry_cover_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_newest_cover_idx" ON "jobs" ("published_at" DESC, "id" DESC)
  INCLUDE ("deadline", "city_id", "industry_id", "job_role_id", "filter_tokens", "facet_key",
           "salary_shown", "salary_type", "salary_min", "salary_max", "company_activity")
  WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_city_cover_idx" ON "jobs" ("city_id", "published_at" DESC, "id" DESC)
  INCLUDE ("deadline", "industry_id", "job_role_id", "filter_tokens", "facet_key",
           "salary_shown", "salary_type", "salary_min", "salary_max", "company_activity")
  WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_industry_cover_idx" ON "jobs" ("industry_id", "published_at" DESC, "id" DESC)
  INCLUDE ("deadline", "city_id", "job_role_id", "filter_tokens", "facet_key",
           "salary_shown", "salary_type", "salary_min", "salary_max", "company_activity")
  WHERE "status" = 'open';
