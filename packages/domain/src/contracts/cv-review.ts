// The CV analyzer (issue 15): an analysis of one CV, optionally against a target job, run as a
// background job with visible progress. Twelve aspects with findings that quote the CV line
// they are about; the overall score and three aspects are free, one credit unlocks the rest.
// The upload travels as multipart (field `file`, the profile CV's type and size rules), the
// other fields as form fields checked by `createCvReviewFieldsSchema`.
import { z } from 'zod';
import { idempotencyKeySchema } from './applications';
import { paginatedSchema, paginationQuerySchema } from './common';

export const CV_REVIEW_STATUSES = ['queued', 'reading', 'analysing', 'done', 'failed'] as const;
export type CvReviewStatus = (typeof CV_REVIEW_STATUSES)[number];
export const CV_REVIEW_FINAL_STATUSES: readonly CvReviewStatus[] = ['done', 'failed'];

/** The languages a CV is analysed in (detected from its text). */
export const CV_LANGUAGES = ['idn', 'en'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];

/** The twelve aspects, as Dealls' reviewer names them, in report order. */
export const CV_REVIEW_ASPECTS = [
  'overallImpression',
  'contactInformation',
  'relevantSkills',
  'professionalSummary',
  'workExperience',
  'achievements',
  'educationAndCertification',
  'organisationalActivity',
  'writingConsistency',
  'additionalSections',
  'keywords',
  'careerRecommendation',
] as const;
export type CvReviewAspect = (typeof CV_REVIEW_ASPECTS)[number];

/** What anyone sees without paying: the overall score and these three aspects. */
export const CV_REVIEW_FREE_ASPECTS: readonly CvReviewAspect[] = [
  'overallImpression',
  'contactInformation',
  'workExperience',
];

/** One credit unlocks the full report of one analysis. */
export const CV_REVIEW_UNLOCK_CREDITS = 1;

/** Why an analysis failed: the extraction's reasons, the file gone, or retries used up. */
export const CV_REVIEW_FAILURE_CODES = [
  'tooLarge',
  'tooManyPages',
  'unreadable',
  'noText',
  'timeout',
  'fileMissing',
  'internal',
] as const;
export type CvReviewFailureCode = (typeof CV_REVIEW_FAILURE_CODES)[number];

/** Error codes of the CV analyzer's routes (the catalogue includes them). */
export const CV_REVIEW_ERROR_CODES = [
  'CV_REVIEW_NOT_FOUND',
  'CV_REVIEW_NOT_READY',
  'PROFILE_CV_MISSING',
] as const;

/**
 * What the analyzer detects. Each is one detector with its own precision and recall in the
 * labelled corpus (bench/cv-analysis.ts); a CV may trigger a detector on several lines.
 */
export const CV_DETECTORS = [
  'missingContact',
  'malformedContact',
  'noSummary',
  'dutiesWithoutResults',
  'noNumbers',
  'weakVerbs',
  'passiveVoice',
  'spelling',
  'inconsistentDateFormats',
  'dateOverlap',
  'dateGap',
  'tooLong',
  'tooShort',
  'tables',
  'columns',
  'textInImages',
  'hiddenText',
  'promptInjection',
] as const;
export type CvDetector = (typeof CV_DETECTORS)[number];

export const CV_FINDING_SEVERITIES = ['high', 'medium', 'low'] as const;
export type CvFindingSeverity = (typeof CV_FINDING_SEVERITIES)[number];

