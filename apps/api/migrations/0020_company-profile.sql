ALTER TABLE "company_photos" DROP CONSTRAINT "company_photos_position_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_storage_key" text;--> statement-breakpoint
ALTER TABLE "company_photos" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_culture_values_count_check" CHECK (cardinality("companies"."culture_values") <= 6);--> statement-breakpoint
ALTER TABLE "company_photos" ADD CONSTRAINT "company_photos_position_check" CHECK ("company_photos"."position" BETWEEN 0 AND 7);