// Every background job of the API, registered by main.ts (in-process worker) and worker.ts alone.
import type { Clock } from './platform/clock';
import type { Database } from './platform/db';
import type { JobDefinition } from './platform/jobs';
import { closeExpiredJobsJob } from './modules/jobs/jobs/close-expired-jobs';
import { refreshSearchIndexJob } from './modules/jobs/jobs/refresh-search-index';

export function backgroundJobs(deps: { db: Database; clock: Clock }): JobDefinition<never>[] {
  return [closeExpiredJobsJob(deps), refreshSearchIndexJob(deps)] as JobDefinition<never>[];
}
