CREATE TABLE "onboarding_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"answers" jsonb NOT NULL,
	"return_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_progress_step_check" CHECK ("onboarding_progress"."step" IN ('careerPreference','experienceLevel','education','preferences','cv')),
	CONSTRAINT "onboarding_progress_answers_size_check" CHECK (octet_length("onboarding_progress"."answers"::text) <= 4096)
);
--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;