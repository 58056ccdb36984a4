import { z } from 'zod';
import { PUBLIC_JOB_STATUSES } from '../contracts/jobs';
import { APPLICATION_STATUSES, HIRING_STAGE_TYPES } from '../enums';

// "My application" of spec section 3. Ids are strings like every id in our contracts.

export const recruitmentStepSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(HIRING_STAGE_TYPES),
  /** Steps the employer keeps internal are not shown to the candidate. */
  visible: z.boolean(),
  finished: z.boolean(),
});
export type RecruitmentStep = z.infer<typeof recruitmentStepSchema>;

export const applicationTechTestSchema = z.object({
  id: z.string(),
  recruitmentStepId: z.string(),
  submittedAt: z.string().nullable(),
});
export type ApplicationTechTest = z.infer<typeof applicationTechTestSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  // Our API answers with the canonical spelling; readers of other sources should pass the raw
  // value through normalizeApplicationStatus (the display helpers accept any string).
  status: z.enum(APPLICATION_STATUSES),
  recruitmentStepId: z.string().nullable(),
  recruitmentStepHistoryIds: z.array(z.string()),
  recruitmentSteps: z.array(recruitmentStepSchema),
  fromRecommendation: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  techTests: z.array(applicationTechTestSchema),
  job: z.object({
    id: z.string(),
    slug: z.string(),
    role: z.string(),
    /** As job docs spell it (decision 015): `active` while it takes applications. */
    status: z.enum(PUBLIC_JOB_STATUSES),
    company: z.object({ name: z.string() }),
  }),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * What the status display and the timeline read. Looser than Application on purpose: the status
 * may come in either spelling, and the history and tech tests may be missing in older payloads.
 */
export type ApplicationProgress = {
  status: string;
  recruitmentStepId: string | null;
  recruitmentStepHistoryIds?: readonly string[];
  recruitmentSteps: readonly RecruitmentStep[];
  fromRecommendation: boolean;
  techTests?: readonly Pick<ApplicationTechTest, 'recruitmentStepId' | 'submittedAt'>[];
  /** Set when the candidate withdrew (or, from an offer, declined it). */
  withdrawnAt?: string | null;
  /** Interviews scheduled for steps (ISO instants): a step in the future has not happened. */
  interviews?: readonly { recruitmentStepId: string; startsAt: string }[];
  /** The statuses it went through, oldest first (tells whether a review ever began). */
  history?: readonly { to: string }[];
  job: { status: Application['job']['status'] };
};
