// What may be sent to change the job seeker's profile: the fields of PATCH
// /v1/job-portal/me/student, the sections of PUT /v1/profiles/student, the onboarding answers.
// Rules that look at more than one field or at today's date are in student-profile-rules.ts.
import { z } from 'zod';
import { CAREER_PREFERENCES, EDUCATION_LEVELS, EXPERIENCE_LEVELS } from '../enums';
import { clearableHandphoneSchema, personNameSchema } from './account-fields';
import { integerIdSchema } from './common';
import { PROFILE_LIMITS as LIMITS } from './profile-limits';

export const careerPreferenceSchema = z.enum(CAREER_PREFERENCES, { error: 'chooseOne' });
export const experienceLevelSchema = z
  .literal([...EXPERIENCE_LEVELS], { error: 'chooseOne' })
  .describe('0 fresh graduate, 1-4 college year, 5 junior, 6 mid, 7 senior, 8 student/other');
export const educationLevelSchema = z
  .literal([...EDUCATION_LEVELS], { error: 'chooseOne' })
  .describe('7 SD, 8 SMP, 0 SMA/SMK, 1 D1, 2 D2, 3 D3, 9 D4, 4 S1, 5 S2, 6 S3');

/** A required text of a section, trimmed. */
export const shortTextSchema = (max: number = LIMITS.shortText) =>
  z.string().trim().min(1).max(max, { error: 'textTooLong' });
const idListSchema = (max: number) => z.array(integerIdSchema).max(max, { error: 'tooMany' });
const yearSchema = z.number().int().min(LIMITS.yearMin).max(LIMITS.yearMax);
const isoDateSchema = z.iso.date({ error: 'invalidDate' });

export const gpaSchema = z.object({
  value: z.number().min(0).max(LIMITS.gpaMax),
  // A GPA without its scale means nothing: a missing scale asks for one.
  max: z
    .number({ error: (issue) => (issue.input == null ? 'required' : undefined) })
    .positive()
    .max(LIMITS.gpaMax),
});

export const workExperienceInputSchema = z.object({
  companyName: shortTextSchema(),
  industryPreferences: idListSchema(LIMITS.industriesPerJob).default([]),
  roleName: shortTextSchema(),
  roleLevel: shortTextSchema(LIMITS.roleLevel).nullable().default(null),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable().default(null),
  currentlyOccupied: z.boolean().default(false),
});
export const certificationInputSchema = z.object({
  certificationName: shortTextSchema(),
  certificationIssuedBy: shortTextSchema(),
});
export const organizationInputSchema = z.object({
  organizationName: shortTextSchema(),
  organizationPosition: shortTextSchema(),
});
export const educationInputSchema = z.object({
  educationLevel: educationLevelSchema,
  institutionName: shortTextSchema(),
  major: shortTextSchema().nullable().default(null),
  startYear: yearSchema.nullable().default(null),
  endYear: yearSchema.nullable().default(null),
});
export type WorkExperienceInput = z.input<typeof workExperienceInputSchema>;
export type EducationInput = z.input<typeof educationInputSchema>;

const profileScalars = {
  batch: shortTextSchema(LIMITS.batch).nullable(),
  careerPreference: careerPreferenceSchema,
  experienceLevel: experienceLevelSchema,
  lastEducation: educationLevelSchema,
  major: shortTextSchema().nullable(),
  preferredRoleIds: idListSchema(LIMITS.preferredIds),
  preferredCityIds: idListSchema(LIMITS.preferredIds),
  expectedSalary: z.number().int().min(0).max(LIMITS.salaryMax).nullable(),
  toefl: z.number().int().min(0).max(LIMITS.toeflMax).nullable(),
  birthdate: isoDateSchema.nullable(),
  gpa: gpaSchema.nullable(),
};

/** PATCH /v1/job-portal/me/student: any of the profile's fields and the account's name. */
export const patchStudentBodySchema = z
  .object({ ...profileScalars, name: personNameSchema, handphone: clearableHandphoneSchema })
  .partial();
export type PatchStudentInput = z.infer<typeof patchStudentBodySchema>;

const entries = <T extends z.ZodType>(entry: T, max: number) =>
  z.array(entry).max(max, { error: 'tooManyEntries' }).default([]);

/** PUT /v1/profiles/student: the whole profile, every section; replaces what is stored. */
export const putStudentProfileBodySchema = z.object({
  ...profileScalars,
  batch: profileScalars.batch.default(null),
  major: profileScalars.major.default(null),
  preferredRoleIds: profileScalars.preferredRoleIds.default([]),
  preferredCityIds: profileScalars.preferredCityIds.default([]),
  expectedSalary: profileScalars.expectedSalary.default(null),
  toefl: profileScalars.toefl.default(null),
  birthdate: profileScalars.birthdate.default(null),
  gpa: profileScalars.gpa.default(null),
  workExperiences: entries(workExperienceInputSchema, LIMITS.listEntries),
  certifications: entries(certificationInputSchema, LIMITS.listEntries),
  organizations: entries(organizationInputSchema, LIMITS.listEntries),
  educations: entries(educationInputSchema, LIMITS.educations),
  skills: z
    .array(shortTextSchema(LIMITS.skill))
    .max(LIMITS.skills, { error: 'tooManyEntries' })
    .default([]),
});
export type StudentProfileInput = z.infer<typeof putStudentProfileBodySchema>;
/** What a client sends (defaults not yet applied). */
export type StudentProfileBody = z.input<typeof putStudentProfileBodySchema>;

/** POST /v1/job-portal/onboarding: enough to recommend jobs. */
export const onboardingBodySchema = z.object({
  careerPreference: careerPreferenceSchema,
  experienceLevel: experienceLevelSchema,
  lastEducation: educationLevelSchema,
  major: shortTextSchema().nullable().default(null),
  preferredRoleIds: idListSchema(LIMITS.preferredIds).default([]),
  preferredCityIds: idListSchema(LIMITS.preferredIds).default([]),
});
export type OnboardingInput = z.infer<typeof onboardingBodySchema>;

export const hiddenFromCompaniesBodySchema = z.object({ hiddenFromCompanies: z.boolean() });
export const hiddenFromCompaniesResponseSchema = z.object({
  data: z.object({ result: z.object({ id: z.string(), hiddenFromCompanies: z.boolean() }) }),
});

/** PATCH /v1/job-portal/student/{id}/hidden-from-companies-by-student */
export const studentIdParamsSchema = z.object({ id: z.uuid() });
