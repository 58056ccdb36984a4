CREATE TABLE "application_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"recruitment_step_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text,
	"meeting_url" text,
	"scheduled_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_interviews_where_check" CHECK ("application_interviews"."location" IS NOT NULL OR "application_interviews"."meeting_url" IS NOT NULL),
	CONSTRAINT "application_interviews_url_check" CHECK ("application_interviews"."meeting_url" IS NULL OR "application_interviews"."meeting_url" LIKE 'https://%')
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_notes_body_check" CHECK (length(btrim("application_notes"."body")) BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "application_ratings" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"rating" smallint NOT NULL,
	"rated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_ratings_rating_check" CHECK ("application_ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "application_rejections" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"rejected_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_rejections_reason_check" CHECK (length(btrim("application_rejections"."reason")) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_recruitment_step_id_recruitment_steps_id_fk" FOREIGN KEY ("recruitment_step_id") REFERENCES "public"."recruitment_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_scheduled_by_user_id_users_id_fk" FOREIGN KEY ("scheduled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_rated_by_user_id_users_id_fk" FOREIGN KEY ("rated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_rejections" ADD CONSTRAINT "application_rejections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_rejections" ADD CONSTRAINT "application_rejections_rejected_by_user_id_users_id_fk" FOREIGN KEY ("rejected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_interviews_application_idx" ON "application_interviews" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('applicationStatusChanged','applicationInvited','techTestAssigned','applicationExpired','applicationJobClosed','interviewScheduled'));