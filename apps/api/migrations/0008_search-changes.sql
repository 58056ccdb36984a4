-- Change numbers for the in-memory search index (docs/decisions/007): every insert and update of
-- a job takes the next value of jobs_search_seq, so an API process asks "what changed since N"
-- through jobs_search_seq_idx instead of reading every job again. A trigger rather than the
-- writers: no code path that changes a job can forget it.
CREATE SEQUENCE IF NOT EXISTS "jobs_search_seq";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_seq" bigint DEFAULT nextval('jobs_search_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_seq_idx" ON "jobs" USING btree ("search_seq");--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_take_search_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_seq := nextval('jobs_search_seq');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_seq_on_update" BEFORE UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_take_search_seq();
--> statement-breakpoint
-- A job's card shows its company (name, logo, city): a change of the company renumbers its jobs,
-- so caches keyed by change number (search/engine/doc-cache.ts) see it.
CREATE OR REPLACE FUNCTION companies_renumber_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The jobs trigger hands out the numbers.
  UPDATE jobs SET updated_at = updated_at WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_renumber_jobs_on_update" AFTER UPDATE ON "companies"
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION companies_renumber_jobs();
