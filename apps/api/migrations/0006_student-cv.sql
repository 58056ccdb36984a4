CREATE TABLE "student_cvs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_cvs_size_check" CHECK ("student_cvs"."size_bytes" > 0 AND "student_cvs"."size_bytes" <= 5242880),
	CONSTRAINT "student_cvs_content_type_check" CHECK ("student_cvs"."content_type" IN ('application/pdf','application/vnd.openxmlformats-officedocument.wordprocessingml.document'))
);
--> statement-breakpoint
ALTER TABLE "student_cvs" ADD CONSTRAINT "student_cvs_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_cvs_student_idx" ON "student_cvs" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_cvs_storage_key_idx" ON "student_cvs" USING btree ("storage_key");