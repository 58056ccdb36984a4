// Reporting a job (any signed-in person, once per job) and the admin's review of reported and
// flagged jobs and of companies (decision 019). A job reported by `hideThreshold` different
// people since the last decision is under review: out of search and applying at once.
import type {
  AdminCompaniesQuery,
  AdminCompany,
  AdminReviewJob,
  AdminReviewQuery,
  JobReportRequest,
  Paginated,
} from '@jenjang/domain';
import { forbiddenError, type AuthUser } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';
import { applicationsError } from '../applications/applications.messages';
import { isUuid } from '../applications/apply.service';
import {
  decideJob,
  hideJobWhenReportedEnough,
  insertJobReport,
  lockJob,
  selectAdminCompanies,
  selectMyReport,
  selectReviewQueue,
  setCompanyVerified,
  type AdminCompanyRow,
  type MyReportRow,
  type ReviewJobRow,
} from './moderation.queries';

export type ModerationDeps = { db: Database; clock: Clock; hideThreshold: number };
type Actor = { user: AuthUser; locale: ApiLocale };

function toMyReport(row: MyReportRow) {
  return {
    jobId: row.jobId,
    reason: row.reason,
    note: row.note,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** POST /v1/job-portal/job/{id}/report: the person's report (the first one if sent twice). */
export async function reportJob(
  deps: ModerationDeps,
  actor: Actor & { jobId: string; request: JobReportRequest },
) {
  if (!isUuid(actor.jobId)) throw applicationsError('JOB_NOT_FOUND', actor.locale);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await lockJob(tx, actor.jobId))) throw applicationsError('JOB_NOT_FOUND', actor.locale);
    const added = await insertJobReport(tx, {
      jobId: actor.jobId,
      userId: actor.user.id,
      reason: actor.request.reason,
      note: actor.request.note,
      now,
    });
    if (added)
      await hideJobWhenReportedEnough(tx, {
        jobId: actor.jobId,
        threshold: deps.hideThreshold,
        now,
      });
  });
  const mine = await selectMyReport(deps.db, { jobId: actor.jobId, userId: actor.user.id });
  return mine ? toMyReport(mine) : null;
}

/** GET /v1/job-portal/job/{id}/report: whether this person reported the job (never others). */
export async function getMyJobReport(deps: ModerationDeps, actor: Actor & { jobId: string }) {
  if (!isUuid(actor.jobId)) return null;
  const mine = await selectMyReport(deps.db, { jobId: actor.jobId, userId: actor.user.id });
  return mine ? toMyReport(mine) : null;
}

function requireAdmin(actor: Actor) {
  if (actor.user.role !== 'admin') throw forbiddenError(actor.locale);
}

function toReviewJob(row: ReviewJobRow): AdminReviewJob {
  return {
    id: row.id,
    slug: row.slug,
    role: row.role,
    company: { id: row.companyId, slug: row.companySlug, name: row.companyName },
    status: row.status,
    moderation: row.moderation,
    flagReasons: row.flagReasons,
    flagsReviewed: row.flagsReviewedAt !== null,
    openReportCount: Number(row.openReportCount),
    reports: (row.reports ?? []).map((r) => ({
      reason: r.reason,
      note: r.note,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function page<T, R>(
  { rows, total }: { rows: R[]; total: number },
  map: (row: R) => T,
  input: { page: number; limit: number },
): Paginated<T> {
  return {
    docs: rows.map(map),
    totalDocs: total,
    page: input.page,
    limit: input.limit,
    totalPages: Math.ceil(total / input.limit),
  };
}

/**
 * A page's rows and the total of all rows. The total rides on each row (a window count), so a
 * page past the end (the last rows were just decided) asks for the first row only to learn it.
 */
async function pageRows<R extends { total: number }>(
  input: { page: number; limit: number },
  select: (range: { limit: number; offset: number }) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const rows = await select({ limit: input.limit, offset: (input.page - 1) * input.limit });
  if (rows[0]) return { rows, total: Number(rows[0].total) };
  if (input.page === 1) return { rows, total: 0 };
  const [first] = await select({ limit: 1, offset: 0 });
  return { rows, total: first ? Number(first.total) : 0 };
}

/** GET /v1/admin/jobs/review */
export async function listReviewQueue(
  deps: ModerationDeps,
  actor: Actor & AdminReviewQuery,
): Promise<Paginated<AdminReviewJob>> {
  requireAdmin(actor);
  const found = await pageRows(actor, (range) =>
    selectReviewQueue(deps.db, {
      queue: actor.queue,
      search: actor.search || undefined,
      ...range,
    }),
  );
  return page(found, toReviewJob, actor);
}

/** POST /v1/admin/jobs/{id}/decision: hide (removed) or restore (visible again). */
export async function decideReportedJob(
  deps: ModerationDeps,
  actor: Actor & { jobId: string; decision: 'hide' | 'restore' },
): Promise<AdminReviewJob> {
  requireAdmin(actor);
  const now = deps.clock.now();
  const found = await deps.db.transaction((tx) =>
    decideJob(tx, { jobId: actor.jobId, decision: actor.decision, now }),
  );
  if (!found) throw applicationsError('JOB_NOT_FOUND', actor.locale);
  const [row] = await selectReviewQueue(deps.db, {
    queue: 'all',
    limit: 1,
    offset: 0,
    onlyId: actor.jobId,
  });
  if (!row) throw applicationsError('JOB_NOT_FOUND', actor.locale);
  return toReviewJob(row);
}

function toAdminCompany(row: AdminCompanyRow): AdminCompany {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    verifiedAt: row.verifiedAt ? new Date(row.verifiedAt).toISOString() : null,
    openJobCount: Number(row.openJobCount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** GET /v1/admin/companies */
export async function listCompaniesForAdmin(
  deps: ModerationDeps,
  actor: Actor & AdminCompaniesQuery,
): Promise<Paginated<AdminCompany>> {
  requireAdmin(actor);
  const found = await pageRows(actor, (range) =>
    selectAdminCompanies(deps.db, {
      verified: actor.verified,
      search: actor.search || undefined,
      ...range,
    }),
  );
  return page(found, toAdminCompany, actor);
}

/** POST /v1/admin/companies/{id}/verification */
export async function verifyCompany(
  deps: ModerationDeps,
  actor: Actor & { companyId: string; verified: boolean },
): Promise<AdminCompany> {
  requireAdmin(actor);
  const found = await setCompanyVerified(deps.db, {
    companyId: actor.companyId,
    verified: actor.verified,
    now: deps.clock.now(),
  });
  const [row] = found
    ? await selectAdminCompanies(deps.db, {
        verified: 'all',
        limit: 1,
        offset: 0,
        onlyId: actor.companyId,
      })
    : [];
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      actor.locale === 'en' ? 'This company does not exist.' : 'Perusahaan ini tidak ditemukan.',
      undefined,
      404,
    );
  return toAdminCompany(row);
}
