CREATE TABLE "application_answers" (
	"application_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" jsonb,
	CONSTRAINT "application_answers_application_id_question_id_pk" PRIMARY KEY("application_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "application_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"recruitment_step_id" uuid,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_status_history_actor_check" CHECK ("application_status_history"."actor" IN ('employer','system','recommendation','candidate')),
	CONSTRAINT "application_status_history_to_check" CHECK ("application_status_history"."to_status" IN ('accepted','notProcessed','review','approached','rejected','rejectedBySystem','expired','waitListed','hrInterview','userInterview','techTestSent','techTestSubmitted','offered','curatedInProgress','custom','closed'))
);
--> statement-breakpoint
CREATE TABLE "application_tech_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"recruitment_step_id" uuid NOT NULL,
	"instructions" text NOT NULL,
	"deadline_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"submission_kind" text,
	"submission_url" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" integer,
	"sha256" text,
	"storage_key" text,
	CONSTRAINT "application_tech_tests_submission_check" CHECK (("application_tech_tests"."submitted_at" IS NULL AND "application_tech_tests"."submission_kind" IS NULL) OR ("application_tech_tests"."submission_kind" = 'link' AND "application_tech_tests"."submission_url" IS NOT NULL) OR ("application_tech_tests"."submission_kind" = 'file' AND "application_tech_tests"."storage_key" IS NOT NULL AND "application_tech_tests"."size_bytes" > 0))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"recruitment_step_id" uuid,
	"from_recommendation" boolean DEFAULT false NOT NULL,
	"status_reason" text,
	"bulk_request_id" uuid,
	"locale" text DEFAULT 'id' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "applications_locale_check" CHECK ("applications"."locale" IN ('id','en')),
	CONSTRAINT "applications_type_check" CHECK ("applications"."type" IN ('easyApply','external')),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" IN ('accepted','notProcessed','review','approached','rejected','rejectedBySystem','expired','waitListed','hrInterview','userInterview','techTestSent','techTestSubmitted','offered','curatedInProgress','custom','closed')),
	CONSTRAINT "applications_step_check" CHECK ("applications"."status" NOT IN ('hrInterview','userInterview','techTestSent','techTestSubmitted','custom') OR "applications"."recruitment_step_id" IS NOT NULL),
	CONSTRAINT "applications_status_reason_check" CHECK ("applications"."status_reason" IS NULL OR "applications"."status_reason" IN ('noResponse','jobClosed','withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "bulk_apply_daily_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bulk_apply_daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "bulk_apply_daily_usage_used_check" CHECK ("bulk_apply_daily_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bulk_apply_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "job_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"mandatory" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile_field" text,
	"gpa_max" numeric(5, 2),
	CONSTRAINT "job_questions_type_check" CHECK ("job_questions"."type" IN ('checkbox','radio','numeric','date','shortText')),
	CONSTRAINT "job_questions_profile_field_check" CHECK ("job_questions"."profile_field" IS NULL OR "job_questions"."profile_field" IN ('toefl','birthdate','gpa')),
	CONSTRAINT "job_questions_gpa_check" CHECK (("job_questions"."profile_field" IS NOT DISTINCT FROM 'gpa') = ("job_questions"."gpa_max" IS NOT NULL AND "job_questions"."gpa_max" > 0))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"application_id" uuid,
	"job_id" uuid,
	"params" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('applicationStatusChanged','applicationInvited','techTestAssigned','applicationExpired','applicationJobClosed'))
);
--> statement-breakpoint
CREATE TABLE "recruitment_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"instructions" text,
	CONSTRAINT "recruitment_steps_job_id_key" UNIQUE("job_id","id"),
	CONSTRAINT "recruitment_steps_type_check" CHECK ("recruitment_steps"."type" IN ('techTest','hrInterview','userInterview','custom'))
);
--> statement-breakpoint
CREATE TABLE "reusable_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"title_key" text NOT NULL,
	"question_title" text NOT NULL,
	"type" text NOT NULL,
	"answer" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reusable_answers_type_check" CHECK ("reusable_answers"."type" IN ('checkbox','radio','numeric','date','shortText'))
);
--> statement-breakpoint
CREATE TABLE "student_additional_information" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"notice_period" text,
	"available_from" date,
	"willing_to_relocate" boolean,
	"portfolio_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_additional_information_notice_check" CHECK ("student_additional_information"."notice_period" IS NULL OR "student_additional_information"."notice_period" IN ('immediately','oneWeek','twoWeeks','oneMonth','moreThanOneMonth'))
);
--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_question_id_job_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."job_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_recruitment_step_id_recruitment_steps_id_fk" FOREIGN KEY ("recruitment_step_id") REFERENCES "public"."recruitment_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tech_tests" ADD CONSTRAINT "application_tech_tests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tech_tests" ADD CONSTRAINT "application_tech_tests_recruitment_step_id_recruitment_steps_id_fk" FOREIGN KEY ("recruitment_step_id") REFERENCES "public"."recruitment_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_step_fk" FOREIGN KEY ("job_id","recruitment_step_id") REFERENCES "public"."recruitment_steps"("job_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_apply_daily_usage" ADD CONSTRAINT "bulk_apply_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_apply_requests" ADD CONSTRAINT "bulk_apply_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_questions" ADD CONSTRAINT "job_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_steps" ADD CONSTRAINT "recruitment_steps_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reusable_answers" ADD CONSTRAINT "reusable_answers_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_additional_information" ADD CONSTRAINT "student_additional_information_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_history_application_idx" ON "application_status_history" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_tech_tests_step_idx" ON "application_tech_tests" USING btree ("application_id","recruitment_step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_student_job_idx" ON "applications" USING btree ("student_id","job_id");--> statement-breakpoint
CREATE INDEX "applications_user_recent_idx" ON "applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_untouched_idx" ON "applications" USING btree ("updated_at") WHERE "applications"."withdrawn_at" IS NULL AND "applications"."status" IN ('waitListed','notProcessed','review','approached','curatedInProgress');--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_apply_requests_user_key_idx" ON "bulk_apply_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_questions_job_position_idx" ON "job_questions" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_steps_job_position_idx" ON "recruitment_steps" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reusable_answers_student_title_idx" ON "reusable_answers" USING btree ("student_id","title_key","type");