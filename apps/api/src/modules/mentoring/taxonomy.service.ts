// The mentoring taxonomy (decision 023): categories, topics, academic expertise, districts; and
// a mentor adding a topic or an expertise (deduplicated by slug).
import {
  slugify,
  type AcademicExpertise,
  type AcademicExpertiseCategory,
  type CreateMentoringTagRequest,
  type MentoringCategory,
  type MentoringDistrict,
  type MentoringDistrictListQuery,
  type MentoringTopic,
  type MentoringTopicListQuery,
  type Paginated,
} from '@jenjang/domain';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import { localName, toDistrict } from './mentor-cards';
import { mentoringError } from './mentoring.messages';
import {
  categoryExists,
  insertTagUnlessSlugExists,
  selectCategoriesPage,
  selectDistrictsPage,
  selectExpertiseCategoriesPage,
  selectTagById,
  selectTagsPage,
  type TopicRow,
} from './taxonomy.queries';

export type TaxonomyDeps = { db: Database };
type PageQuery = { page: number; limit: number };

const offsetOf = (q: PageQuery) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

function page<T>(docs: T[], total: number, q: PageQuery): Paginated<T> {
  return {
    docs,
    totalDocs: total,
    page: q.page,
    limit: q.limit,
    totalPages: Math.ceil(total / q.limit),
  };
}

export async function listCategories(
  deps: TaxonomyDeps,
  locale: ApiLocale,
  query: PageQuery,
): Promise<Paginated<MentoringCategory>> {
  const { rows, total } = await selectCategoriesPage(deps.db, offsetOf(query));
  return page(
    rows.map((r) => ({ ...r, name: localName(r, locale) })),
    total,
    query,
  );
}

export async function listExpertiseCategories(
  deps: TaxonomyDeps,
  locale: ApiLocale,
  query: PageQuery,
): Promise<Paginated<AcademicExpertiseCategory>> {
  const { rows, total } = await selectExpertiseCategoriesPage(deps.db, offsetOf(query));
  return page(
    rows.map((r) => ({ ...r, name: localName(r, locale) })),
    total,
    query,
  );
}

const toTopic = (r: TopicRow, locale: ApiLocale): MentoringTopic => ({
  id: r.id,
  slug: r.slug,
  name: localName(r, locale),
  nameId: r.nameId,
  nameEn: r.nameEn,
  categoryId: r.categoryId,
  mentorCount: r.mentorCount,
});

/** GET topic/list (kind topic) and academic-expertise/list (kind expertise). */
export async function listTags(
  deps: TaxonomyDeps,
  kind: 'topic' | 'expertise',
  locale: ApiLocale,
  query: MentoringTopicListQuery,
): Promise<Paginated<MentoringTopic | AcademicExpertise>> {
  const { rows, total } = await selectTagsPage(deps.db, kind, {
    q: query.q || undefined,
    categoryIds: query.categoryId_in,
    withMentors: query.withMentors === true,
    ...offsetOf(query),
  });
  return page(
    rows.map((r) => toTopic(r, locale)),
    total,
    query,
  );
}

/**
 * POST topic/one, academic-expertise/one: adds one to a category unless a topic of the same
 * slug exists (then that one is answered, created false). Mentors only (the route checks).
 */
export async function createTag(
  deps: TaxonomyDeps,
  kind: 'topic' | 'expertise',
  actor: { userId: string; locale: ApiLocale },
  input: CreateMentoringTagRequest,
): Promise<(MentoringTopic | AcademicExpertise) & { created: boolean }> {
  if (!(await categoryExists(deps.db, kind, input.categoryId)))
    throw mentoringError('MENTORING_CATEGORY_NOT_FOUND', actor.locale);
  const nameId = input.nameId.replace(/\s+/g, ' ');
  const { id, created } = await insertTagUnlessSlugExists(deps.db, kind, {
    categoryId: input.categoryId,
    slug: slugify(nameId, 80),
    nameId,
    nameEn: input.nameEn?.replace(/\s+/g, ' ') ?? nameId,
    userId: actor.userId,
  });
  const row = await selectTagById(deps.db, kind, id);
  return { ...toTopic(row!, actor.locale), created };
}

/** GET district/list: every word of `q` in the district's, regency's or province's name. */
export async function listDistricts(
  deps: TaxonomyDeps,
  query: MentoringDistrictListQuery,
): Promise<Paginated<MentoringDistrict>> {
  const words = (query.q ?? '')
    .split(/[\s,]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0)
    .slice(0, 5);
  const { rows, total } = await selectDistrictsPage(deps.db, {
    words,
    codes: query.code_in,
    ...offsetOf(query),
  });
  return page(rows.map(toDistrict), total, query);
}
