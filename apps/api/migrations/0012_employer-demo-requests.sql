CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text NOT NULL,
	"job_title" text,
	"company_size" text NOT NULL,
	"needs" text,
	"plan" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_requests_locale_check" CHECK ("demo_requests"."locale" in ('id', 'en')),
	CONSTRAINT "demo_requests_company_size_check" CHECK ("demo_requests"."company_size" in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'))
);
--> statement-breakpoint
CREATE INDEX "demo_requests_created_idx" ON "demo_requests" USING btree ("created_at");