// Background job: analyse new jobs, refresh ranking columns, vocabulary and suggestions.
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs';
import { refreshSearchIndex, type SearchIndexDeps } from '../search/search-index.service';

export const refreshSearchIndexJob = (
  deps: SearchIndexDeps,
): JobDefinition<Record<string, never>> => ({
  name: 'jobs.refresh-search-index',
  payload: z.object({}).strict(),
  // Counts in suggestions and the hiring-activity ranking drift slowly; ten minutes is fresh enough.
  cron: '*/10 * * * *',
  async handle() {
    return refreshSearchIndex(deps);
  },
});
