DROP INDEX "jobs_open_published_idx";--> statement-breakpoint
DROP INDEX "jobs_open_city_published_idx";--> statement-breakpoint
DROP INDEX "jobs_open_salary_idx";--> statement-breakpoint
DROP INDEX "jobs_open_activity_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_salary_sort_idx" ON "jobs" USING btree ((CASE WHEN "salary_shown" AND "salary_type" = 'monthly' THEN "salary_max" END) DESC NULLS LAST,"published_at" DESC,"id" DESC) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_activity_sort_idx" ON "jobs" USING btree ("company_activity" DESC,"published_at" DESC,"id" DESC) WHERE "jobs"."status" = 'open';--> statement-breakpoint
-- Hand-written below (drizzle cannot declare these); measurements in bench/RESULTS.md.
-- A narrow heap row: long texts (descriptions, analysed terms, the full-text vector) go out of
-- line and are read only for the jobs of a page; the columns searches filter, sort and count on
-- stay inline. fillfactor 90 keeps small updates (applicant counts, status) on their page.
ALTER TABLE "jobs" SET (toast_tuple_target = 128, fillfactor = 90);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "slug" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "role" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "employment_types" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "last_educations" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "experience_levels" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title_vector" SET STORAGE MAIN;--> statement-breakpoint
-- Covering indexes on open jobs: the home page, filter-only searches, capped totals and facet
-- counts become index-only scans.
CREATE INDEX IF NOT EXISTS "jobs_open_newest_cover_idx" ON "jobs"
  ("published_at" DESC, "id" DESC)
  INCLUDE ("deadline", "city_id", "workplace_type", "employment_types", "last_educations",
           "experience_levels", "industry_id", "job_role_category_id", "job_role_id",
           "urgently_needed", "salary_shown", "salary_type", "salary_min", "salary_max",
           "company_activity")
  WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_city_cover_idx" ON "jobs"
  ("city_id", "published_at" DESC, "id" DESC)
  INCLUDE ("deadline", "workplace_type", "employment_types", "last_educations",
           "experience_levels", "industry_id", "job_role_category_id", "job_role_id",
           "urgently_needed", "salary_shown", "salary_type", "salary_min", "salary_max",
           "company_activity")
  WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_industry_cover_idx" ON "jobs"
  ("industry_id", "published_at" DESC, "id" DESC)
  INCLUDE ("deadline", "city_id", "workplace_type", "employment_types", "last_educations",
           "experience_levels", "job_role_category_id", "job_role_id", "urgently_needed",
           "salary_shown", "salary_type", "salary_min", "salary_max", "company_activity")
  WHERE "status" = 'open';--> statement-breakpoint
-- Jobs are written rarely and read constantly: no pending list for searches to scan.
ALTER INDEX "jobs_open_search_idx" SET (fastupdate = off);
