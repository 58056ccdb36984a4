-- Mentoring sessions (issue 14, decision 023): the language of each side for mails, when an
-- unanswered session expires, and every meeting token a session has had (an old link answers
-- "moved").
CREATE TABLE "mentoring_meeting_links" (
	"token" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "mentee_locale" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "mentor_locale" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentoring_meeting_links" ADD CONSTRAINT "mentoring_meeting_links_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentoring_meeting_links_session_idx" ON "mentoring_meeting_links" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_expiry_idx" ON "mentoring_sessions" USING btree ("expires_at") WHERE "mentoring_sessions"."status" IN ('pending','requested');--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_locales_check" CHECK ("mentoring_sessions"."mentee_locale" IN ('id','en') AND "mentoring_sessions"."mentor_locale" IN ('id','en'));