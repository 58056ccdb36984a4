// Bulk apply: many jobs in one request, each applied in its own transaction (application and
// answers together, or nothing) and reported on its own. The Idempotency-Key makes a retry —
// after a timeout, a dropped connection or a killed process — answer with the first result:
// a finished request answers from the stored result; an unfinished one runs again, and every job
// the first run already applied is recognised by the request id on its application
// (docs/decisions/017-bulk-apply-idempotency-and-notifications.md).
import { createHash } from 'node:crypto';
import {
  BULK_APPLY_DAILY_LIMIT,
  bulkApplyResultSchema,
  wibDateOf,
  type BulkApplyJobResult,
  type BulkApplyRequest,
  type BulkApplyResult,
} from '@jenjang/domain';
import { applicationsError, applicationsErrorMessage } from './applications.messages';
import {
  selectApplicationIdOfStudentJob,
  selectJobsForApply,
  selectQuestionsOfJobs,
} from './applications.queries';
import {
  applyLoaded,
  isUuid,
  requireStudent,
  type Actor,
  type ApplyDeps,
  type ApplyOutcome,
} from './apply.service';
import {
  claimBulkRequest,
  completeBulkRequest,
  selectDailyBulkUsage,
  takeDailyBulkSlot,
} from './bulk-apply.queries';

export type BulkApplyDeps = ApplyDeps & {
  /** Tests and the kill-midway check: called after each job is done. */
  afterEachJob?: (index: number) => Promise<void>;
};

function requestHash(body: BulkApplyRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export async function bulkApply(
  deps: BulkApplyDeps,
  actor: Actor & { idempotencyKey: string; body: BulkApplyRequest },
): Promise<BulkApplyResult> {
  const student = await requireStudent(deps.db, actor);
  const now = deps.clock.now();
  const request = await claimBulkRequest(deps.db, {
    userId: actor.user.id,
    key: actor.idempotencyKey,
    requestHash: requestHash(actor.body),
    at: now,
  });
  if (request.requestHash !== requestHash(actor.body))
    throw applicationsError('IDEMPOTENCY_KEY_CONFLICT', actor.locale);
  if (request.completedAt !== null) return bulkApplyResultSchema.parse(request.response);

  const day = wibDateOf(now);
  const jobIds = [...new Set(actor.body.jobs.map((j) => j.jobId).filter(isUuid))];
  const jobs = new Map((await selectJobsForApply(deps.db, jobIds)).map((j) => [j.id, j]));
  const questions = await selectQuestionsOfJobs(deps.db, jobIds);
  const seen = new Set<string>();
  const results: BulkApplyJobResult[] = [];

  for (const [index, entry] of actor.body.jobs.entries()) {
    const fail = (code: Parameters<typeof applicationsError>[0]): BulkApplyJobResult => ({
      jobId: entry.jobId,
      ok: false,
      applicationId: null,
      error: { messageId: code, message: applicationsErrorMessage(code, actor.locale) },
    });
    const job = jobs.get(entry.jobId);
    if (!job) results.push(fail('JOB_NOT_FOUND'));
    else if (seen.has(job.id)) results.push(fail('JOB_ALREADY_APPLIED'));
    else {
      seen.add(job.id);
      const existing = await selectApplicationIdOfStudentJob(deps.db, student.id, job.id);
      let outcome: ApplyOutcome;
      if (existing)
        outcome =
          existing.bulkRequestId === request.id
            ? { ok: true, applicationId: existing.id }
            : { ok: false, code: 'JOB_ALREADY_APPLIED' };
      else
        outcome = await applyLoaded(deps, {
          user: actor.user,
          student,
          job,
          questions: questions.filter((q) => q.jobId === job.id),
          answers: entry.answers,
          saveAnswers: actor.body.saveAnswers,
          locale: actor.locale,
          bulkRequestId: request.id,
          beforeInsert: async (tx) =>
            (await takeDailyBulkSlot(tx, {
              userId: actor.user.id,
              day,
              limit: BULK_APPLY_DAILY_LIMIT,
            }))
              ? null
              : { ok: false, code: 'BULK_APPLY_DAILY_LIMIT' },
        });
      // A concurrent run with the same key may have applied it a moment ago.
      if (!outcome.ok && outcome.code === 'JOB_ALREADY_APPLIED' && !existing) {
        const now2 = await selectApplicationIdOfStudentJob(deps.db, student.id, job.id);
        if (now2?.bulkRequestId === request.id) outcome = { ok: true, applicationId: now2.id };
      }
      results.push(
        outcome.ok
          ? { jobId: job.id, ok: true, applicationId: outcome.applicationId, error: null }
          : fail(outcome.code),
      );
    }
    await deps.afterEachJob?.(index);
  }

  const used = await selectDailyBulkUsage(deps.db, actor.user.id, day);
  const applied = results.filter((r) => r.ok).length;
  const result: BulkApplyResult = {
    results,
    applied,
    failed: results.length - applied,
    daily: {
      limit: BULK_APPLY_DAILY_LIMIT,
      used,
      remaining: Math.max(0, BULK_APPLY_DAILY_LIMIT - used),
    },
  };
  const stored = await completeBulkRequest(deps.db, {
    id: request.id,
    response: result,
    at: deps.clock.now(),
  });
  return bulkApplyResultSchema.parse(stored);
}
