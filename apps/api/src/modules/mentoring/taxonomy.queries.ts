// SQL of the mentoring taxonomy: categories, topics, academic expertise, districts (decision 023).
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type NamedRow = { id: number; slug: string; nameId: string; nameEn: string };
export type TopicRow = NamedRow & { categoryId: number; mentorCount: number };
export type CategoryRow = NamedRow & { position: number; topicCount: number };
export type ExpertiseCategoryRow = NamedRow & { expertiseCount: number };

/** An int[] parameter (values checked as integers by the contract). */
export const intArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
/** A text[] parameter. */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

const count = (rows: { total: number }[]) => Number(rows[0]?.total ?? 0);

/** `%word%` patterns for ILIKE, with the wildcards of the input escaped. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, '\\$&')}%`;
}

export async function selectCategoriesPage(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const rows = await selectRows<CategoryRow>(
    db,
    sql`SELECT c.id, c.slug, c.name_id AS "nameId", c.name_en AS "nameEn", c.position,
          (SELECT count(*)::int FROM mentoring_topics t WHERE t.category_id = c.id) AS "topicCount"
        FROM mentoring_categories c ORDER BY c.position, c.id
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const total = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM mentoring_categories`,
  );
  return { rows, total: count(total) };
}

export async function selectExpertiseCategoriesPage(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: ExpertiseCategoryRow[]; total: number }> {
  const rows = await selectRows<ExpertiseCategoryRow>(
    db,
    sql`SELECT c.id, c.slug, c.name_id AS "nameId", c.name_en AS "nameEn",
          (SELECT count(*)::int FROM academic_expertises e WHERE e.category_id = c.id) AS "expertiseCount"
        FROM academic_expertise_categories c ORDER BY c.name_id, c.id
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const total = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM academic_expertise_categories`,
  );
  return { rows, total: count(total) };
}

export type TagListFilter = {
  q?: string | undefined;
  categoryIds: readonly number[];
  withMentors: boolean;
  limit: number;
  offset: number;
};

/** Topics (kind 'topic') or academic expertise (kind 'expertise'), with their active mentors. */
export async function selectTagsPage(
  db: Database,
  kind: 'topic' | 'expertise',
  filter: TagListFilter,
): Promise<{ rows: TopicRow[]; total: number }> {
  const table = kind === 'topic' ? sql`mentoring_topics` : sql`academic_expertises`;
  const link =
    kind === 'topic'
      ? sql`SELECT count(*)::int FROM mentor_topics l JOIN mentors m ON m.id = l.mentor_id
              WHERE l.topic_id = t.id AND m.status = 'active'`
      : sql`SELECT count(*)::int FROM mentor_academic_expertises l JOIN mentors m ON m.id = l.mentor_id
              WHERE l.expertise_id = t.id AND m.status = 'active'`;
  const where: SQL[] = [sql`TRUE`];
  if (filter.categoryIds.length > 0)
    where.push(sql`t.category_id = ANY(${intArray(filter.categoryIds)})`);
  if (filter.q)
    where.push(
      sql`(t.name_id ILIKE ${likePattern(filter.q)} OR t.name_en ILIKE ${likePattern(filter.q)})`,
    );
  if (filter.withMentors) where.push(sql`(${link}) > 0`);
  const condition = sql.join(where, sql` AND `);
  const rows = await selectRows<TopicRow>(
    db,
    sql`SELECT t.id, t.slug, t.name_id AS "nameId", t.name_en AS "nameEn",
          t.category_id AS "categoryId", (${link}) AS "mentorCount"
        FROM ${table} t WHERE ${condition}
        ORDER BY t.name_id, t.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  const total = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${table} t WHERE ${condition}`,
  );
  return { rows, total: count(total) };
}

