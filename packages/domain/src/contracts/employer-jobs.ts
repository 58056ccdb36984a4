// Free job posting (issue 13): the employer's job editor and its list. A job is a draft until
// published; a published job is open (searchable) until closed; a closed job can be reopened.
import { z } from 'zod';
import {
  APPLICATION_TYPES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  HIRING_STAGE_TYPES,
  QUESTION_TYPES,
  SALARY_TYPES,
  WORKPLACE_TYPES,
} from '../enums';
import { integerIdSchema, paginatedSchema, paginationQuerySchema } from './common';

export const EMPLOYER_JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type EmployerJobStatus = (typeof EMPLOYER_JOB_STATUSES)[number];

export const JOB_EDITOR_LIMITS = {
  roleMin: 3,
  roleMax: 120,
  textMax: 10_000,
  skillsMax: 20,
  skillMax: 50,
  questionsMax: 20,
  questionTitleMax: 300,
  questionDescriptionMax: 1000,
  optionsMin: 2,
  optionsMax: 12,
  optionMax: 120,
  stepsMax: 10,
  stepNameMax: 80,
  stepInstructionsMax: 5000,
  salaryMax: 2_000_000_000,
  urlMax: 500,
};

const L = JOB_EDITOR_LIMITS;

const optionalText = z.string().trim().max(L.textMax, { error: 'textTooLong' });

export const jobQuestionInputSchema = z
  .object({
    /** The stored question's id when editing; absent for a new one. */
    id: z.uuid().optional(),
    type: z.enum(QUESTION_TYPES),
    title: z
      .string()
      .trim()
      .min(1, { error: 'questionTitleRequired' })
      .max(L.questionTitleMax, { error: 'textTooLong' }),
    description: z.string().trim().max(L.questionDescriptionMax, { error: 'textTooLong' }),
    mandatory: z.boolean(),
    /** Choices of checkbox and radio questions; empty for the other types. */
    options: z
      .array(
        z.string().trim().min(1, { error: 'required' }).max(L.optionMax, { error: 'textTooLong' }),
      )
      .max(L.optionsMax, { error: 'tooMany' }),
  })
  .superRefine((q, ctx) => {
    const choice = q.type === 'checkbox' || q.type === 'radio';
    if (choice && q.options.length < L.optionsMin)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'optionsTooFew' });
    if (!choice && q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'optionsNotAllowed' });
    if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'optionsDuplicate' });
  });
export type JobQuestionInput = z.infer<typeof jobQuestionInputSchema>;

export const recruitmentStepInputSchema = z.object({
  id: z.uuid().optional(),
  type: z.enum(HIRING_STAGE_TYPES),
  name: z
    .string()
    .trim()
    .min(1, { error: 'stepNameRequired' })
    .max(L.stepNameMax, { error: 'textTooLong' }),
  visible: z.boolean(),
  instructions: z.string().trim().max(L.stepInstructionsMax, { error: 'textTooLong' }),
});
export type RecruitmentStepInput = z.infer<typeof recruitmentStepInputSchema>;

/** A real calendar day (2026-02-30 is not one), YYYY-MM-DD. */
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'wrongFormat', abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        value >= '2000-01-01'
      );
    },
    { error: 'wrongFormat' },
  );
const salarySchema = z.number().int().min(0).max(L.salaryMax).nullable();

/** Every field of a job the employer writes (the jobs table of migration 0001). */
export const jobEditorInputSchema = z
  .object({
    role: z
      .string()
      .trim()
      .min(1, { error: 'jobTitleRequired', abort: true })
      .min(L.roleMin, { error: 'jobTitleTooShort' })
      .max(L.roleMax, { error: 'textTooLong' }),
    jobRoleId: integerIdSchema.nullable(),
    cityId: integerIdSchema,
    employmentTypes: z
      .array(z.enum(EMPLOYMENT_TYPES))
      .min(1, { error: 'chooseEmploymentType' })
      .max(EMPLOYMENT_TYPES.length),
    workplaceType: z.enum(WORKPLACE_TYPES),
    salaryType: z.enum(SALARY_TYPES),
    salaryMin: salarySchema,
    salaryMax: salarySchema,
    salaryShown: z.boolean(),
    lastEducations: z.array(z.literal([...EDUCATION_LEVELS])).max(EDUCATION_LEVELS.length),
    experienceLevels: z.array(z.literal([...EXPERIENCE_LEVELS])).max(EXPERIENCE_LEVELS.length),
    skills: z
      .array(z.string().trim().min(1).max(L.skillMax, { error: 'textTooLong' }))
      .max(L.skillsMax, { error: 'tooMany' }),
    /** Plain text; paragraphs by blank lines, "- " starts a list item (stored as safe HTML). */
    descriptionId: z
      .string()
      .trim()
      .min(1, { error: 'descriptionRequired' })
      .max(L.textMax, { error: 'textTooLong' }),
    descriptionEn: optionalText,
    responsibilitiesId: optionalText,
    responsibilitiesEn: optionalText,
    requirementsId: optionalText,
    requirementsEn: optionalText,
    applicationType: z.enum(APPLICATION_TYPES),
    externalUrl: z.string().trim().max(L.urlMax, { error: 'textTooLong' }),
    urgentlyNeeded: z.boolean(),
    /** Last day to apply (Asia/Jakarta); null: no deadline. */
    deadline: dateSchema.nullable(),
    questions: z.array(jobQuestionInputSchema).max(L.questionsMax, { error: 'tooManyEntries' }),
    steps: z.array(recruitmentStepInputSchema).max(L.stepsMax, { error: 'tooManyEntries' }),
  })
  .superRefine((job, ctx) => {
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax)
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'salaryRangeReversed' });
    if (
      job.applicationType === 'external' &&
      !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(job.externalUrl)
    )
      ctx.addIssue({ code: 'custom', path: ['externalUrl'], message: 'externalUrlRequired' });
    if (job.applicationType === 'external' && job.questions.length > 0)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'questionsNeedEasyApply' });
    if (new Set(job.skills.map((s) => s.toLowerCase())).size !== job.skills.length)
      ctx.addIssue({ code: 'custom', path: ['skills'], message: 'duplicateSkill' });
  });
