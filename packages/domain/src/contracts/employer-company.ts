// The employer area's company contracts (issue 13): an employer creates its company or asks to
// join one, and the owners manage members, invitations and join requests. One employer account
// belongs to one company (a unique index in migration 0014 keeps it so).
import { z } from 'zod';
import { emailSchema } from './account-fields';
import { integerIdSchema } from './common';
import { COMPANY_SIZES } from '../companies/company-options';

export const COMPANY_MEMBER_ROLES = ['owner', 'recruiter'] as const;
export type CompanyMemberRole = (typeof COMPANY_MEMBER_ROLES)[number];

/**
 * The roles an owner can invite as, least privileged first: the invitation form lists them in
 * this order and preselects the first, and an invitation that names no role gets it (issue 22:
 * an owner who does not choose must not hand out ownership).
 */
export const INVITATION_ROLES = [
  'recruiter',
  'owner',
] as const satisfies readonly CompanyMemberRole[];
export const DEFAULT_INVITATION_ROLE: CompanyMemberRole = INVITATION_ROLES[0];

/**
 * The member who is the company's only owner, if there is exactly one: that member can neither be
 * made a recruiter nor removed (the API refuses with LAST_OWNER; the members page says why first).
 */
export function soleOwnerId(members: readonly { userId: string; role: CompanyMemberRole }[]) {
  const owners = members.filter((m) => m.role === 'owner');
  return owners.length === 1 ? owners[0]!.userId : null;
}

export const COMPANY_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  websiteMax: 200,
  descriptionMax: 5000,
  searchMax: 80,
  joinMessageMax: 500,
};

/** Days an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

const websiteSchema = z
  .string()
  .trim()
  .max(COMPANY_LIMITS.websiteMax, { error: 'textTooLong' })
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
    error: 'websiteInvalid',
  });

export const companyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'companyNameRequired', abort: true })
    .min(COMPANY_LIMITS.nameMin, { error: 'companyNameRequired' })
    .max(COMPANY_LIMITS.nameMax, { error: 'textTooLong' }),
  industryId: integerIdSchema.nullable(),
  cityId: integerIdSchema.nullable(),
  // The company page's bands (its explore filter reads them), not the demo form's rougher ones.
  size: z.enum(COMPANY_SIZES, { error: 'chooseCompanySize' }),
  website: websiteSchema,
  description: z.string().trim().max(COMPANY_LIMITS.descriptionMax, { error: 'textTooLong' }),
});
export type CompanyInput = z.infer<typeof companyInputSchema>;
export type CompanyFormValues = Omit<z.input<typeof companyInputSchema>, 'size'> & {
  size: (typeof COMPANY_SIZES)[number] | '';
};

export const employerCompanySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  industryId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  size: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string(),
});
export type EmployerCompany = z.infer<typeof employerCompanySchema>;

/** GET /v1/employer/me: where the signed-in employer stands. */
export const employerMeSchema = z.object({
  company: employerCompanySchema.nullable(),
  memberRole: z.enum(COMPANY_MEMBER_ROLES).nullable(),
  /** A join request waiting for an owner of that company. */
  pendingJoinRequest: z
    .object({ id: z.string(), companyName: z.string(), createdAt: z.string() })
    .nullable(),
});
export type EmployerMe = z.infer<typeof employerMeSchema>;
export const employerMeResponseSchema = z.object({ data: employerMeSchema });

export const companySearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(COMPANY_LIMITS.searchMax),
});
export const companySearchResultSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cityName: z.string().nullable(),
});
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;
export const companySearchResponseSchema = z.object({
  data: z.object({ docs: z.array(companySearchResultSchema) }),
});

export const joinRequestInputSchema = z.object({
  message: z.string().trim().max(COMPANY_LIMITS.joinMessageMax, { error: 'textTooLong' }),
});

export const companyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_MEMBER_ROLES),
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_MEMBER_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

export const companyJoinRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type CompanyJoinRequest = z.infer<typeof companyJoinRequestSchema>;

/** GET /v1/employer/company/members: the whole team page in one answer. */
export const companyTeamSchema = z.object({
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
  joinRequests: z.array(companyJoinRequestSchema),
});
export type CompanyTeam = z.infer<typeof companyTeamSchema>;
export const companyTeamResponseSchema = z.object({ data: companyTeamSchema });

export const invitationInputSchema = z.object({
  email: emailSchema,
  role: z.enum(COMPANY_MEMBER_ROLES, { error: 'chooseOne' }).default(DEFAULT_INVITATION_ROLE),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const acceptInvitationInputSchema = z.object({
  token: z.string().min(20).max(200),
});

export const memberRoleInputSchema = z.object({ role: z.enum(COMPANY_MEMBER_ROLES) });

export const employerObjectParamsSchema = z.object({ id: z.uuid() });
export const memberParamsSchema = z.object({ userId: z.uuid() });

export const employerCompanyResponseSchema = z.object({ data: employerCompanySchema });
