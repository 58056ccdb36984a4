// Every background job of the API, registered by main.ts (in-process worker) and worker.ts alone.
import type { Clock } from './platform/clock';
import type { Database } from './platform/db';
import type { JobDefinition } from './platform/jobs';
import type { Mailer } from './platform/mailer';
import { payloadSealingKey } from './platform/sealed-payload';
import type { Config } from './config';
import { deliverSignUpJob } from './modules/auth/jobs/deliver-sign-up';
import { sendEmailedCodeJob } from './modules/auth/jobs/send-emailed-code';
import { sendMailJob } from './modules/mail/jobs/send-mail';
import { closeExpiredJobsJob } from './modules/jobs/jobs/close-expired-jobs';
import { refreshSearchIndexJob } from './modules/jobs/jobs/refresh-search-index';

type JobDeps = { db: Database; clock: Clock; mailer: Mailer; config: Config };

export function backgroundJobs(deps: JobDeps): JobDefinition<never>[] {
  return [
    closeExpiredJobsJob(deps),
    refreshSearchIndexJob(deps),
    ...accountJobs(deps),
  ] as JobDefinition<never>[];
}

/** Mail delivery, emailed codes and sign-ups (payloads sealed with a key from JWT_SECRET). */
export function accountJobs(deps: JobDeps): JobDefinition<never>[] {
  const sealingKey = payloadSealingKey(deps.config.auth.jwtSecret);
  return [
    sendMailJob({ mailer: deps.mailer, sealingKey }),
    sendEmailedCodeJob({ ...deps, sealingKey }),
    deliverSignUpJob({ ...deps, sealingKey }),
  ] as JobDefinition<never>[];
}
