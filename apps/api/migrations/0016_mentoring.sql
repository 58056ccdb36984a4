CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"parent_code" text,
	CONSTRAINT "regions_level_check" CHECK ("regions"."level" IN ('province','regency','district')),
	CONSTRAINT "regions_parent_check" CHECK (("regions"."level" = 'province') = ("regions"."parent_code" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "academic_expertise_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "academic_expertise_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "academic_expertises" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_expertises_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mentoring_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mentoring_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mentoring_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mentor_academic_expertises" (
	"mentor_id" uuid NOT NULL,
	"expertise_id" integer NOT NULL,
	CONSTRAINT "mentor_academic_expertises_mentor_id_expertise_id_pk" PRIMARY KEY("mentor_id","expertise_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"school" text NOT NULL,
	"degree" text NOT NULL,
	"field_of_study" text NOT NULL,
	"start_year" smallint NOT NULL,
	"end_year" smallint,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_educations_degree_check" CHECK ("mentor_educations"."degree" IN ('SMA','D3','D4','S1','S2','S3','Other')),
	CONSTRAINT "mentor_educations_years_check" CHECK ("mentor_educations"."start_year" BETWEEN 1950 AND 2100 AND ("mentor_educations"."end_year" IS NULL OR "mentor_educations"."end_year" BETWEEN "mentor_educations"."start_year" AND 2100))
);
--> statement-breakpoint
CREATE TABLE "mentor_invitation_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"note" text,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_invitation_codes_uses_check" CHECK ("mentor_invitation_codes"."used_count" BETWEEN 0 AND "mentor_invitation_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "mentor_topics" (
	"mentor_id" uuid NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "mentor_topics_mentor_id_topic_id_pk" PRIMARY KEY("mentor_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'onboarding' NOT NULL,
	"name" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"company_name" text,
	"photo_url" text,
	"bio" text DEFAULT '' NOT NULL,
	"years_of_experience" smallint DEFAULT 0 NOT NULL,
	"linkedin_url" text,
	"languages" text[] DEFAULT '{id}'::text[] NOT NULL,
	"district_code" text,
	"time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"session_minutes" smallint DEFAULT 45 NOT NULL,
	"buffer_minutes" smallint DEFAULT 10 NOT NULL,
	"min_notice_hours" smallint DEFAULT 12 NOT NULL,
	"booking_window_days" smallint DEFAULT 30 NOT NULL,
	"accepts_custom_requests" boolean DEFAULT false NOT NULL,
	"offers_online" boolean DEFAULT true NOT NULL,
	"offers_offline" boolean DEFAULT false NOT NULL,
	"offline_address" text,
	"referral_code" text NOT NULL,
	"invitation_code" text,
	"onboarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentors_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "mentors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "mentors_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "mentors_status_check" CHECK ("mentors"."status" IN ('onboarding','active','paused')),
	CONSTRAINT "mentors_session_minutes_check" CHECK ("mentors"."session_minutes" IN (30,45,60,90)),
	CONSTRAINT "mentors_buffer_check" CHECK ("mentors"."buffer_minutes" BETWEEN 0 AND 120),
	CONSTRAINT "mentors_notice_check" CHECK ("mentors"."min_notice_hours" BETWEEN 0 AND 168),
	CONSTRAINT "mentors_window_check" CHECK ("mentors"."booking_window_days" BETWEEN 1 AND 90),
	CONSTRAINT "mentors_years_check" CHECK ("mentors"."years_of_experience" BETWEEN 0 AND 70),
	CONSTRAINT "mentors_mode_check" CHECK ("mentors"."offers_online" OR "mentors"."offers_offline")
);
--> statement-breakpoint
CREATE TABLE "special_mentor_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_id" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "special_mentor_banners_dates_check" CHECK ("special_mentor_banners"."ends_at" > "special_mentor_banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "mentor_schedule_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"kind" text DEFAULT 'available' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_schedule_entries_kind_check" CHECK ("mentor_schedule_entries"."kind" IN ('available','unavailable')),
	CONSTRAINT "mentor_schedule_entries_times_check" CHECK ("mentor_schedule_entries"."ends_at" > "mentor_schedule_entries"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "mentor_weekly_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "mentor_weekly_availability_weekday_check" CHECK ("mentor_weekly_availability"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "mentor_weekly_availability_times_check" CHECK ("mentor_weekly_availability"."end_time" > "mentor_weekly_availability"."start_time")
);
--> statement-breakpoint
CREATE TABLE "mentoring_reminders_sent" (
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_reminders_sent_session_id_kind_version_pk" PRIMARY KEY("session_id","kind","version"),
	CONSTRAINT "mentoring_reminders_sent_kind_check" CHECK ("mentoring_reminders_sent"."kind" IN ('reminder24h','reminder1h','requestExpiring'))
);
--> statement-breakpoint
CREATE TABLE "mentoring_reviews" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentee_user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_reviews_rating_check" CHECK ("mentoring_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "mentoring_session_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"starts_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_session_events_actor_check" CHECK ("mentoring_session_events"."actor_role" IN ('mentor','mentee','system'))
);
--> statement-breakpoint
CREATE TABLE "mentoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentee_user_id" uuid NOT NULL,
	"topic_id" integer,
	"booking_type" text DEFAULT 'slot' NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"requested_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text DEFAULT 'online' NOT NULL,
	"location" text,
	"meeting_token" text,
	"meeting_url" text,
	"notes" text DEFAULT '' NOT NULL,
	"attachment_file_key" text,
	"attachment_name" text,
	"attachment_mime" text,
	"attachment_size" integer,
	"commitment_agreed_at" timestamp with time zone NOT NULL,
	"referral_code" text,
	"reject_reason" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"reschedule_proposed_starts_at" timestamp with time zone,
	"reschedule_proposed_ends_at" timestamp with time zone,
	"reschedule_proposed_by" text,
	"reschedule_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"mentee_attended" boolean,
	"mentor_attended" boolean,
	"no_show_party" text,
	"completion_source" text,
	"idempotency_key" text,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_sessions_status_check" CHECK ("mentoring_sessions"."status" IN ('pending','requested','approved','rescheduleRequested','rejected','cancelled','expired','completed','noShow')),
	CONSTRAINT "mentoring_sessions_booking_type_check" CHECK ("mentoring_sessions"."booking_type" IN ('slot','custom')),
	CONSTRAINT "mentoring_sessions_mode_check" CHECK ("mentoring_sessions"."mode" IN ('online','offline')),
	CONSTRAINT "mentoring_sessions_time_check" CHECK (("mentoring_sessions"."starts_at" IS NULL AND "mentoring_sessions"."ends_at" IS NULL AND "mentoring_sessions"."blocked_until" IS NULL) OR ("mentoring_sessions"."ends_at" > "mentoring_sessions"."starts_at" AND "mentoring_sessions"."blocked_until" >= "mentoring_sessions"."ends_at")),
	CONSTRAINT "mentoring_sessions_live_has_time_check" CHECK ("mentoring_sessions"."status" NOT IN ('pending','approved','rescheduleRequested','completed','noShow') OR "mentoring_sessions"."starts_at" IS NOT NULL),
	CONSTRAINT "mentoring_sessions_cancelled_by_check" CHECK ("mentoring_sessions"."cancelled_by" IS NULL OR "mentoring_sessions"."cancelled_by" IN ('mentor','mentee','system')),
	CONSTRAINT "mentoring_sessions_reschedule_check" CHECK (("mentoring_sessions"."status" = 'rescheduleRequested') = ("mentoring_sessions"."reschedule_proposed_starts_at" IS NOT NULL AND "mentoring_sessions"."reschedule_proposed_ends_at" > "mentoring_sessions"."reschedule_proposed_starts_at" AND "mentoring_sessions"."reschedule_proposed_by" IN ('mentor','mentee'))),
	CONSTRAINT "mentoring_sessions_no_show_check" CHECK (("mentoring_sessions"."status" = 'noShow') = ("mentoring_sessions"."no_show_party" IS NOT NULL AND "mentoring_sessions"."no_show_party" IN ('mentor','mentee'))),
	CONSTRAINT "mentoring_sessions_completion_check" CHECK ("mentoring_sessions"."completion_source" IS NULL OR "mentoring_sessions"."completion_source" IN ('mentor','mentee','system'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mentoring_session_id" uuid;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_code_regions_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_expertises" ADD CONSTRAINT "academic_expertises_category_id_academic_expertise_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."academic_expertise_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_expertises" ADD CONSTRAINT "academic_expertises_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_topics" ADD CONSTRAINT "mentoring_topics_category_id_mentoring_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mentoring_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_topics" ADD CONSTRAINT "mentoring_topics_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_academic_expertises" ADD CONSTRAINT "mentor_academic_expertises_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_academic_expertises" ADD CONSTRAINT "mentor_academic_expertises_expertise_id_academic_expertises_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."academic_expertises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_educations" ADD CONSTRAINT "mentor_educations_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_topics" ADD CONSTRAINT "mentor_topics_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_topics" ADD CONSTRAINT "mentor_topics_topic_id_mentoring_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."mentoring_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_district_code_regions_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_invitation_code_mentor_invitation_codes_code_fk" FOREIGN KEY ("invitation_code") REFERENCES "public"."mentor_invitation_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_mentor_banners" ADD CONSTRAINT "special_mentor_banners_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_schedule_entries" ADD CONSTRAINT "mentor_schedule_entries_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_weekly_availability" ADD CONSTRAINT "mentor_weekly_availability_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_reminders_sent" ADD CONSTRAINT "mentoring_reminders_sent_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD CONSTRAINT "mentoring_reviews_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD CONSTRAINT "mentoring_reviews_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD CONSTRAINT "mentoring_reviews_mentee_user_id_users_id_fk" FOREIGN KEY ("mentee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_session_events" ADD CONSTRAINT "mentoring_session_events_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_session_events" ADD CONSTRAINT "mentoring_session_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentee_user_id_users_id_fk" FOREIGN KEY ("mentee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_topic_id_mentoring_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."mentoring_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "regions_name_trgm_idx" ON "regions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mentor_academic_expertises_expertise_idx" ON "mentor_academic_expertises" USING btree ("expertise_id");--> statement-breakpoint
CREATE INDEX "mentor_educations_mentor_idx" ON "mentor_educations" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "mentor_topics_topic_idx" ON "mentor_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "mentors_status_idx" ON "mentors" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mentor_schedule_entries_mentor_idx" ON "mentor_schedule_entries" USING btree ("mentor_id","starts_at");--> statement-breakpoint
CREATE INDEX "mentor_weekly_availability_mentor_idx" ON "mentor_weekly_availability" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "mentoring_reviews_mentor_idx" ON "mentoring_reviews" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "mentoring_session_events_session_idx" ON "mentoring_session_events" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_sessions_meeting_token_idx" ON "mentoring_sessions" USING btree ("meeting_token");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_sessions_idempotency_idx" ON "mentoring_sessions" USING btree ("mentee_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_mentor_idx" ON "mentoring_sessions" USING btree ("mentor_id","starts_at");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_mentee_idx" ON "mentoring_sessions" USING btree ("mentee_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_status_idx" ON "mentoring_sessions" USING btree ("status","starts_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_mentoring_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("mentoring_session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('applicationStatusChanged','applicationInvited','techTestAssigned','applicationExpired','applicationJobClosed','interviewScheduled','mentoringSessionRequested','mentoringSessionApproved','mentoringSessionRejected','mentoringSessionCancelled','mentoringRescheduleProposed','mentoringSessionRescheduled','mentoringRescheduleDeclined','mentoringSessionReminder','mentoringRequestExpiring','mentoringSessionExpired'));--> statement-breakpoint
-- No double booking, ever (docs/decisions/023): a mentor is busy from a live session's start
-- until its end plus the buffer, a mentee from its start to its end. Written by hand: drizzle
-- cannot express exclusion constraints. btree_gist (migration 0000) gives uuid and text "=".
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentor_no_overlap" EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" IN ('pending','approved','rescheduleRequested'));--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentee_no_overlap" EXCLUDE USING gist ("mentee_user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" IN ('pending','approved','rescheduleRequested'));--> statement-breakpoint
ALTER TABLE "mentor_schedule_entries" ADD CONSTRAINT "mentor_schedule_entries_no_overlap" EXCLUDE USING gist ("mentor_id" WITH =, "kind" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
