// A job's own page (also closed or expired ones, marked so), similar jobs and recommendations.
import {
  educationLevelsUpTo,
  isDeadlinePassed,
  isEducationLevel,
  type JobDetail,
  type JobDoc,
  type Paginated,
  wibDateOf,
} from '@jenjang/domain';
import { selectQuestionsOfJobs, selectStepsOfJobs } from '../../applications/applications.queries';
import { toApplicationQuestion } from '../../applications/questions';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { ApiLocale } from '../../../platform/locale';
import { loadJobDocs } from '../jobs.service';
import {
  selectJobDetailExtra,
  selectRecommendationSignals,
  selectRecommendedJobIds,
  selectSimilarJobIds,
} from './detail.queries';

export type JobDetailDeps = { db: Database; clock: Clock };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function jobNotFound(locale: ApiLocale): AppError {
  return new AppError(
    'JOB_NOT_FOUND',
    locale === 'en' ? 'This job does not exist.' : 'Lowongan ini tidak ditemukan.',
    undefined,
    404,
  );
}

export async function getJobDetail(
  deps: JobDetailDeps,
  where: { slug: string } | { id: string },
  locale: ApiLocale,
): Promise<JobDetail> {
  if ('id' in where && !UUID.test(where.id)) throw jobNotFound(locale);
  const now = deps.clock.now();
  const extra = await selectJobDetailExtra(deps.db, where, wibDateOf(now));
  if (!extra) throw jobNotFound(locale);
  const [doc] = await loadJobDocs(deps.db, [extra.id], locale);
  if (!doc) throw jobNotFound(locale);
  const questions = await selectQuestionsOfJobs(deps.db, [extra.id]);
  const steps = await selectStepsOfJobs(deps.db, [extra.id]);
  const expired =
    doc.status === 'active' && doc.deadline !== null && isDeadlinePassed(doc.deadline, now);
  // Reported by several people or hidden by an admin: the page says it is under review.
  const underReview = extra.moderation !== 'visible';
  const en = locale === 'en';
  const companyDescription = en ? extra.companyDescriptionEn : extra.companyDescriptionId;
  return {
    ...doc,
    company: {
      ...doc.company,
      description: companyDescription,
      insight: { benefits: extra.companyBenefits },
    },
    status: doc.status === 'active' && !expired && !underReview ? 'active' : 'closed',
    description: en ? extra.descriptionEn : extra.descriptionId,
    responsibilities: en ? extra.responsibilitiesEn : extra.responsibilitiesId,
    requirements: en ? extra.requirementsEn : extra.requirementsId,
    externalUrl: extra.externalUrl,
    applicantCount: extra.applicantCount,
    isClosed: doc.status === 'closed' || expired || underReview,
    closedReason: underReview
      ? 'underReview'
      : doc.status === 'closed'
        ? 'closed'
        : expired
          ? 'expired'
          : null,
    underReview,
    questions: questions.map((q) => toApplicationQuestion(q)),
    recruitmentSteps: steps
      .filter((step) => step.visible)
      .map((step) => ({ id: step.id, name: step.name, type: step.type, order: step.position })),
    companyDetail: {
      description: companyDescription,
      size: extra.companySize,
      website: extra.companyWebsite,
      foundedYear: extra.companyFoundedYear,
      fundingStage: extra.companyFundingStage,
      cultureValues: extra.companyCultureValues,
      benefits: extra.companyBenefits,
      openJobCount: extra.companyOpenJobs,
    },
    industry:
      extra.industryId !== null && extra.industrySlug !== null
        ? {
            id: extra.industryId,
            slug: extra.industrySlug,
            name: (en ? extra.industryNameEn : extra.industryNameId) ?? '',
          }
        : null,
    updatedAt: new Date(extra.updatedAt).toISOString(),
  };
}

export async function listSimilarJobs(
  deps: JobDetailDeps,
  input: { jobId: string; limit: number; locale: ApiLocale },
): Promise<JobDoc[]> {
  if (!UUID.test(input.jobId)) throw jobNotFound(input.locale);
  const now = deps.clock.now();
  const extra = await selectJobDetailExtra(deps.db, { id: input.jobId }, wibDateOf(now));
  if (!extra) throw jobNotFound(input.locale);
  const ids = await selectSimilarJobIds(deps.db, {
    jobId: extra.id,
    jobRoleId: extra.jobRoleId,
    jobRoleCategoryId: extra.jobRoleCategoryId,
    role: extra.role,
    cityId: extra.cityId,
    wibToday: wibDateOf(now),
    limit: input.limit,
  });
  return loadJobDocs(deps.db, ids, input.locale);
}

export type RecommendationPreferences = {
  jobRoleIds: number[];
  cityIds: number[];
  experienceLevels: number[];
  lastEducations: number[];
  /** Jobs the person already saw or applied to, shown last or not at all. */
  excludeJobIds: string[];
};

export const NO_PREFERENCES: RecommendationPreferences = {
  jobRoleIds: [],
  cityIds: [],
  experienceLevels: [],
  lastEducations: [],
  excludeJobIds: [],
};

export async function recommendJobs(
  deps: JobDetailDeps,
  input: { page: number; limit: number; locale: ApiLocale; preferences: RecommendationPreferences },
): Promise<Paginated<JobDoc>> {
  const { ids, total } = await selectRecommendedJobIds(deps.db, {
    wibToday: wibDateOf(deps.clock.now()),
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
    jobRoleIds: input.preferences.jobRoleIds,
    cityIds: input.preferences.cityIds,
    experienceLevels: input.preferences.experienceLevels,
    lastEducations: input.preferences.lastEducations,
    excludeIds: input.preferences.excludeJobIds,
  });
  return {
    docs: await loadJobDocs(deps.db, ids, input.locale),
    totalDocs: total,
    page: input.page,
    limit: input.limit,
    totalPages: Math.ceil(total / input.limit),
  };
}

/** How far back viewed, saved and applied jobs shape a job seeker's recommendations. */
export const RECOMMENDATION_ACTIVITY_DAYS = 30;

const union = (a: number[], b: number[]) => [...new Set([...a, ...b])];

/**
 * A signed-in job seeker's recommendations follow their preferences (roles, cities), level and
 * education, and the roles and cities of jobs they recently viewed, saved or applied to; saved
 * jobs are left out. Without a student profile: the guests' popular and fresh jobs.
 */
export async function recommendationPreferencesFor(
  deps: JobDetailDeps,
  userId: string,
): Promise<RecommendationPreferences> {
  const since = new Date(deps.clock.now().getTime() - RECOMMENDATION_ACTIVITY_DAYS * 86_400_000);
  const signals = await selectRecommendationSignals(deps.db, { userId, since });
  if (!signals) return NO_PREFERENCES;
  return {
    jobRoleIds: union(signals.preferredRoleIds, signals.activityRoleIds),
    cityIds: union(signals.preferredCityIds, signals.activityCityIds),
    experienceLevels: [signals.experienceLevel],
    // Jobs that ask for the person's education or less (by rank: SD is id 7 but below SMA's 0).
    lastEducations: isEducationLevel(signals.lastEducation)
      ? educationLevelsUpTo(signals.lastEducation)
      : [],
    excludeJobIds: signals.savedJobIds,
  };
}