/** A text the report shows in the reader's language. */
export const localizedTextSchema = z.object({ idn: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const cvFindingSchema = z.object({
  detector: z.enum(CV_DETECTORS),
  severity: z.enum(CV_FINDING_SEVERITIES),
  /** The CV line the finding is about, verbatim; null for what is missing (no summary). */
  quote: z.string().nullable(),
  /** 1-based line number of the quote in the extracted text; null with the quote. */
  line: z.number().int().nullable(),
  /** Why it matters, in both languages. */
  why: localizedTextSchema,
  /** A concrete rewrite or what to add, in the CV's language; null when there is none. */
  suggestion: z.string().nullable(),
});
export type CvFinding = z.infer<typeof cvFindingSchema>;

export const cvAspectResultSchema = z.object({
  aspect: z.enum(CV_REVIEW_ASPECTS),
  /** True when this aspect needs the unlock: score, summary and findings are then empty. */
  locked: z.boolean(),
  score: z.number().int().min(0).max(100).nullable(),
  summary: localizedTextSchema.nullable(),
  findings: z.array(cvFindingSchema),
});
export type CvAspectResult = z.infer<typeof cvAspectResultSchema>;

export const cvJobMatchSchema = z.object({
  /** 0-100: how much of the target's skills and keywords the CV shows. */
  matchRate: z.number().int().min(0).max(100),
  targetTitle: z.string(),
  titleMatches: z.boolean(),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  education: z.object({
    required: z.string().nullable(),
    found: z.string().nullable(),
    meets: z.boolean(),
  }),
  experience: z.object({
    requiredYears: z.number().nullable(),
    foundYears: z.number(),
    meets: z.boolean(),
  }),
});
export type CvJobMatch = z.infer<typeof cvJobMatchSchema>;

/** A career the CV fits, from the portal's job roles, with how many jobs are open for it. */
export const cvCareerSuggestionSchema = z.object({
  roleId: z.number().int(),
  name: z.string(),
  score: z.number().int().min(0).max(100),
  openJobs: z.number().int(),
  /** The search page of its open jobs. */
  searchPath: z.string(),
});
export type CvCareerSuggestion = z.infer<typeof cvCareerSuggestionSchema>;

export const cvReviewTargetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('job'),
    jobId: z.string(),
    title: z.string(),
    companyName: z.string(),
  }),
  z.object({ kind: z.literal('text'), title: z.string() }),
]);
export type CvReviewTarget = z.infer<typeof cvReviewTargetSchema>;

export const cvReviewStatsSchema = z.object({
  pages: z.number().int(),
  words: z.number().int(),
  lines: z.number().int(),
});

/** An analysis as its owner sees it (the history lists the same without aspects). */
export const cvReviewSchema = z.object({
  id: z.uuid(),
  status: z.enum(CV_REVIEW_STATUSES),
  /** 0-100 while running; 100 when done. */
  progress: z.number().int().min(0).max(100),
  fileName: z.string(),
  fileKind: z.enum(['pdf', 'docx']),
  language: z.enum(CV_LANGUAGES).nullable(),
  target: cvReviewTargetSchema.nullable(),
  unlocked: z.boolean(),
  overallScore: z.number().int().min(0).max(100).nullable(),
  aspects: z.array(cvAspectResultSchema),
  jobMatch: cvJobMatchSchema.nullable(),
  /** Empty while locked. */
  careers: z.array(cvCareerSuggestionSchema),
  stats: cvReviewStatsSchema.nullable(),
  /** Why a failed analysis failed, in the request's language. */
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** True when a language model improved the rewrites. */
  improvedByModel: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CvReview = z.infer<typeof cvReviewSchema>;

export const cvReviewSummarySchema = cvReviewSchema.pick({
  id: true,
  status: true,
  progress: true,
  fileName: true,
  fileKind: true,
  language: true,
  target: true,
  unlocked: true,
  overallScore: true,
  createdAt: true,
  finishedAt: true,
});
export type CvReviewSummary = z.infer<typeof cvReviewSummarySchema>;

export const CV_REVIEW_TARGET_TEXT_MAX = 10_000;

/**
 * POST /v1/cv-review/analyses — multipart form fields (besides `file` when source is upload).
 * Headers: Idempotency-Key (a retried submit answers with the first analysis).
 */
export const createCvReviewFieldsSchema = z
  .object({
    /** `profile`: the CV saved on the profile; `upload`: the `file` part of this request. */
    source: z.enum(['profile', 'upload']),
    /** A job of the portal to match against. */
    jobId: z.string().trim().uuid().optional(),
    /** Or a pasted job description (its first line is taken as the title). */
    targetText: z.string().trim().min(30).max(CV_REVIEW_TARGET_TEXT_MAX).optional(),
  })
  .refine((fields) => !(fields.jobId && fields.targetText), {
    message: 'Choose a job or paste a description, not both',
    path: ['targetText'],
  });
export type CreateCvReviewFields = z.infer<typeof createCvReviewFieldsSchema>;
export const cvReviewHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema });

export const cvReviewParamsSchema = z.object({ id: z.uuid() });
export const cvReviewsQuerySchema = paginationQuerySchema;
export const cvReviewResponseSchema = z.object({ data: z.object({ result: cvReviewSchema }) });
export const cvReviewsResponseSchema = z.object({ data: paginatedSchema(cvReviewSummarySchema) });
