// SQL that keeps the search structures current: analysed terms per job, the vocabulary used for
// typo correction, autocomplete suggestions and the company activity used in ranking.
import type { JobTextFields } from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../platform/db';

export type JobTextRow = JobTextFields & { id: string };

/** Jobs whose analysed terms are missing (new rows) or made by an older analyzer `version`. */
export async function selectJobsToAnalyze(
  db: Database,
  input: { version: number; limit: number },
): Promise<JobTextRow[]> {
  const rows = await selectRows<JobTextRow>(
    db,
    sql`
    SELECT j.id, j.role, r.name_id AS "roleNameId", r.name_en AS "roleNameEn",
           c.name AS "companyName", j.skills,
           j.description_id AS "descriptionId", j.description_en AS "descriptionEn",
           j.responsibilities_id AS "responsibilitiesId",
           j.responsibilities_en AS "responsibilitiesEn",
           j.requirements_id AS "requirementsId", j.requirements_en AS "requirementsEn",
           ci.name AS "cityName"
    FROM jobs j
    JOIN companies c ON c.id = j.company_id
    LEFT JOIN cities ci ON ci.id = j.city_id
    LEFT JOIN job_roles r ON r.id = j.job_role_id
    WHERE j.search_version < ${input.version}
    LIMIT ${input.limit}`,
  );
  return rows;
}

/** The same rows for given jobs, whatever their version (a job an employer just wrote). */
export async function selectJobTextsByIds(db: Database, ids: string[]): Promise<JobTextRow[]> {
  if (ids.length === 0) return [];
  return selectRows<JobTextRow>(
    db,
    sql`
    SELECT j.id, j.role, r.name_id AS "roleNameId", r.name_en AS "roleNameEn",
           c.name AS "companyName", j.skills,
           j.description_id AS "descriptionId", j.description_en AS "descriptionEn",
           j.responsibilities_id AS "responsibilitiesId",
           j.responsibilities_en AS "responsibilitiesEn",
           j.requirements_id AS "requirementsId", j.requirements_en AS "requirementsEn",
           ci.name AS "cityName"
    FROM jobs j
    JOIN companies c ON c.id = j.company_id
    LEFT JOIN cities ci ON ci.id = j.city_id
    LEFT JOIN job_roles r ON r.id = j.job_role_id
    WHERE j.id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

export async function updateJobSearchTerms(
  db: Database,
  input: {
    version: number;
    rows: { id: string; titleTerms: string; bodyTerms: string; titleWords: string[] }[];
  },
): Promise<void> {
  if (input.rows.length === 0) return;
  // Title words are [a-z0-9] lexemes (the analyzer's output): an array literal needs no quoting.
  const values = sql.join(
    input.rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.titleTerms}, ${r.bodyTerms}, ${`{${r.titleWords.join(',')}}`}::text[])`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE jobs j SET search_title = v.title, search_body = v.body,
                      search_title_words = v.words, search_version = ${input.version}
    FROM (VALUES ${values}) AS v(id, title, body, words)
    WHERE j.id = v.id`);
}

/** Denormalised columns filters and ranking read without joins. */
export async function refreshJobDenormalisedColumns(
  db: Database,
  input: { now: Date; wibToday: string },
): Promise<void> {
  await db.execute(sql`
    UPDATE jobs j SET industry_id = c.industry_id
    FROM companies c WHERE c.id = j.company_id AND j.industry_id IS DISTINCT FROM c.industry_id`);
  await db.execute(sql`
    UPDATE jobs j SET job_role_category_id = r.category_id
    FROM job_roles r WHERE r.id = j.job_role_id AND j.job_role_category_id IS DISTINCT FROM r.category_id`);
  // How actively a company hires: its open jobs published in the last 30 days.
  await db.execute(sql`
    UPDATE jobs j SET company_activity = a.activity
    FROM (
      SELECT c.id AS company_id,
             count(o.id) FILTER (
               WHERE o.published_at > ${input.now.toISOString()}::timestamptz - interval '30 days'
             )::real AS activity
      FROM companies c
      LEFT JOIN jobs o ON o.company_id = c.id AND o.status = 'open'
        AND (o.deadline IS NULL OR o.deadline >= ${input.wibToday}::date)
      GROUP BY c.id
    ) a
    WHERE a.company_id = j.company_id AND j.company_activity IS DISTINCT FROM a.activity`);
}

/** `excluded`: synonym tokens, which are ours and never what someone meant to type. */
export async function rebuildVocabulary(db: Database, excluded: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_vocabulary`);
    const inserted = await selectRows<{ n: number }>(
      tx,
      sql`
      WITH s AS (
        SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM jobs WHERE status = ''open''')
        WHERE length(word) BETWEEN 2 AND 40
          AND NOT (word = ANY(${`{${excluded.join(',')}}`}::text[]))
      ), ins AS (
        INSERT INTO search_vocabulary (term, job_count) SELECT word, ndoc FROM s RETURNING 1
      )
      SELECT count(*)::int AS n FROM ins`,
    );
    return inserted[0]?.n ?? 0;
  });
}

