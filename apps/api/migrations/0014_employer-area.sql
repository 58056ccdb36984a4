-- The employer area (issue 13): roles in a company's team, invitations by email, requests to
-- join, draft jobs, and employer sign-ups. Members that existed before roles act for their
-- company alone, so they become its owners.
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" IN ('owner','recruiter')),
	CONSTRAINT "company_invitations_email_lower_check" CHECK ("company_invitations"."email" = lower("company_invitations"."email")),
	CONSTRAINT "company_invitations_accepted_check" CHECK (("company_invitations"."accepted_at" IS NULL) = ("company_invitations"."accepted_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "company_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "company_join_requests_status_check" CHECK ("company_join_requests"."status" IN ('pending','approved','declined')),
	CONSTRAINT "company_join_requests_decided_check" CHECK (("company_join_requests"."status" = 'pending') = ("company_join_requests"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "sign_up_requests" ADD COLUMN "role" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "role" text DEFAULT 'recruiter' NOT NULL;--> statement-breakpoint
UPDATE "company_members" SET "role" = 'owner';--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_idx" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."accepted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_join_requests_pending_idx" ON "company_join_requests" USING btree ("user_id") WHERE "company_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_join_requests_company_idx" ON "company_join_requests" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_company_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" IN ('draft','open','closed'));--> statement-breakpoint
ALTER TABLE "sign_up_requests" ADD CONSTRAINT "sign_up_requests_role_check" CHECK ("sign_up_requests"."role" IN ('student','employer'));--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" IN ('owner','recruiter'));