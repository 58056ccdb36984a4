// Mentoring taxonomy under /v2/mentoring/ (decision 023): categories, topics, academic expertise
// and its categories, Indonesia's districts. Names come in both languages; `name` is the one of
// the request's language (x-locale / Accept-Language), `nameId` and `nameEn` both.
import { z } from 'zod';
import { integerIdQuerySchema, integerIdSchema, paginatedSchema } from './common';
import { multiQuery, queryBoolean } from './query-arrays';

/** Taxonomy lists are short: one page of up to 500 fills a filter. */
export const MENTORING_TAXONOMY_LIMIT_MAX = 500;

const taxonomyPagination = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MENTORING_TAXONOMY_LIMIT_MAX).default(100),
});

/** Free-text search: at most 100 characters. */
export const mentoringSearchTextSchema = z.string().trim().max(100).optional();

const named = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  nameId: z.string(),
  nameEn: z.string(),
};

export const mentoringCategorySchema = z.object({
  ...named,
  position: z.number().int(),
  /** Topics in the category. */
  topicCount: z.number().int(),
});
export type MentoringCategory = z.infer<typeof mentoringCategorySchema>;

export const mentoringTopicSchema = z.object({
  ...named,
  categoryId: z.number().int(),
  /** Active mentors who offer it. */
  mentorCount: z.number().int(),
});
export type MentoringTopic = z.infer<typeof mentoringTopicSchema>;

export const academicExpertiseCategorySchema = z.object({
  ...named,
  expertiseCount: z.number().int(),
});
export type AcademicExpertiseCategory = z.infer<typeof academicExpertiseCategorySchema>;

export const academicExpertiseSchema = z.object({
  ...named,
  categoryId: z.number().int(),
  mentorCount: z.number().int(),
});
export type AcademicExpertise = z.infer<typeof academicExpertiseSchema>;

/** A topic or expertise inside another shape (a mentor card): no counts. */
export const mentoringTagSchema = z.object({ ...named, categoryId: z.number().int() });
export type MentoringTag = z.infer<typeof mentoringTagSchema>;

/** GET category/list, academic-expertise-category/list */
export const mentoringCategoryListQuerySchema = taxonomyPagination;
export const mentoringCategoryListResponseSchema = z.object({
  data: paginatedSchema(mentoringCategorySchema),
});
export const academicExpertiseCategoryListResponseSchema = z.object({
  data: paginatedSchema(academicExpertiseCategorySchema),
});

/** GET topic/list, academic-expertise/list: optionally of some categories, or matching `q`. */
export const mentoringTopicListQuerySchema = taxonomyPagination.extend({
  q: mentoringSearchTextSchema,
  categoryId_in: multiQuery(integerIdQuerySchema, 50),
  /** Only those at least one active mentor offers. */
  withMentors: queryBoolean,
});
export type MentoringTopicListQuery = z.infer<typeof mentoringTopicListQuerySchema>;
export const mentoringTopicListResponseSchema = z.object({
  data: paginatedSchema(mentoringTopicSchema),
});
export const academicExpertiseListQuerySchema = mentoringTopicListQuerySchema;
export type AcademicExpertiseListQuery = MentoringTopicListQuery;
export const academicExpertiseListResponseSchema = z.object({
  data: paginatedSchema(academicExpertiseSchema),
});

/**
 * POST topic/one, academic-expertise/one (mentor only): a new one in a category. The slug comes
 * from the Indonesian name; a topic whose slug exists already is answered as is (200, created
 * false) rather than added twice.
 */
export const createMentoringTagRequestSchema = z.object({
  categoryId: integerIdSchema,
  nameId: z.string().trim().min(2).max(80),
  nameEn: z.string().trim().min(2).max(80).optional(),
});
export type CreateMentoringTagRequest = z.infer<typeof createMentoringTagRequestSchema>;
export const createMentoringTopicResponseSchema = z.object({
  data: mentoringTopicSchema.extend({ created: z.boolean() }),
});
export const createAcademicExpertiseResponseSchema = z.object({
  data: academicExpertiseSchema.extend({ created: z.boolean() }),
});

// ---------------------------------------------------------------------------------------------
// Districts (kecamatan) of Indonesia, with their regency (kabupaten/kota) and province

/** An official region code: '31', '31.74', '31.74.01'. */
export const regionCodeSchema = z
  .string()
  .regex(/^\d{2}(\.\d{2}(\.\d{2,4})?)?$/)
  .max(16);

export const mentoringDistrictSchema = z.object({
  code: z.string(),
  name: z.string(),
  regencyCode: z.string(),
  regencyName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  /** 'Kebayoran Baru, Kota Jakarta Selatan, DKI Jakarta' */
  label: z.string(),
});
export type MentoringDistrict = z.infer<typeof mentoringDistrictSchema>;

/** GET district/list: districts matching `q` (name of the district, regency or province). */
export const mentoringDistrictListQuerySchema = z.object({
  q: mentoringSearchTextSchema,
  code_in: multiQuery(regionCodeSchema, 50),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type MentoringDistrictListQuery = z.infer<typeof mentoringDistrictListQuerySchema>;
export const mentoringDistrictListResponseSchema = z.object({
  data: paginatedSchema(mentoringDistrictSchema),
});
