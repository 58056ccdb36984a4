-- Proposed migration for fast job search (bench/RESULTS.md has the measurements).
-- Plain SQL for PostgreSQL 15 and PGlite; every statement is idempotent.

-- 1. A narrow heap row. A job row carries ~5 kB of text (descriptions, requirements, analysed
--    terms, the full-text vector); by default PostgreSQL keeps ~2 kB of it inline, so a page holds
--    3-4 jobs and every search that reads matched rows drags the text along. With a low
--    toast_tuple_target the long columns move out of line (read only for the 20 jobs of a
--    page), and the columns searches filter, sort and count on stay inline (STORAGE MAIN):
--    12-18 jobs per page. Applies to rows written from now on: existing rows narrow when they
--    are next updated, or at once with `UPDATE jobs SET updated_at = updated_at` (or
--    VACUUM FULL / CLUSTER) in a quiet hour.
--    fillfactor 90 leaves room on each page so that the frequent small updates (applicant
--    counts, status) stay on the page (HOT) and keep the rows in publication order.
ALTER TABLE jobs SET (toast_tuple_target = 128, fillfactor = 90);
ALTER TABLE jobs ALTER COLUMN slug SET STORAGE MAIN;
ALTER TABLE jobs ALTER COLUMN role SET STORAGE MAIN;
ALTER TABLE jobs ALTER COLUMN employment_types SET STORAGE MAIN;
ALTER TABLE jobs ALTER COLUMN last_educations SET STORAGE MAIN;
ALTER TABLE jobs ALTER COLUMN experience_levels SET STORAGE MAIN;
ALTER TABLE jobs ALTER COLUMN title_vector SET STORAGE MAIN;

-- 2. Covering indexes on open jobs: newest first, and per city. The columns every filter and
--    facet reads are INCLUDEd, so the home page, filter-only searches, capped totals and facet
--    counts are index-only scans (no heap visit once the visibility map is set by vacuum).
CREATE INDEX IF NOT EXISTS jobs_open_newest_cover_idx ON jobs
  (published_at DESC, id DESC)
  INCLUDE (deadline, city_id, workplace_type, employment_types, last_educations,
           experience_levels, industry_id, job_role_category_id, job_role_id, urgently_needed,
           salary_shown, salary_type, salary_min, salary_max, company_activity)
  WHERE status = 'open';
CREATE INDEX IF NOT EXISTS jobs_open_city_cover_idx ON jobs
  (city_id, published_at DESC, id DESC)
  INCLUDE (deadline, workplace_type, employment_types, last_educations, experience_levels,
           industry_id, job_role_category_id, job_role_id, urgently_needed, salary_shown,
           salary_type, salary_min, salary_max, company_activity)
  WHERE status = 'open';
CREATE INDEX IF NOT EXISTS jobs_open_industry_cover_idx ON jobs
  (industry_id, published_at DESC, id DESC)
  INCLUDE (deadline, city_id, workplace_type, employment_types, last_educations,
           experience_levels, job_role_category_id, job_role_id, urgently_needed, salary_shown,
           salary_type, salary_min, salary_max, company_activity)
  WHERE status = 'open';

-- 3. The sort orders exactly as search.queries.ts writes them (the old salary index was on
--    salary_max, but the sort orders by the shown monthly salary: every such search sorted all
--    matches).
CREATE INDEX IF NOT EXISTS jobs_open_salary_sort_idx ON jobs
  ((CASE WHEN salary_shown AND salary_type = 'monthly' THEN salary_max END) DESC NULLS LAST,
   published_at DESC, id DESC)
  WHERE status = 'open';
CREATE INDEX IF NOT EXISTS jobs_open_activity_sort_idx ON jobs
  (company_activity DESC, published_at DESC, id DESC)
  WHERE status = 'open';

-- 4. Superseded by the indexes above.
DROP INDEX IF EXISTS jobs_open_published_idx;
DROP INDEX IF EXISTS jobs_open_city_published_idx;
DROP INDEX IF EXISTS jobs_open_salary_idx;
DROP INDEX IF EXISTS jobs_open_activity_idx;

-- 5. Full-text index without a pending list: searches never scan unmerged entries (jobs are
--    written rarely, read constantly).
ALTER INDEX jobs_open_search_idx SET (fastupdate = off);
