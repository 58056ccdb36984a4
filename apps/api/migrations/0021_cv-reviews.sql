CREATE TABLE "cv_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"source" text NOT NULL,
	"target_job_id" uuid,
	"target_text" text,
	"target_title" text,
	"target_company_name" text,
	"language" text,
	"result" jsonb,
	"overall_score" smallint,
	"improved_by_model" boolean DEFAULT false NOT NULL,
	"failure_code" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"unlocked_at" timestamp with time zone,
	"unlock_ledger_entry_id" bigint,
	CONSTRAINT "cv_reviews_status_check" CHECK ("cv_reviews"."status" IN ('queued','reading','analysing','done','failed')),
	CONSTRAINT "cv_reviews_progress_check" CHECK ("cv_reviews"."progress" BETWEEN 0 AND 100),
	CONSTRAINT "cv_reviews_file_kind_check" CHECK ("cv_reviews"."file_kind" IN ('pdf','docx')),
	CONSTRAINT "cv_reviews_size_check" CHECK ("cv_reviews"."size_bytes" > 0 AND "cv_reviews"."size_bytes" <= 5242880),
	CONSTRAINT "cv_reviews_source_check" CHECK ("cv_reviews"."source" IN ('upload','profile')),
	CONSTRAINT "cv_reviews_language_check" CHECK ("cv_reviews"."language" IS NULL OR "cv_reviews"."language" IN ('idn','en')),
	CONSTRAINT "cv_reviews_overall_score_check" CHECK ("cv_reviews"."overall_score" IS NULL OR "cv_reviews"."overall_score" BETWEEN 0 AND 100),
	CONSTRAINT "cv_reviews_one_target_check" CHECK ("cv_reviews"."target_job_id" IS NULL OR "cv_reviews"."target_text" IS NULL),
	CONSTRAINT "cv_reviews_done_check" CHECK ("cv_reviews"."status" <> 'done' OR ("cv_reviews"."result" IS NOT NULL AND "cv_reviews"."overall_score" IS NOT NULL AND "cv_reviews"."finished_at" IS NOT NULL AND "cv_reviews"."progress" = 100)),
	CONSTRAINT "cv_reviews_failed_check" CHECK ("cv_reviews"."status" <> 'failed' OR ("cv_reviews"."failure_code" IS NOT NULL AND "cv_reviews"."finished_at" IS NOT NULL)),
	CONSTRAINT "cv_reviews_unlock_check" CHECK ("cv_reviews"."unlocked_at" IS NULL OR "cv_reviews"."status" = 'done')
);
--> statement-breakpoint
ALTER TABLE "cv_reviews" ADD CONSTRAINT "cv_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_reviews" ADD CONSTRAINT "cv_reviews_target_job_id_jobs_id_fk" FOREIGN KEY ("target_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_reviews" ADD CONSTRAINT "cv_reviews_unlock_ledger_entry_id_credit_ledger_id_fk" FOREIGN KEY ("unlock_ledger_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_reviews_user_created_idx" ON "cv_reviews" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cv_reviews_user_key_idx" ON "cv_reviews" USING btree ("user_id","idempotency_key");