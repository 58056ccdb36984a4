// Mentors under /v2/mentoring/ (decision 023): finding them, their public page and statistics,
// banners, codes and reviews; and the mentor's own profile (onboarding, mentor/me, education).
// Schedules and free slots: mentoring-schedule.ts; taxonomy: mentoring-taxonomy.ts.
import { z } from 'zod';
import { MENTORING_TIME_ZONES } from '../format/time-zones';
import { MENTOR_EDUCATION_DEGREES } from '../vocabulary/education';
import { integerIdQuerySchema, integerIdSchema, paginatedSchema } from './common';
import { mentorIdSchema } from './mentoring-schedule';
import {
  mentoringDistrictSchema,
  mentoringSearchTextSchema,
  mentoringTagSchema,
  regionCodeSchema,
} from './mentoring-taxonomy';
import { multiQuery } from './query-arrays';

export const MENTOR_STATUSES = ['onboarding', 'active', 'paused'] as const;
export type MentorStatus = (typeof MENTOR_STATUSES)[number];
export const MENTOR_SESSION_MINUTES = [30, 45, 60, 90] as const;
export const MENTORING_MODES = ['online', 'offline'] as const;
export type MentoringMode = (typeof MENTORING_MODES)[number];
export const MENTOR_LIST_SORTS = ['soonest', 'rating', 'sessions'] as const;
export type MentorListSort = (typeof MENTOR_LIST_SORTS)[number];
/** What `status: active` needs and a mentor may still lack. */
export const MENTOR_READINESS_ITEMS = ['profile', 'topics', 'availability'] as const;
export type MentorReadinessItem = (typeof MENTOR_READINESS_ITEMS)[number];

export const MENTOR_PROFILE_LIMITS = {
  nameMax: 100,
  headlineMax: 150,
  companyMax: 120,
  bioMin: 50,
  bioMax: 3_000,
  urlMax: 500,
  addressMax: 300,
  languagesMax: 10,
  topicsMax: 20,
  expertisesMax: 20,
  educationsMax: 20,
  schoolMax: 150,
  fieldMax: 150,
  descriptionMax: 1_000,
} as const;

/** The error codes of this part of mentoring (each with a sentence in both languages in the API). */
export const MENTORING_MENTOR_ERROR_CODES = [
  'MENTOR_NOT_FOUND',
  'MENTOR_ONLY',
  'MENTOR_PROFILE_REQUIRED',
  'MENTOR_ALREADY_ONBOARDED',
  'MENTOR_NOT_READY',
  'INVITATION_CODE_INVALID',
  'REFERRAL_CODE_NOT_FOUND',
  'EDUCATION_NOT_FOUND',
  'MENTORING_TOPIC_INVALID',
  'MENTORING_CATEGORY_NOT_FOUND',
  'MENTOR_SCHEDULE_OVERLAP',
  'MENTOR_SCHEDULE_IN_PAST',
  'MENTORING_RANGE_INVALID',
] as const;

// ---------------------------------------------------------------------------------------------
// Public shapes

export const mentorCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  companyName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Average review rating (1–5, one decimal), null before the first review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  sessionsDone: z.number().int(),
  topics: z.array(mentoringTagSchema),
  /** The categories of the topics, each once. */
  categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  district: mentoringDistrictSchema.nullable(),
  /** The mentor's own IANA zone (shown beside WIB when it differs). */
  timeZone: z.string(),
  sessionMinutes: z.number().int(),
  /** The soonest free slot (ISO), null when none within the mentor's booking window. */
  nextAvailableAt: z.string().nullable(),
});
export type MentorCard = z.infer<typeof mentorCardSchema>;

