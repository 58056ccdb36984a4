CREATE TABLE "company_locations" (
	"company_id" uuid NOT NULL,
	"city_id" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"is_head_office" boolean DEFAULT false NOT NULL,
	CONSTRAINT "company_locations_company_id_city_id_pk" PRIMARY KEY("company_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "company_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"url" text NOT NULL,
	"caption_id" text DEFAULT '' NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "company_photos_position_check" CHECK ("company_photos"."position" BETWEEN 0 AND 9)
);
--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "job_reports_reason_check" CHECK ("job_reports"."reason" IN ('scam','misleading','discriminatory','asksForMoney')),
	CONSTRAINT "job_reports_note_check" CHECK (char_length("job_reports"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "flag_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "flags_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_locations" ADD CONSTRAINT "company_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_locations" ADD CONSTRAINT "company_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_photos" ADD CONSTRAINT "company_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_locations_city_idx" ON "company_locations" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_locations_head_office_idx" ON "company_locations" USING btree ("company_id") WHERE "company_locations"."is_head_office";--> statement-breakpoint
CREATE UNIQUE INDEX "company_photos_position_idx" ON "company_photos" USING btree ("company_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_job_user_idx" ON "job_reports" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_reports_open_idx" ON "job_reports" USING btree ("job_id") WHERE "job_reports"."reviewed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_review_queue_idx" ON "jobs" USING btree ("updated_at") WHERE "jobs"."moderation" = 'underReview' OR (cardinality("jobs"."flag_reasons") > 0 AND "jobs"."flags_reviewed_at" IS NULL);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_moderation_check" CHECK ("jobs"."moderation" IN ('visible','underReview','removed'));--> statement-breakpoint
-- Existing companies: their head office is the city and address they already have.
INSERT INTO "company_locations" ("company_id", "city_id", "address", "is_head_office")
SELECT "id", "city_id", coalesce("address", ''), true FROM "companies" WHERE "city_id" IS NOT NULL;