export type JobEditorInput = z.infer<typeof jobEditorInputSchema>;
export type JobEditorFormValues = z.input<typeof jobEditorInputSchema>;

export const employerJobQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  description: z.string(),
  mandatory: z.boolean(),
  options: z.array(z.string()),
});
export const employerJobStepSchema = z.object({
  id: z.string(),
  type: z.enum(HIRING_STAGE_TYPES),
  name: z.string(),
  visible: z.boolean(),
  instructions: z.string(),
});

/** A job as its editor loads it: the input fields plus status and ids. */
export const employerJobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(EMPLOYER_JOB_STATUSES),
  role: z.string(),
  jobRoleId: z.number().int().nullable(),
  cityId: z.number().int(),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
  workplaceType: z.enum(WORKPLACE_TYPES),
  salaryType: z.enum(SALARY_TYPES),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryShown: z.boolean(),
  lastEducations: z.array(z.number().int()),
  experienceLevels: z.array(z.number().int()),
  skills: z.array(z.string()),
  descriptionId: z.string(),
  descriptionEn: z.string(),
  responsibilitiesId: z.string(),
  responsibilitiesEn: z.string(),
  requirementsId: z.string(),
  requirementsEn: z.string(),
  applicationType: z.enum(APPLICATION_TYPES),
  externalUrl: z.string(),
  urgentlyNeeded: z.boolean(),
  deadline: z.string().nullable(),
  questions: z.array(employerJobQuestionSchema),
  steps: z.array(employerJobStepSchema),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The public page of an open job, for the employer to check: /loker/<slug>~<company-slug>. */
  companySlug: z.string(),
});
export type EmployerJob = z.infer<typeof employerJobSchema>;
export const employerJobResponseSchema = z.object({ data: employerJobSchema });

export const employerJobListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  role: z.string(),
  status: z.enum(EMPLOYER_JOB_STATUSES),
  cityName: z.string().nullable(),
  applicantCount: z.number().int(),
  /** Applications still in progress (not ended, not withdrawn). */
  activeApplicantCount: z.number().int(),
  deadline: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  companySlug: z.string(),
});
export type EmployerJobListItem = z.infer<typeof employerJobListItemSchema>;

export const employerJobListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(EMPLOYER_JOB_STATUSES).optional(),
});
export const employerJobListResponseSchema = z.object({
  data: paginatedSchema(employerJobListItemSchema).extend({
    /** Jobs per status, for the tabs. */
    counts: z.object({ draft: z.number().int(), open: z.number().int(), closed: z.number().int() }),
  }),
});
export type EmployerJobList = z.infer<typeof employerJobListResponseSchema>['data'];

export const employerJobParamsSchema = z.object({ jobId: z.uuid() });

/** What the editor starts from for a new job. */
export function emptyJobEditorValues(cityId: number): JobEditorFormValues {
  return {
    role: '',
    jobRoleId: null,
    cityId,
    employmentTypes: ['fullTime'],
    workplaceType: 'onSite',
    salaryType: 'monthly',
    salaryMin: null,
    salaryMax: null,
    salaryShown: true,
    lastEducations: [],
    experienceLevels: [],
    skills: [],
    descriptionId: '',
    descriptionEn: '',
    responsibilitiesId: '',
    responsibilitiesEn: '',
    requirementsId: '',
    requirementsEn: '',
    applicationType: 'easyApply',
    externalUrl: '',
    urgentlyNeeded: false,
    deadline: null,
    questions: [],
    steps: [],
  };
}
