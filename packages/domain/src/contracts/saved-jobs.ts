// Saving jobs: /v1/job-portal/job/{id}/save (params: jobIdParamsSchema) and the saved lists of
// /v1/explore-job/job/saved.
import { z } from 'zod';

export const savedJobResponseSchema = z.object({
  data: z.object({ jobId: z.string(), saved: z.boolean() }),
});
export type SavedJobResponse = z.infer<typeof savedJobResponseSchema>;

/** Which of these jobs (repeated `jobIds`, at most 100) the job seeker saved. */
export const savedJobIdsQuerySchema = z.object({
  jobIds: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string().max(64)).max(100),
  ),
});
export const savedJobIdsResponseSchema = z.object({
  data: z.object({ jobIds: z.array(z.string()) }),
});
export type SavedJobIdsResponse = z.infer<typeof savedJobIdsResponseSchema>;
