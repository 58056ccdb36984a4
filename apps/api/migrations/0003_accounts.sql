CREATE TABLE "auth_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"secret_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "auth_codes_purpose_check" CHECK ("auth_codes"."purpose" IN ('password_reset_code','password_reset_token','imported_account_code'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"method" text NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_id" text,
	"device_id" text,
	"type" text NOT NULL,
	"job_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_activities_type_check" CHECK ("student_activities"."type" IN ('search','jobView','jobSave','jobApply')),
	CONSTRAINT "student_activities_actor_check" CHECK ("student_activities"."user_id" IS NOT NULL OR "student_activities"."guest_id" IS NOT NULL),
	CONSTRAINT "student_activities_payload_size_check" CHECK (octet_length("student_activities"."payload"::text) <= 4096)
);
--> statement-breakpoint
CREATE TABLE "student_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"certification_name" text NOT NULL,
	"certification_issued_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"education_level" integer NOT NULL,
	"institution_name" text NOT NULL,
	"major" text,
	"start_year" integer,
	"end_year" integer,
	CONSTRAINT "student_educations_level_check" CHECK ("student_educations"."education_level" BETWEEN 0 AND 6),
	CONSTRAINT "student_educations_years_check" CHECK ("student_educations"."start_year" IS NULL OR "student_educations"."end_year" IS NULL OR "student_educations"."end_year" >= "student_educations"."start_year")
);
--> statement-breakpoint
CREATE TABLE "student_organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"organization_name" text NOT NULL,
	"organization_position" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"batch" text,
	"career_preference" text NOT NULL,
	"experience_level" integer NOT NULL,
	"last_education" integer NOT NULL,
	"major" text,
	"preferred_role_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"preferred_city_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"expected_salary" integer,
	"toefl" integer,
	"birthdate" date,
	"gpa_value" numeric(5, 2),
	"gpa_max" numeric(5, 2),
	"hidden_from_companies" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_profiles_career_preference_check" CHECK ("student_profiles"."career_preference" IN ('activelyLooking','openOpportunity','closedOpportunity')),
	CONSTRAINT "student_profiles_experience_level_check" CHECK ("student_profiles"."experience_level" BETWEEN 0 AND 8),
	CONSTRAINT "student_profiles_last_education_check" CHECK ("student_profiles"."last_education" BETWEEN 0 AND 6),
	CONSTRAINT "student_profiles_expected_salary_check" CHECK ("student_profiles"."expected_salary" IS NULL OR "student_profiles"."expected_salary" >= 0),
	CONSTRAINT "student_profiles_toefl_check" CHECK ("student_profiles"."toefl" IS NULL OR "student_profiles"."toefl" BETWEEN 0 AND 677),
	CONSTRAINT "student_profiles_gpa_check" CHECK (("student_profiles"."gpa_value" IS NULL AND "student_profiles"."gpa_max" IS NULL) OR ("student_profiles"."gpa_max" > 0 AND "student_profiles"."gpa_value" BETWEEN 0 AND "student_profiles"."gpa_max"))
);
--> statement-breakpoint
CREATE TABLE "student_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_work_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"company_name" text NOT NULL,
	"industry_preferences" integer[] DEFAULT '{}'::int[] NOT NULL,
	"role_name" text NOT NULL,
	"role_level" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"currently_occupied" boolean DEFAULT false NOT NULL,
	CONSTRAINT "student_work_experiences_dates_check" CHECK (("student_work_experiences"."currently_occupied" AND "student_work_experiences"."end_date" IS NULL) OR (NOT "student_work_experiences"."currently_occupied" AND "student_work_experiences"."end_date" >= "student_work_experiences"."start_date"))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_activities" ADD CONSTRAINT "student_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_certifications" ADD CONSTRAINT "student_certifications_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_educations" ADD CONSTRAINT "student_educations_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_organizations" ADD CONSTRAINT "student_organizations_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_skills" ADD CONSTRAINT "student_skills_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_work_experiences" ADD CONSTRAINT "student_work_experiences_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_user_purpose_idx" ON "auth_codes" USING btree ("user_id","purpose","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "auth_codes_secret_hash_idx" ON "auth_codes" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_issuer_subject_idx" ON "user_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dev_mailbox_created_idx" ON "dev_mailbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "student_activities_user_recent_idx" ON "student_activities" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "student_activities"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "student_activities_guest_recent_idx" ON "student_activities" USING btree ("guest_id","created_at" DESC NULLS LAST) WHERE "student_activities"."guest_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "student_certifications_student_idx" ON "student_certifications" USING btree ("student_id","position");--> statement-breakpoint
CREATE INDEX "student_educations_student_idx" ON "student_educations" USING btree ("student_id","position");--> statement-breakpoint
CREATE INDEX "student_organizations_student_idx" ON "student_organizations" USING btree ("student_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "student_profiles_user_idx" ON "student_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_skills_student_name_idx" ON "student_skills" USING btree ("student_id",lower("name"));--> statement-breakpoint
CREATE INDEX "student_work_experiences_student_idx" ON "student_work_experiences" USING btree ("student_id","position");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" IN ('active','imported'));