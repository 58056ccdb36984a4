-- One vocabulary (issue 22): the education levels are the one complete Indonesian list. The ids
-- 0-6 keep their meaning (0 SMA/SMK, 1 D1, 2 D2, 3 D3, 4 S1, 5 S2, 6 S3: stored profiles, jobs and
-- shared search URLs carry them); SD (7), SMP (8) and D4 (9, until now inside "S1/D4") join at
-- the end. Mentor education degrees are the same levels by their codes.
ALTER TABLE "student_educations" DROP CONSTRAINT "student_educations_level_check";--> statement-breakpoint
ALTER TABLE "student_profiles" DROP CONSTRAINT "student_profiles_last_education_check";--> statement-breakpoint
ALTER TABLE "mentor_educations" DROP CONSTRAINT "mentor_educations_degree_check";--> statement-breakpoint
ALTER TABLE "student_educations" ADD CONSTRAINT "student_educations_level_check" CHECK ("student_educations"."education_level" BETWEEN 0 AND 9);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_last_education_check" CHECK ("student_profiles"."last_education" BETWEEN 0 AND 9);--> statement-breakpoint
ALTER TABLE "mentor_educations" ADD CONSTRAINT "mentor_educations_degree_check" CHECK ("mentor_educations"."degree" IN ('SD','SMP','SMA','D1','D2','D3','D4','S1','S2','S3','Other'));--> statement-breakpoint
-- The facet key's int: workplace bits 0-1, employment 2-6, education levels 0-9 at 7-16,
-- experience levels 0-8 at 17-25, urgently needed 26 (search/facet-key.ts decodes it).
CREATE OR REPLACE FUNCTION job_facet_key(
  city_id integer, industry_id integer, category_id integer, workplace_type text,
  employment_types text[], last_educations integer[], experience_levels integer[],
  urgently_needed boolean
) RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT int4send(coalesce(city_id, 0)) || int4send(coalesce(industry_id, 0))
    || int4send(coalesce(category_id, 0)) || int4send(
      (CASE workplace_type WHEN 'remote' THEN 1 WHEN 'onSite' THEN 2 WHEN 'hybrid' THEN 3 ELSE 0 END)
      | coalesce((SELECT bit_or(1 << (1 + array_position(
          ARRAY['fullTime','internship','partTime','contract','freelance'], e)))
          FROM unnest(employment_types) e), 0)
      | coalesce((SELECT bit_or(1 << (7 + v)) FROM unnest(last_educations) v WHERE v BETWEEN 0 AND 9), 0)
      | coalesce((SELECT bit_or(1 << (17 + v)) FROM unnest(experience_levels) v WHERE v BETWEEN 0 AND 8), 0)
      | (CASE WHEN urgently_needed THEN 1 << 26 ELSE 0 END))
$$;--> statement-breakpoint
-- A job that asked for "S1/D4" (4) keeps welcoming D4 graduates now that D4 is a level of its
-- own. Setting last_educations on every row also recomputes the stored facet_key (and
-- filter_tokens) with the layout above.
UPDATE "jobs" SET "last_educations" = CASE
  WHEN 4 = ANY("last_educations") AND NOT 9 = ANY("last_educations")
    THEN array_append("last_educations", 9)
  ELSE "last_educations"
END;
