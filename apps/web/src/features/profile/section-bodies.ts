// What each profile section's form holds (the text people type, named like the body's fields)
// and the API body it becomes, checked by the domain's contract with the profile's rules. Pure:
// the forms (use-profile-form.ts) and the tests share it.
import {
  patchStudentBodySchema,
  profileRules,
  putStudentProfileBodySchema,
  type StudentProfile,
} from '@jenjang/domain';
import { z } from 'zod';
import {
  certificationEntryOf,
  educationEntryOf,
  gpaOf,
  numberOf,
  optionalText,
  organizationEntryOf,
  profileBodyWith,
  workEntryOf,
  type CertificationDraft,
  type EducationDraft,
  type OrganizationDraft,
  type WorkDraft,
} from './profile-body';

/**
 * The schema a section's form is checked with: its values become the body (`toBody`), which must
 * meet the API's contract and the profile's rules as of `today` (Jakarta). Issues name body
 * paths ('workExperiences.0.endDate'), which are the form's field names.
 */
export function sectionSchema<Values>(
  toBody: (values: Values) => unknown,
  body: z.ZodObject,
  today: string,
): z.ZodType<unknown, Values> {
  return z.preprocess(
    (values) => toBody(values as Values),
    body.superRefine(profileRules(today)),
  ) as unknown as z.ZodType<unknown, Values>;
}

export type SectionBody<Values> = {
  toBody: (values: Values) => unknown;
  schema: z.ZodObject;
  request: {
    method: 'PUT' | 'PATCH';
    path: '/v1/profiles/student' | '/v1/job-portal/me/student';
  };
};

const patch = { method: 'PATCH', path: '/v1/job-portal/me/student' } as const;
const put = { method: 'PUT', path: '/v1/profiles/student' } as const;

export type IdentityValues = { name: string; handphone: string; batch: string };
export const identityBody: SectionBody<IdentityValues> = {
  toBody: (values) => ({ ...values, batch: optionalText(values.batch) }),
  schema: patchStudentBodySchema,
  request: patch,
};

export type CareerValues = { careerPreference: StudentProfile['careerPreference'] };
export const careerBody: SectionBody<CareerValues> = {
  toBody: (values) => values,
  schema: patchStudentBodySchema,
  request: patch,
};

export type ExperienceValues = { experienceLevel: string; lastEducation: string; major: string };
export const experienceBody: SectionBody<ExperienceValues> = {
  toBody: (values) => ({
    experienceLevel: Number(values.experienceLevel),
    lastEducation: Number(values.lastEducation),
    major: optionalText(values.major),
  }),
  schema: patchStudentBodySchema,
  request: patch,
};

export type PreferencesValues = {
  preferredRoleIds: number[];
  preferredCityIds: number[];
  expectedSalary: string;
};
export const preferencesBody: SectionBody<PreferencesValues> = {
  toBody: (values) => ({ ...values, expectedSalary: numberOf(values.expectedSalary, 'whole') }),
  schema: patchStudentBodySchema,
  request: patch,
};

export type AdditionalValues = {
  toefl: string;
  birthdate: string;
  gpa: { value: string; max: string };
};
export const additionalBody: SectionBody<AdditionalValues> = {
  toBody: (values) => ({
    toefl: numberOf(values.toefl, 'whole'),
    birthdate: values.birthdate === '' ? null : values.birthdate,
    gpa: gpaOf(values.gpa),
  }),
  schema: patchStudentBodySchema,
  request: patch,
};

/** The list sections save the whole profile (PUT) with their one list replaced. */
export type ListValues = {
  workExperiences: WorkDraft[];
  educations: EducationDraft[];
  certifications: CertificationDraft[];
  organizations: OrganizationDraft[];
  skills: string[];
};

const listEntry = {
  workExperiences: workEntryOf,
  educations: educationEntryOf,
  certifications: certificationEntryOf,
  organizations: organizationEntryOf,
  skills: (skill: string) => skill,
} as const;

export function listBody<Section extends keyof ListValues>(
  student: StudentProfile,
  section: Section,
): SectionBody<Pick<ListValues, Section>> {
  const toEntry = listEntry[section] as (draft: ListValues[Section][number]) => unknown;
  return {
    toBody: (values) =>
      profileBodyWith(student, { [section]: values[section].map(toEntry) } as never),
    schema: putStudentProfileBodySchema,
    request: put,
  };
}

/**
 * The problem with adding `draft` to the skills, by the contract's rules (text length, no
 * skill twice, at most 50), or null when it may be added.
 */
export function newSkillProblem(
  student: StudentProfile,
  skills: readonly string[],
  draft: string,
  today: string,
): z.core.$ZodIssue | null {
  const skillsBody = listBody(student, 'skills');
  const check = sectionSchema(skillsBody.toBody, skillsBody.schema, today);
  const result = check.safeParse({ skills: [...skills, draft.trim()] });
  const added = skills.length;
  return (
    result.error?.issues.find(
      (issue) => issue.path[0] === 'skills' && (issue.path.length === 1 || issue.path[1] === added),
    ) ?? null
  );
}
