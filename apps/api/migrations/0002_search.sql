CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"normalized" text NOT NULL,
	"ref" text NOT NULL,
	"job_count" integer NOT NULL,
	CONSTRAINT "search_suggestions_kind_check" CHECK ("search_suggestions"."kind" IN ('role','company','city'))
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL,
	"job_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "industry_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "job_role_category_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_activity" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_title)) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_title), 'A') || setweight(to_tsvector('simple'::regconfig, search_body), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_jobs_user_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "search_suggestions_kind_ref_idx" ON "search_suggestions" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "search_suggestions_trgm_idx" ON "search_suggestions" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_open_search_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_city_published_idx" ON "jobs" USING btree ("city_id","published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("salary_max" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_activity_idx" ON "jobs" USING btree ("company_activity" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_role_trgm_idx" ON "jobs" USING gin (lower("role") gin_trgm_ops) WHERE "jobs"."status" = 'open';