import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

const openJob = (wibToday: string) =>
  sql`j.status = 'open' AND j.moderation = 'visible' AND (j.deadline IS NULL OR j.deadline >= ${wibToday}::date)`;

export async function selectIndustriesWithCounts(db: Database, wibToday: string) {
  return selectRows<{ id: number; slug: string; nameId: string; nameEn: string; jobCount: number }>(
    db,
    sql`SELECT i.id, i.slug, i.name_id AS "nameId", i.name_en AS "nameEn",
               count(j.id)::int AS "jobCount"
        FROM industries i LEFT JOIN jobs j ON j.industry_id = i.id AND ${openJob(wibToday)}
        GROUP BY i.id ORDER BY "jobCount" DESC, i.slug`,
  );
}

export async function selectCitiesWithCounts(db: Database, wibToday: string) {
  return selectRows<{ id: number; slug: string; name: string; province: string; jobCount: number }>(
    db,
    sql`SELECT c.id, c.slug, c.name, c.province, count(j.id)::int AS "jobCount"
        FROM cities c LEFT JOIN jobs j ON j.city_id = c.id AND ${openJob(wibToday)}
        GROUP BY c.id ORDER BY "jobCount" DESC, c.name`,
  );
}

export async function selectRoleCategoriesWithCounts(db: Database, wibToday: string) {
  return selectRows<{ id: number; slug: string; nameId: string; nameEn: string; jobCount: number }>(
    db,
    sql`SELECT rc.id, rc.slug, rc.name_id AS "nameId", rc.name_en AS "nameEn",
               count(j.id)::int AS "jobCount"
        FROM job_role_categories rc
        LEFT JOIN jobs j ON j.job_role_category_id = rc.id AND ${openJob(wibToday)}
        GROUP BY rc.id ORDER BY "jobCount" DESC, rc.slug`,
  );
}

export type RoleRow = {
  id: number;
  slug: string;
  nameId: string;
  nameEn: string;
  categoryId: number;
  jobCount: number;
};

export async function selectRolesWithCounts(
  db: Database,
  wibToday: string,
  categoryId: number | undefined,
) {
  const byCategory = categoryId === undefined ? sql`TRUE` : sql`r.category_id = ${categoryId}`;
  return selectRows<RoleRow>(
    db,
    sql`SELECT r.id, r.slug, r.name_id AS "nameId", r.name_en AS "nameEn",
               r.category_id AS "categoryId", count(j.id)::int AS "jobCount"
        FROM job_roles r LEFT JOIN jobs j ON j.job_role_id = r.id AND ${openJob(wibToday)}
        WHERE ${byCategory}
        GROUP BY r.id ORDER BY "jobCount" DESC, r.slug`,
  );
}

/** Roles whose name (either language) matches, exactly or closely (typos, case). */
export async function selectRolesMatchingName(db: Database, name: string) {
  return selectRows<Omit<RoleRow, 'jobCount'> & { score: number }>(
    db,
    sql`SELECT r.id, r.slug, r.name_id AS "nameId", r.name_en AS "nameEn",
               r.category_id AS "categoryId",
               greatest(similarity(lower(r.name_id), ${name}), similarity(lower(r.name_en), ${name})) AS score
        FROM job_roles r
        WHERE lower(r.name_id) = ${name} OR lower(r.name_en) = ${name}
           OR lower(r.name_id) % ${name} OR lower(r.name_en) % ${name}
        ORDER BY score DESC LIMIT 3`,
  );
}
