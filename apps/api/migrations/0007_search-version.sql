ALTER TABLE "jobs" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_version_idx" ON "jobs" USING btree ("search_version");