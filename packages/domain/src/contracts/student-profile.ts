// The job seeker's profile as the API answers it: the summary that comes with a session
// (GET /v1/job-portal/me/student/mini, the login answer's `profile`) and the whole profile
// (GET /v1/job-portal/me/student). What may be sent to change it is in student-profile-input.ts.
import { z } from 'zod';
import { CAREER_PREFERENCES } from '../enums';

export const studentIdentitySchema = z.object({
  email: z.string(),
  handphone: z.string().nullable(),
  name: z.string(),
});

export const studentMiniSchema = z.object({
  id: z.string(),
  userId: z.string(),
  batch: z.string().nullable(),
  profile: studentIdentitySchema,
  careerPreference: z.enum(CAREER_PREFERENCES),
  experienceLevel: z.number().int(),
  lastEducation: z.number().int(),
  hiddenFromCompanies: z.boolean(),
});
export type StudentMini = z.infer<typeof studentMiniSchema>;

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

export const studentProfileSchema = studentMiniSchema.extend({
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
export const studentMiniResponseSchema = z.object({
  data: z.object({ result: studentMiniSchema }),
});
