// SQL of the relevance test set: every open job with what a judgment can ask about it.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../../platform/db';

export type JudgedJobRow = {
  id: string;
  role: string;
  city: string;
  workplaceType: string;
  employmentTypes: string[];
  /** Descriptions, responsibilities and requirements in both languages (HTML). */
  texts: string;
};

export function selectJudgedJobs(db: Database, wibToday: string): Promise<JudgedJobRow[]> {
  return selectRows<JudgedJobRow>(
    db,
    sql`
    SELECT j.id, j.role, c.name AS city, j.workplace_type AS "workplaceType",
           j.employment_types AS "employmentTypes",
           concat_ws(' ', j.description_id, j.description_en, j.responsibilities_id,
                     j.responsibilities_en, j.requirements_id, j.requirements_en) AS texts
    FROM jobs j JOIN cities c ON c.id = j.city_id
    WHERE j.status = 'open' AND (j.deadline IS NULL OR j.deadline >= ${wibToday}::date)`,
  );
}
