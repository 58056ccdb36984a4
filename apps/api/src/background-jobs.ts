// Every background job of the API, registered by main.ts (in-process worker) and worker.ts alone.
import type { Clock } from './platform/clock';
import type { Database } from './platform/db';
import { inlineDispatcher, type JobDefinition, type JobDispatcher } from './platform/jobs';
import type { Mailer } from './platform/mailer';
import { payloadSealingKey } from './platform/sealed-payload';
import type { Config } from './config';
import { deliverSignUpJob } from './modules/auth/jobs/deliver-sign-up';
import { sendEmailedCodeJob } from './modules/auth/jobs/send-emailed-code';
import { sendMailJob } from './modules/mail/jobs/send-mail';
import { closeExpiredJobsJob } from './modules/jobs/jobs/close-expired-jobs';
import { refreshSearchIndexJob } from './modules/jobs/jobs/refresh-search-index';
import { closeApplicationsOfClosedJobsJob } from './modules/applications/jobs/close-applications-of-closed-jobs';
import { expireUntouchedApplicationsJob } from './modules/applications/jobs/expire-untouched-applications';
import { createMailOutbox } from './modules/mail/mail-outbox';
import { completeSessionsJob } from './modules/mentoring/jobs/complete-sessions';
import { expireSessionsJob } from './modules/mentoring/jobs/expire-sessions';
import { warnOfExpiringRequestsJob } from './modules/mentoring/jobs/expiring-requests';
import { sendSessionRemindersJob } from './modules/mentoring/jobs/session-reminders';
import { analyseCvJob, failStaleCvReviewsJob } from './modules/cv-review/cv-review.job';
import {
  createConfiguredRefiner,
  createCvReviewEngine,
} from './modules/cv-review/cv-review.engine';
import { createLocalFileStorage } from './platform/file-storage';

type JobDeps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  /** Where the mails of these jobs go; in this process by default. */
  jobs?: JobDispatcher | undefined;
};

export function backgroundJobs(deps: JobDeps): JobDefinition<never>[] {
  return [
    closeExpiredJobsJob(deps),
    refreshSearchIndexJob(deps),
    ...applicationJobs(deps),
    ...mentoringJobs(deps),
    ...accountJobs(deps),
    ...cvReviewJobs(deps),
  ] as JobDefinition<never>[];
}

/** CV analyses: the uploaded files are read from the same storage the API wrote them to. */
export function cvReviewJobs(deps: JobDeps): JobDefinition<never>[] {
  const runDeps = {
    db: deps.db,
    clock: deps.clock,
    fileStorage: createLocalFileStorage(deps.config.fileStorage.localDir),
    engine: createCvReviewEngine(),
    refiner: createConfiguredRefiner(deps.config.cvReview),
    log: console,
  };
  return [analyseCvJob(runDeps), failStaleCvReviewsJob(runDeps)] as JobDefinition<never>[];
}

/** Anti-ghosting and closing the applications of closed jobs (mails go out in-process). */
export function applicationJobs(deps: JobDeps): JobDefinition<never>[] {
  const outbox = createMailOutbox({
    jobs: deps.jobs ?? inlineDispatcher(console),
    mailer: deps.mailer,
    sealingKey: payloadSealingKey(deps.config.auth.jwtSecret),
  });
  const moveDeps = { db: deps.db, clock: deps.clock, outbox, webBaseUrl: deps.config.webBaseUrl };
  return [
    expireUntouchedApplicationsJob({ ...moveDeps, expiryDays: deps.config.applicationExpiryDays }),
    closeApplicationsOfClosedJobsJob(moveDeps),
  ] as JobDefinition<never>[];
}

/** Mentoring sessions: reminders, expiring requests, expiry, auto-completion (mails in-process). */
export function mentoringJobs(deps: JobDeps): JobDefinition<never>[] {
  const outbox = createMailOutbox({
    jobs: deps.jobs ?? inlineDispatcher(console),
    mailer: deps.mailer,
    sealingKey: payloadSealingKey(deps.config.auth.jwtSecret),
  });
  const notifyDeps = { db: deps.db, clock: deps.clock, outbox, webBaseUrl: deps.config.webBaseUrl };
  return [
    sendSessionRemindersJob(notifyDeps),
    warnOfExpiringRequestsJob(notifyDeps),
    expireSessionsJob(notifyDeps),
    completeSessionsJob(notifyDeps),
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
