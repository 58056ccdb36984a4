// Request and response shapes of the job seeker's profile routes.
import {
  CAREER_PREFERENCES,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  integerIdSchema,
} from '@jenjang/domain';
import { z } from 'zod';

const careerPreferenceSchema = z.enum(CAREER_PREFERENCES);
const experienceLevelSchema = z
  .literal([...EXPERIENCE_LEVELS])
  .describe('0 fresh graduate, 1-4 college year, 5 junior, 6 mid, 7 senior, 8 student/other');
const educationLevelSchema = z
  .number()
  .int()
  .min(Math.min(...EDUCATION_LEVELS))
  .max(Math.max(...EDUCATION_LEVELS))
  .describe('0 SMA/SMK, 1 D1, 2 D2, 3 D3, 4 S1/D4, 5 S2, 6 S3');
const shortText = (max = 120) => z.string().trim().min(1).max(max);
const idList = (max: number) => z.array(integerIdSchema).max(max);

export const gpaSchema = z.object({
  value: z.number().min(0).max(100),
  max: z.number().positive().max(100),
});

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
  careerPreference: careerPreferenceSchema,
  experienceLevel: z.number().int(),
  lastEducation: z.number().int(),
  hiddenFromCompanies: z.boolean(),
});
export type StudentMini = z.infer<typeof studentMiniSchema>;

export const workExperienceSchema = z.object({
  companyName: shortText(),
  industryPreferences: idList(10).default([]),
  roleName: shortText(),
  roleLevel: shortText(60).nullable().default(null),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable().default(null),
  currentlyOccupied: z.boolean().default(false),
});

export const certificationSchema = z.object({
  certificationName: shortText(),
  certificationIssuedBy: shortText(),
});

export const organizationSchema = z.object({
  organizationName: shortText(),
  organizationPosition: shortText(),
});

export const educationSchema = z.object({
  educationLevel: educationLevelSchema,
  institutionName: shortText(),
  major: shortText().nullable().default(null),
  startYear: z.number().int().min(1950).max(2100).nullable().default(null),
  endYear: z.number().int().min(1950).max(2100).nullable().default(null),
});

/** A stored section entry: its id first, then its fields. */
const withId = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  z.object({ id: z.string() }).extend(schema.shape);

export const studentFullSchema = studentMiniSchema.extend({
  major: z.string().nullable(),
  preferredRoleIds: z.array(z.number().int()),
  preferredCityIds: z.array(z.number().int()),
  expectedSalary: z.number().int().nullable(),
  toefl: z.number().int().nullable(),
  birthdate: z.string().nullable(),
  gpa: gpaSchema.nullable(),
  workExperiences: z.array(withId(workExperienceSchema)),
  certifications: z.array(withId(certificationSchema)),
  organizations: z.array(withId(organizationSchema)),
  educations: z.array(withId(educationSchema)),
  skills: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudentFull = z.infer<typeof studentFullSchema>;

/** What onboarding asks: enough to recommend jobs. */
export const onboardingBodySchema = z.object({
  careerPreference: careerPreferenceSchema,
  experienceLevel: experienceLevelSchema,
  lastEducation: educationLevelSchema,
  major: shortText().nullable().default(null),
  preferredRoleIds: idList(10).default([]),
  preferredCityIds: idList(10).default([]),
});
export type OnboardingInput = z.infer<typeof onboardingBodySchema>;

const profileScalars = {
  batch: shortText(32).nullable(),
  careerPreference: careerPreferenceSchema,
  experienceLevel: experienceLevelSchema,
  lastEducation: educationLevelSchema,
  major: shortText().nullable(),
  preferredRoleIds: idList(10),
  preferredCityIds: idList(10),
  expectedSalary: z.number().int().min(0).max(1_000_000_000).nullable(),
  toefl: z.number().int().min(0).max(677).nullable(),
  birthdate: z.iso.date().nullable(),
  gpa: gpaSchema.nullable(),
};

export const patchStudentBodySchema = z
  .object({
    ...profileScalars,
    name: z.string().trim().min(2).max(100),
    handphone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 -]{6,20}$/)
      .nullable(),
  })
  .partial();
export type PatchStudentInput = z.infer<typeof patchStudentBodySchema>;

/** The whole profile, every section; replaces what is stored. */
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
  workExperiences: z.array(workExperienceSchema).max(30).default([]),
  certifications: z.array(certificationSchema).max(30).default([]),
  organizations: z.array(organizationSchema).max(30).default([]),
  educations: z.array(educationSchema).max(10).default([]),
  skills: z.array(shortText(60)).max(50).default([]),
});
export type StudentProfileInput = z.infer<typeof putStudentProfileBodySchema>;

export const studentResponseSchema = z.object({ data: z.object({ result: studentFullSchema }) });
export const studentMiniResponseSchema = z.object({
  data: z.object({ result: studentMiniSchema }),
});

export const hiddenFromCompaniesBodySchema = z.object({ hiddenFromCompanies: z.boolean() });
export const hiddenFromCompaniesResponseSchema = z.object({
  data: z.object({ result: z.object({ id: z.string(), hiddenFromCompanies: z.boolean() }) }),
});

export const STUDENT_ACTIVITY_TYPES = ['search', 'jobView', 'jobSave', 'jobApply'] as const;
export type StudentActivityType = (typeof STUDENT_ACTIVITY_TYPES)[number];
/** Serialised size limit of an activity's payload. */
export const ACTIVITY_PAYLOAD_MAX_BYTES = 2048;

export const studentActivityBodySchema = z.object({
  type: z.enum(STUDENT_ACTIVITY_TYPES),
  jobId: z.uuid().optional(),
  payload: z.record(z.string().max(64), z.unknown()).default({}),
  /** Guests only: the locally stored guest id and the 24-character device id. */
  guestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  deviceId: z.string().optional(),
});
export type StudentActivityInput = z.infer<typeof studentActivityBodySchema>;