export const mentorEducationSchema = z.object({
  id: z.string(),
  school: z.string(),
  degree: z.enum(MENTOR_EDUCATION_DEGREES),
  fieldOfStudy: z.string(),
  startYear: z.number().int(),
  endYear: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type MentorEducation = z.infer<typeof mentorEducationSchema>;

export const mentorDetailSchema = mentorCardSchema.extend({
  status: z.enum(MENTOR_STATUSES),
  /** Active: mentees may book. A paused mentor's page stays visible but takes no bookings. */
  isBookable: z.boolean(),
  bio: z.string(),
  yearsOfExperience: z.number().int(),
  linkedinUrl: z.string().nullable(),
  languages: z.array(z.string()),
  educations: z.array(mentorEducationSchema),
  academicExpertises: z.array(mentoringTagSchema),
  bufferMinutes: z.number().int(),
  minNoticeHours: z.number().int(),
  bookingWindowDays: z.number().int(),
  modes: z.array(z.enum(MENTORING_MODES)),
  acceptsCustomRequests: z.boolean(),
});
export type MentorDetail = z.infer<typeof mentorDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Finding mentors

/** GET mentor/list: active mentors only. */
export const mentorListQuerySchema = z.object({
  /** Words of the name, headline, company or topics. */
  q: mentoringSearchTextSchema,
  topicId_in: multiQuery(integerIdQuerySchema, 20),
  categoryId_in: multiQuery(integerIdQuerySchema, 20),
  academicExpertiseId_in: multiQuery(integerIdQuerySchema, 20),
  districtCode_eq: regionCodeSchema.optional(),
  /** Only mentors with a free slot in the next N days. */
  availableWithinDays: z.coerce.number().int().min(1).max(90).optional(),
  sort: z.enum(MENTOR_LIST_SORTS).default('soonest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});
export type MentorListQuery = z.infer<typeof mentorListQuerySchema>;
export const mentorListResponseSchema = z.object({ data: paginatedSchema(mentorCardSchema) });

/** GET mentor/one, mentor/one/statistic: by id or by slug. */
export const mentorOneQuerySchema = z
  .object({
    id_eq: mentorIdSchema.optional(),
    slug_eq: z.string().trim().min(1).max(120).optional(),
  })
  .refine((v) => v.id_eq !== undefined || v.slug_eq !== undefined, {
    message: 'Give id_eq or slug_eq.',
    path: ['id_eq'],
  });
export type MentorOneQuery = z.infer<typeof mentorOneQuerySchema>;
export const mentorDetailResponseSchema = z.object({ data: mentorDetailSchema });

export const mentorStatisticSchema = z.object({
  mentorId: z.string(),
  sessionsDone: z.number().int(),
  /** Average rating, one decimal; null before the first review. */
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Reviews per rating: index 0 = 1 star … index 4 = 5 stars. */
  ratingCounts: z.array(z.number().int()).length(5),
  /** Different mentees with a completed session. */
  menteesHelped: z.number().int(),
  /** Share (0–1) of booking requests the mentor answered (approved or rejected); null before any. */
  responseRate: z.number().nullable(),
  /** Median minutes from a request to the mentor's answer; null before any. */
  medianResponseMinutes: z.number().int().nullable(),
});
export type MentorStatistic = z.infer<typeof mentorStatisticSchema>;
export const mentorStatisticResponseSchema = z.object({ data: mentorStatisticSchema });

/** GET special-mentor-banner/list: the banners shown now. */
export const specialMentorBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  position: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  mentor: mentorCardSchema,
});
export type SpecialMentorBanner = z.infer<typeof specialMentorBannerSchema>;
export const specialMentorBannerListResponseSchema = z.object({
  data: z.object({ docs: z.array(specialMentorBannerSchema) }),
});

const codeSchema = z.string().trim().min(1).max(64);

/** GET mentor/invitation-code-existence/one */
export const invitationCodeQuerySchema = z.object({ code_eq: codeSchema });
export const invitationCodeExistenceResponseSchema = z.object({
  data: z.object({
    exists: z.boolean(),
    /** Not expired and not used up. */
    usable: z.boolean(),
  }),
});

/** GET referral-code/one: the mentor a referral code belongs to. */
export const referralCodeQuerySchema = z.object({ code_eq: codeSchema });
export const referralCodeResponseSchema = z.object({
  data: z.object({
    code: z.string(),
    mentor: z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      headline: z.string(),
      photoUrl: z.string().nullable(),
    }),
  }),
});

/** GET review/list: a mentor's reviews, newest first. */
export const mentorReviewListQuerySchema = z.object({
  mentorId_eq: mentorIdSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type MentorReviewListQuery = z.infer<typeof mentorReviewListQuerySchema>;
export const mentorReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** First name and the initial of the last ("Rina S."). */
  menteeName: z.string(),
  topic: z.string().nullable(),
  createdAt: z.string(),
});
export type MentorReview = z.infer<typeof mentorReviewSchema>;
export const mentorReviewListResponseSchema = z.object({
  data: paginatedSchema(mentorReviewSchema),
});

// ---------------------------------------------------------------------------------------------
// The mentor's own profile (mentor only)

const text = (max: number) => z.string().trim().max(max);
const optionalUrl = z
  .string()
  .trim()
  .max(MENTOR_PROFILE_LIMITS.urlMax)
  .regex(/^(https:\/\/|\/)[^\s]*$/, 'Use an https:// link.')
  .nullable();
const languageSchema = z.string().regex(/^[a-z]{2,3}$/);

const profileFields = {
  name: text(MENTOR_PROFILE_LIMITS.nameMax).min(2),
  headline: text(MENTOR_PROFILE_LIMITS.headlineMax),
  companyName: text(MENTOR_PROFILE_LIMITS.companyMax).nullable(),
  photoUrl: optionalUrl,
  bio: text(MENTOR_PROFILE_LIMITS.bioMax),
  yearsOfExperience: z.number().int().min(0).max(70),
  linkedinUrl: optionalUrl,
  languages: z.array(languageSchema).min(1).max(MENTOR_PROFILE_LIMITS.languagesMax),
  districtCode: regionCodeSchema.nullable(),
  timeZone: z.enum(MENTORING_TIME_ZONES),
};

/** POST mentor/onboarding: the invitation code and the first profile (status onboarding). */
export const mentorOnboardingRequestSchema = z.object({
  invitationCode: codeSchema,
  name: profileFields.name,
  headline: profileFields.headline.default(''),
  companyName: profileFields.companyName.optional(),
  photoUrl: profileFields.photoUrl.optional(),
  bio: profileFields.bio.default(''),
  yearsOfExperience: profileFields.yearsOfExperience.default(0),
  linkedinUrl: profileFields.linkedinUrl.optional(),
  languages: profileFields.languages.optional(),
  districtCode: profileFields.districtCode.optional(),
  timeZone: profileFields.timeZone.default('Asia/Jakarta'),
});
export type MentorOnboardingRequest = z.infer<typeof mentorOnboardingRequestSchema>;

/** PATCH mentor/me: any of these; `status` active finishes onboarding (or resumes), paused hides. */
export const updateMentorMeRequestSchema = z
  .object(profileFields)
  .partial()
  .extend({
    sessionMinutes: z.literal(MENTOR_SESSION_MINUTES).optional(),
    bufferMinutes: z.number().int().min(0).max(120).optional(),
    minNoticeHours: z.number().int().min(0).max(168).optional(),
    bookingWindowDays: z.number().int().min(1).max(90).optional(),
    acceptsCustomRequests: z.boolean().optional(),
    offersOnline: z.boolean().optional(),
    offersOffline: z.boolean().optional(),
    offlineAddress: text(MENTOR_PROFILE_LIMITS.addressMax).nullable().optional(),
    topicIds: z.array(integerIdSchema).max(MENTOR_PROFILE_LIMITS.topicsMax).optional(),
    academicExpertiseIds: z
      .array(integerIdSchema)
      .max(MENTOR_PROFILE_LIMITS.expertisesMax)
      .optional(),
    status: z.enum(['active', 'paused']).optional(),
  });
export type UpdateMentorMeRequest = z.infer<typeof updateMentorMeRequestSchema>;

export const mentorMeSchema = mentorDetailSchema.extend({
  referralCode: z.string(),
  districtCode: z.string().nullable(),
  offersOnline: z.boolean(),
  offersOffline: z.boolean(),
  offlineAddress: z.string().nullable(),
  topicIds: z.array(z.number().int()),
  academicExpertiseIds: z.array(z.number().int()),
  onboardedAt: z.string().nullable(),
  /** What `status: active` still needs; empty when the mentor can go live. */
  missing: z.array(z.enum(MENTOR_READINESS_ITEMS)),
});
export type MentorMe = z.infer<typeof mentorMeSchema>;
export const mentorMeResponseSchema = z.object({ data: mentorMeSchema });

/** POST mentor/me/education; PUT with id_eq (the whole entry again). */
export const mentorEducationInputSchema = z
  .object({
    school: text(MENTOR_PROFILE_LIMITS.schoolMax).min(2),
    degree: z.enum(MENTOR_EDUCATION_DEGREES),
    fieldOfStudy: text(MENTOR_PROFILE_LIMITS.fieldMax).min(2),
    startYear: z.number().int().min(1950).max(2100),
    endYear: z.number().int().min(1950).max(2100).nullable().default(null),
    description: text(MENTOR_PROFILE_LIMITS.descriptionMax).nullable().default(null),
  })
  .refine((v) => v.endYear === null || v.endYear >= v.startYear, {
    message: 'endYearBeforeStart',
    path: ['endYear'],
  });
export type MentorEducationInput = z.infer<typeof mentorEducationInputSchema>;
/** PUT and DELETE mentor/me/education?id_eq= */
export const mentorEducationIdQuerySchema = z.object({ id_eq: z.guid() });
export const mentorEducationResponseSchema = z.object({ data: mentorEducationSchema });
export const deletedResponseSchema = z.object({
  data: z.object({ id: z.string(), deleted: z.literal(true) }),
});
