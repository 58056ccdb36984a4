import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../platform/db';

const openJob = (wibToday: string) =>
  sql`j.status = 'open' AND j.moderation = 'visible' AND (j.deadline IS NULL OR j.deadline >= ${wibToday}::date)`;

export async function countOpenJobsForSitemap(db: Database, wibToday: string): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM jobs j WHERE ${openJob(wibToday)}`,
  );
  return row?.total ?? 0;
}

/** One chunk of open jobs in a stable order (oldest first), so chunk URLs stay put. */
export async function selectOpenJobsChunk(
  db: Database,
  input: { wibToday: string; limit: number; offset: number },
) {
  return selectRows<{ slug: string; companySlug: string; updatedAt: Date | string }>(
    db,
    sql`SELECT j.slug, c.slug AS "companySlug", greatest(j.updated_at, j.published_at) AS "updatedAt"
        FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE ${openJob(input.wibToday)}
        ORDER BY j.published_at, j.id
        LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
}

export async function selectCompaniesForSitemap(db: Database, wibToday: string) {
  return selectRows<{ slug: string; updatedAt: Date | string; openJobCount: number }>(
    db,
    sql`SELECT c.slug, c.updated_at AS "updatedAt", count(j.id)::int AS "openJobCount"
        FROM companies c LEFT JOIN jobs j ON j.company_id = c.id AND ${openJob(wibToday)}
        GROUP BY c.id ORDER BY c.slug`,
  );
}

/** Active mentors: their pages are public; onboarding and paused ones are not listed. */
export async function selectMentorsForSitemap(db: Database) {
  return selectRows<{ slug: string; updatedAt: Date | string }>(
    db,
    sql`SELECT slug, updated_at AS "updatedAt" FROM mentors WHERE status = 'active' ORDER BY slug`,
  );
}
