CREATE TABLE "sign_up_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"secret_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_up_requests_email_lower_check" CHECK ("sign_up_requests"."email" = lower("sign_up_requests"."email")),
	CONSTRAINT "sign_up_requests_attempts_check" CHECK ("sign_up_requests"."attempts" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_up_requests_email_idx" ON "sign_up_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sign_up_requests_expires_idx" ON "sign_up_requests" USING btree ("expires_at");