/** Every term of the vocabulary (a few thousand words; read once a minute by search). */
export async function selectVocabulary(db: Database): Promise<Set<string>> {
  const rows = await selectRows<{ term: string }>(db, sql`SELECT term FROM search_vocabulary`);
  return new Set(rows.map((r) => r.term));
}

export async function selectKnownTerms(db: Database, terms: string[]): Promise<Set<string>> {
  if (terms.length === 0) return new Set();
  const rows = await selectRows<{ term: string }>(
    db,
    sql`
    SELECT term FROM search_vocabulary WHERE term = ANY(${`{${terms.join(',')}}`}::text[])`,
  );
  return new Set(rows.map((r) => r.term));
}

/** The closest known term by trigram similarity, preferring common ones. */
export async function selectClosestTerm(db: Database, word: string): Promise<string | null> {
  const rows = await selectRows<{ term: string }>(
    db,
    sql`
    SELECT term FROM search_vocabulary
    WHERE term % ${word}
    ORDER BY similarity(term, ${word}) DESC, job_count DESC
    LIMIT 1`,
  );
  return rows[0]?.term ?? null;
}

export type SuggestionRow = {
  kind: string;
  label: string;
  normalized: string;
  ref: string;
  jobCount: number;
};

export async function selectSuggestionSources(db: Database, wibToday: string) {
  const open = sql`j.status = 'open' AND (j.deadline IS NULL OR j.deadline >= ${wibToday}::date)`;
  const [roles, titles, companies, cities] = await Promise.all([
    selectRows<{ label: string; ref: string; jobCount: number }>(
      db,
      sql`
      SELECT r.name_id AS label, r.slug AS ref, count(*)::int AS "jobCount"
      FROM jobs j JOIN job_roles r ON r.id = j.job_role_id WHERE ${open}
      GROUP BY r.id`,
    ),
    selectRows<{ label: string; jobCount: number }>(
      db,
      sql`
      SELECT min(j.role) AS label, count(*)::int AS "jobCount"
      FROM jobs j WHERE ${open} GROUP BY lower(j.role)
      ORDER BY count(*) DESC LIMIT 20000`,
    ),
    selectRows<{ label: string; ref: string; jobCount: number }>(
      db,
      sql`
      SELECT c.name AS label, c.slug AS ref, count(*)::int AS "jobCount"
      FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${open}
      GROUP BY c.id`,
    ),
    selectRows<{ label: string; ref: string; jobCount: number }>(
      db,
      sql`
      SELECT ci.name AS label, ci.id::text AS ref, count(*)::int AS "jobCount"
      FROM jobs j JOIN cities ci ON ci.id = j.city_id WHERE ${open}
      GROUP BY ci.id`,
    ),
  ]);
  return { roles: roles, titles: titles, companies: companies, cities: cities };
}

export async function replaceSuggestions(db: Database, rows: SuggestionRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_suggestions`);
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      const values = sql.join(
        chunk.map((r) => sql`(${r.kind}, ${r.label}, ${r.normalized}, ${r.ref}, ${r.jobCount})`),
        sql`, `,
      );
      await tx.execute(sql`
        INSERT INTO search_suggestions (kind, label, normalized, ref, job_count) VALUES ${values}
        ON CONFLICT (kind, ref) DO UPDATE SET job_count = search_suggestions.job_count + excluded.job_count`);
    }
  });
}

/**
 * Prefix matches first, then typo-tolerant trigram matches (word similarity for a word inside a
 * longer name, whole similarity for a short misspelt name like "jakrta"); busier entries first.
 */
export async function selectSuggestions(db: Database, normalized: string, limit: number) {
  const rows = await selectRows<{ kind: string; label: string; ref: string; jobCount: number }>(
    db,
    sql`
    SELECT kind, label, ref, job_count AS "jobCount" FROM (
      SELECT kind, label, ref, job_count,
             (normalized LIKE ${`${normalized.replace(/[%_\\]/g, '')}%`} OR normalized LIKE ${`% ${normalized.replace(/[%_\\]/g, '')}%`}) AS prefix,
             greatest(word_similarity(${normalized}, normalized), similarity(${normalized}, normalized)) AS score
      FROM search_suggestions
      WHERE normalized LIKE ${`%${normalized.replace(/[%_\\]/g, '')}%`}
         OR ${normalized} <% normalized OR normalized % ${normalized}
    ) s
    ORDER BY prefix DESC, score DESC, job_count DESC
    LIMIT ${limit}`,
  );
  return rows;
}
