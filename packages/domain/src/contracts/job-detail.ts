import { z } from 'zod';
import { jobDocSchema } from './jobs';

export const jobDetailSchema = jobDocSchema.extend({
  /** Sanitised HTML in the requested language. */
  description: z.string(),
  responsibilities: z.string(),
  requirements: z.string(),
  skills: z.array(z.string()),
  externalUrl: z.string().nullable(),
  applicantCount: z.number().int(),
  /** Closed by the employer, or open but past its deadline: the page says so. */
  isClosed: z.boolean(),
  closedReason: z.enum(['closed', 'expired']).nullable(),
  companyDetail: z.object({
    description: z.string(),
    size: z.string().nullable(),
    website: z.string().nullable(),
    foundedYear: z.number().int().nullable(),
    fundingStage: z.string().nullable(),
    cultureValues: z.array(z.string()),
    benefits: z.array(z.string()),
    openJobCount: z.number().int(),
  }),
  industry: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobDetailResponseSchema = z.object({ data: z.object({ result: jobDetailSchema }) });
