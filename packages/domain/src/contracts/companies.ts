// Companies on the talent side: explore (/karir) and the company page (/karir/[slug]).
import { z } from 'zod';
import { COMPANY_SIZES } from '../companies/company-options';
import {
  BENEFITS,
  CULTURE_VALUE_KEYS,
  EMPLOYMENT_TYPES,
  FUNDING_STAGES,
  WORKPLACE_TYPES,
} from '../enums';
import { integerIdQuerySchema, paginatedSchema, paginationQuerySchema } from './common';
import { multiQuery, queryBoolean } from './query-arrays';

export const COMPANY_SORTS = ['mostOpenJobs', 'fastestResponse', 'name'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** How fast a company answers applicants, from its applications' status history. */
export const companyResponseFiguresSchema = z.object({
  /** Applications counted (the last 365 days, withdrawn ones left out). */
  applicationCount: z.number().int(),
  /** Median days from applying to the employer's first move; null without any answered one. */
  medianDaysToFirstResponse: z.number().nullable(),
  /** Answered applications / applications, 0..1; null without applications. */
  answeredShare: z.number().nullable(),
});
export type CompanyResponseFigures = z.infer<typeof companyResponseFiguresSchema>;

const namedSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const companyCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  industry: namedSchema.nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  size: z.string().nullable(),
  verified: z.boolean(),
  openJobCount: z.number().int(),
  response: companyResponseFiguresSchema,
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

/** GET /v1/companies */
export const companyExploreQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  industryIds: multiQuery(integerIdQuerySchema, 20),
  cityIds: multiQuery(integerIdQuerySchema, 20),
  sizes: multiQuery(z.enum(COMPANY_SIZES), COMPANY_SIZES.length),
  hasOpenJobs: queryBoolean,
  sort: z.enum(COMPANY_SORTS).default('mostOpenJobs'),
});
export type CompanyExploreQuery = z.infer<typeof companyExploreQuerySchema>;

export const companyExploreResponseSchema = z.object({ data: paginatedSchema(companyCardSchema) });

export const companySlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const companyPhotoSchema = z.object({
  url: z.string(),
  caption: z.string(),
  position: z.number().int(),
});

export const companyOpenJobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  role: z.string(),
  city: z.string(),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
  workplaceType: z.enum(WORKPLACE_TYPES),
  publishedAt: z.string(),
  urgentlyNeeded: z.boolean(),
});
export type CompanyOpenJob = z.infer<typeof companyOpenJobSchema>;

export const companyDetailSchema = companyCardSchema.extend({
  /** In the request's language. */
  description: z.string(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  fundingStage: z.enum(FUNDING_STAGES).nullable(),
  verifiedAt: z.string().nullable(),
  locations: z.array(
    z.object({
      cityId: z.number().int(),
      city: z.string(),
      address: z.string(),
      isHeadOffice: z.boolean(),
    }),
  ),
  cultureValues: z.array(z.object({ key: z.enum(CULTURE_VALUE_KEYS), icon: z.string() })),
  benefits: z.array(z.object({ value: z.enum(BENEFITS), icon: z.string() })),
  photos: z.array(companyPhotoSchema),
  /** The newest open jobs (at most 50; openJobCount has the total). */
  openJobs: z.array(companyOpenJobSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyDetailResponseSchema = z.object({
  data: z.object({ result: companyDetailSchema }),
});

/** GET /v1/companies/filters: what the explore filters can offer. */
export const companyFiltersResponseSchema = z.object({
  data: z.object({
    industries: z.array(namedSchema.extend({ companyCount: z.number().int() })),
    cities: z.array(
      z.object({ id: z.number().int(), name: z.string(), companyCount: z.number().int() }),
    ),
    sizes: z.array(z.string()),
  }),
});
export type CompanyFilters = z.infer<typeof companyFiltersResponseSchema>['data'];
