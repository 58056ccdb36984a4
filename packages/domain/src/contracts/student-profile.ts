// The job seeker's profile as the API answers it (GET /v1/job-portal/me/student) and the limits
// of its edit bodies (PUT /v1/profiles/student, PATCH /v1/job-portal/me/student), so the web's
// forms check what the API checks. The API's own contracts are the source of these numbers.
import { z } from 'zod';
import { CAREER_PREFERENCES } from '../enums';

export const PROFILE_LIMITS = {
  shortText: 120,
  roleLevel: 60,
  skill: 60,
  batch: 32,
  nameMin: 2,
  nameMax: 100,
  listEntries: 30,
  educations: 10,
  skills: 50,
  preferredIds: 10,
  industriesPerJob: 10,
  salaryMax: 1_000_000_000,
  toeflMax: 677,
  gpaMax: 100,
  yearMin: 1950,
  yearMax: 2100,
  earliestBirthdate: '1900-01-01',
} as const;

/** The API's phone rule: digits, spaces and dashes, an optional leading +, 6 to 20 long. */
export const PROFILE_PHONE_PATTERN = /^\+?[0-9 -]{6,20}$/;

const entryId = { id: z.string() };

export const workExperienceEntrySchema = z.object({
  ...entryId,
  companyName: z.string(),
  industryPreferences: z.array(z.number().int()),
  roleName: z.string(),
  roleLevel: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  currentlyOccupied: z.boolean(),
});
export const certificationEntrySchema = z.object({
  ...entryId,
  certificationName: z.string(),
  certificationIssuedBy: z.string(),
});
export const organizationEntrySchema = z.object({
  ...entryId,
  organizationName: z.string(),
  organizationPosition: z.string(),
});
export const educationEntrySchema = z.object({
  ...entryId,
  educationLevel: z.number().int(),
  institutionName: z.string(),
  major: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});

export const studentProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  batch: z.string().nullable(),
  profile: z.object({ email: z.string(), handphone: z.string().nullable(), name: z.string() }),
  careerPreference: z.enum(CAREER_PREFERENCES),
  experienceLevel: z.number().int(),
  lastEducation: z.number().int(),
  hiddenFromCompanies: z.boolean(),
  major: z.string().nullable(),
  preferredRoleIds: z.array(z.number().int()),
  preferredCityIds: z.array(z.number().int()),
  expectedSalary: z.number().int().nullable(),
  toefl: z.number().int().nullable(),
  birthdate: z.string().nullable(),
  gpa: z.object({ value: z.number(), max: z.number() }).nullable(),
  workExperiences: z.array(workExperienceEntrySchema),
  certifications: z.array(certificationEntrySchema),
  organizations: z.array(organizationEntrySchema),
  educations: z.array(educationEntrySchema),
  skills: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;
export type WorkExperienceEntry = z.infer<typeof workExperienceEntrySchema>;
export type CertificationEntry = z.infer<typeof certificationEntrySchema>;
export type OrganizationEntry = z.infer<typeof organizationEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const studentProfileResponseSchema = z.object({
  data: z.object({ result: studentProfileSchema }),
});

/** GET /v1/users/me: the account itself. */
export const accountResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    handphone: z.string().nullable(),
    role: z.string(),
    hasPassword: z.boolean(),
    createdAt: z.string(),
    providers: z.array(z.string()),
  }),
});
export type Account = z.infer<typeof accountResponseSchema>['data'];
