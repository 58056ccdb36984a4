// The employer's company profile editor (issue 13): every field the company page (/karir/[slug])
// shows, the logo and the workplace photos. The option lists are the spec's (section 3) and the
// company page's (companies/company-options.ts); links get https:// when they have no scheme
// (spec section 5).
import { z } from 'zod';
import { COMPANY_PHOTOS_MAX } from '../companies/company-images';
import { COMPANY_SIZES } from '../companies/company-options';
import { BENEFITS, CULTURE_VALUE_KEYS, FUNDING_STAGES } from '../enums';
import { integerIdSchema } from './common';
import { COMPANY_LIMITS, COMPANY_MEMBER_ROLES } from './employer-company';

export const COMPANY_PROFILE_LIMITS = {
  cultureValuesMax: 6,
  locationsMax: 10,
  addressMax: 200,
  captionMax: 150,
  foundedYearMin: 1800,
  foundedYearMax: 2100,
};

/** Spec section 5: a link without a scheme gets https:// ("perusahaan.co.id" → https://…). */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** An http(s) address with a dotted host name and no user name or password in it. */
export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.username === '' && url.password === '' && /\.[a-z]{2,}$/i.test(url.hostname);
}

export const companyWebsiteSchema = z
  .string()
  .max(COMPANY_LIMITS.websiteMax, { error: 'textTooLong' })
  .transform(normalizeWebsite)
  .refine((value) => value === '' || isWebsiteUrl(value), { error: 'websiteInvalid' })
  .refine((value) => value.length <= COMPANY_LIMITS.websiteMax, { error: 'textTooLong' });

function unique<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length;
}

export const companyLocationInputSchema = z.object({
  cityId: integerIdSchema,
  address: z.string().trim().max(COMPANY_PROFILE_LIMITS.addressMax, { error: 'textTooLong' }),
  isHeadOffice: z.boolean(),
});
export type CompanyLocationInput = z.infer<typeof companyLocationInputSchema>;

const companyDescriptionSchema = z
  .string()
  .trim()
  .max(COMPANY_LIMITS.descriptionMax, { error: 'textTooLong' });

/** Every editable field. PATCH takes any subset of it (companyProfilePatchSchema). */
export const companyProfileInputSchema = z.object({
  /** Owners only: the name is the company's identity (docs/decisions/025). */
  name: z
    .string()
    .trim()
    .min(1, { error: 'companyNameRequired', abort: true })
    .min(COMPANY_LIMITS.nameMin, { error: 'companyNameRequired' })
    .max(COMPANY_LIMITS.nameMax, { error: 'textTooLong' }),
  /** About the company, in Indonesian; the English one may stay empty (the page falls back). */
  descriptionId: companyDescriptionSchema,
  descriptionEn: companyDescriptionSchema,
  website: companyWebsiteSchema,
  size: z.enum(COMPANY_SIZES, { error: 'chooseCompanySize' }),
  industryId: integerIdSchema.nullable(),
  foundedYear: z
    .number()
    .int()
    .min(COMPANY_PROFILE_LIMITS.foundedYearMin)
    .max(COMPANY_PROFILE_LIMITS.foundedYearMax)
    .nullable(),
  fundingStage: z.enum(FUNDING_STAGES).nullable(),
  /** Offices in cities of the taxonomy; exactly one head office when there are any. */
  locations: z
    .array(companyLocationInputSchema)
    .max(COMPANY_PROFILE_LIMITS.locationsMax, { error: 'tooManyEntries' })
    .refine((list) => unique(list.map((l) => l.cityId)), { error: 'duplicateCity' })
    .refine((list) => list.length === 0 || list.filter((l) => l.isHeadOffice).length === 1, {
      error: 'headOfficeOne',
    }),
  cultureValues: z
    .array(z.enum(CULTURE_VALUE_KEYS))
    .max(COMPANY_PROFILE_LIMITS.cultureValuesMax, { error: 'tooMany' })
    .refine(unique, { error: 'duplicateChoice' }),
  benefits: z
    .array(z.enum(BENEFITS))
    .max(BENEFITS.length, { error: 'tooMany' })
    .refine(unique, { error: 'duplicateChoice' }),
});
export type CompanyProfileInput = z.infer<typeof companyProfileInputSchema>;
/** What the editor's form holds before the contract checks it (the size may be unset). */
export type CompanyProfileFormValues = Omit<z.input<typeof companyProfileInputSchema>, 'size'> & {
  size: (typeof COMPANY_SIZES)[number] | '';
};

export const companyProfilePatchSchema = companyProfileInputSchema.partial();
export type CompanyProfilePatch = z.infer<typeof companyProfilePatchSchema>;

export const companyProfilePhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  captionId: z.string(),
  captionEn: z.string(),
  position: z.number().int(),
});
export type CompanyProfilePhoto = z.infer<typeof companyProfilePhotoSchema>;

/** GET and PATCH /v1/employer/company/profile. */
export const employerCompanyProfileSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** The actor's role: recruiters edit everything but the name. */
  memberRole: z.enum(COMPANY_MEMBER_ROLES),
  name: z.string(),
  logoUrl: z.string().nullable(),
  descriptionId: z.string(),
  descriptionEn: z.string(),
  website: z.string().nullable(),
  /** Null or an older band than the editor offers: the editor asks for one again. */
  size: z.string().nullable(),
  industryId: z.number().int().nullable(),
  foundedYear: z.number().int().nullable(),
  fundingStage: z.enum(FUNDING_STAGES).nullable(),
  locations: z.array(companyLocationInputSchema),
  cultureValues: z.array(z.enum(CULTURE_VALUE_KEYS)),
  benefits: z.array(z.enum(BENEFITS)),
  photos: z.array(companyProfilePhotoSchema),
  updatedAt: z.string(),
});
export type EmployerCompanyProfile = z.infer<typeof employerCompanyProfileSchema>;
export const employerCompanyProfileResponseSchema = z.object({
  data: employerCompanyProfileSchema,
});

export const companyPhotosResponseSchema = z.object({
  data: z.object({ photos: z.array(companyProfilePhotoSchema) }),
});
export const companyLogoResponseSchema = z.object({
  data: z.object({ logoUrl: z.string().nullable() }),
});

export const companyPhotoParamsSchema = z.object({ id: z.uuid() });

export const companyPhotoCaptionInputSchema = z.object({
  captionId: z.string().trim().max(COMPANY_PROFILE_LIMITS.captionMax, { error: 'textTooLong' }),
  captionEn: z.string().trim().max(COMPANY_PROFILE_LIMITS.captionMax, { error: 'textTooLong' }),
});
export type CompanyPhotoCaptionInput = z.infer<typeof companyPhotoCaptionInputSchema>;

/** Every photo of the company, once each, in the new order. */
export const companyPhotoOrderInputSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(COMPANY_PHOTOS_MAX)
    .refine(unique, { error: 'duplicateChoice' }),
});

/** GET /v1/company-files/{companyId}/{name}: a content hash and the checked type's extension. */
export const COMPANY_FILE_NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
export const companyFileParamsSchema = z.object({
  companyId: z.uuid(),
  name: z.string().regex(COMPANY_FILE_NAME_PATTERN),
});

/** Where the web shows an uploaded file: its same-origin /api door to the API's file route. */
export function companyFilePath(companyId: string, name: string): string {
  return `/api/v1/company-files/${companyId}/${name}`;
}