export async function categoryExists(
  db: Database,
  kind: 'topic' | 'expertise',
  categoryId: number,
): Promise<boolean> {
  const table = kind === 'topic' ? sql`mentoring_categories` : sql`academic_expertise_categories`;
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM ${table} WHERE id = ${categoryId}`,
  );
  return rows.length > 0;
}

/** Adds a topic or expertise unless its slug exists; returns the row and whether it is new. */
export async function insertTagUnlessSlugExists(
  db: Database,
  kind: 'topic' | 'expertise',
  tag: { categoryId: number; slug: string; nameId: string; nameEn: string; userId: string },
): Promise<{ id: number; created: boolean }> {
  const table = kind === 'topic' ? sql`mentoring_topics` : sql`academic_expertises`;
  const inserted = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO ${table} (category_id, slug, name_id, name_en, created_by_user_id)
        VALUES (${tag.categoryId}, ${tag.slug}, ${tag.nameId}, ${tag.nameEn}, ${tag.userId}::uuid)
        ON CONFLICT (slug) DO NOTHING RETURNING id`,
  );
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const existing = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM ${table} WHERE slug = ${tag.slug}`,
  );
  return { id: existing[0]!.id, created: false };
}

export async function selectTagById(
  db: Database,
  kind: 'topic' | 'expertise',
  id: number,
): Promise<TopicRow | null> {
  const table = kind === 'topic' ? sql`mentoring_topics` : sql`academic_expertises`;
  const link = kind === 'topic' ? sql`mentor_topics` : sql`mentor_academic_expertises`;
  const column = kind === 'topic' ? sql`topic_id` : sql`expertise_id`;
  const rows = await selectRows<TopicRow>(
    db,
    sql`SELECT t.id, t.slug, t.name_id AS "nameId", t.name_en AS "nameEn",
          t.category_id AS "categoryId",
          (SELECT count(*)::int FROM ${link} l JOIN mentors m ON m.id = l.mentor_id
            WHERE l.${column} = t.id AND m.status = 'active') AS "mentorCount"
        FROM ${table} t WHERE t.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** How many of these ids exist (topics or expertise). */
export async function countExistingTags(
  db: Database,
  kind: 'topic' | 'expertise',
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const table = kind === 'topic' ? sql`mentoring_topics` : sql`academic_expertises`;
  const rows = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${table} WHERE id = ANY(${intArray(ids)})`,
  );
  return count(rows);
}

// ---------------------------------------------------------------------------------------------
// Districts

export type DistrictRow = {
  code: string;
  name: string;
  regencyCode: string;
  regencyName: string;
  provinceCode: string;
  provinceName: string;
};

const DISTRICT_SELECT = sql`SELECT d.code, d.name, r.code AS "regencyCode", r.name AS "regencyName",
    p.code AS "provinceCode", p.name AS "provinceName"
  FROM regions d JOIN regions r ON r.code = d.parent_code JOIN regions p ON p.code = r.parent_code`;

/** Districts whose own, regency or province name holds every word of `q`; best matches first. */
export async function selectDistrictsPage(
  db: Database,
  filter: { words: readonly string[]; codes: readonly string[]; limit: number; offset: number },
): Promise<{ rows: DistrictRow[]; total: number }> {
  const where: SQL[] = [sql`d.level = 'district'`];
  if (filter.codes.length > 0) where.push(sql`d.code = ANY(${textArray(filter.codes)})`);
  for (const word of filter.words)
    where.push(
      sql`(d.name ILIKE ${likePattern(word)} OR r.name ILIKE ${likePattern(word)} OR p.name ILIKE ${likePattern(word)})`,
    );
  const condition = sql.join(where, sql` AND `);
  const first = filter.words[0] ?? '';
  // A district named like the query first, then one whose regency is, then the rest.
  const rank = first
    ? sql`CASE WHEN d.name ILIKE ${`${first.replace(/[\\%_]/g, '\\$&')}%`} THEN 0
               WHEN r.name ILIKE ${likePattern(first)} THEN 1 ELSE 2 END,`
    : sql``;
  const rows = await selectRows<DistrictRow>(
    db,
    sql`${DISTRICT_SELECT} WHERE ${condition}
        ORDER BY ${rank} length(d.name), d.name, d.code
        LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  const total = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM regions d JOIN regions r ON r.code = d.parent_code
          JOIN regions p ON p.code = r.parent_code WHERE ${condition}`,
  );
  return { rows, total: count(total) };
}

export async function selectDistrictsByCode(
  db: Database,
  codes: readonly string[],
): Promise<DistrictRow[]> {
  if (codes.length === 0) return [];
  return selectRows<DistrictRow>(
    db,
    sql`${DISTRICT_SELECT} WHERE d.level = 'district' AND d.code = ANY(${textArray(codes)})`,
  );
}
