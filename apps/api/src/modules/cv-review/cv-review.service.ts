// Use cases of the CV analyzer: submit a CV (an upload or the profile's), the history, one
// analysis, unlocking its full report with a credit, and the report as a PDF. Everything is its
// owner's alone: another person's analysis is not found (404), never forbidden.
import { createHash, randomUUID } from 'node:crypto';
import {
  CV_FILE_TYPES,
  CV_REVIEW_UNLOCK_CREDITS,
  sanitizeCvFileName,
  wibDateOf,
  type CreateCvReviewFields,
  type CvReview,
  type CvReviewSummary,
} from '@jenjang/domain';
import { forbiddenError, type AuthUser } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import type { ApiLocale } from '../../platform/locale';
import { selectLedgerEntryByKey } from '../payments/credits.queries';
import { spendCredit } from '../payments/credits.service';
import { checkCvFile } from '../students/cv/check-cv-file';
import { selectCvOfUser } from '../students/cv/cv.queries';
import { cvReviewError, cvReviewFieldError } from './cv-review.messages';
import {
  countOpenJobsByRole,
  insertReview,
  markReviewUnlocked,
  selectJobRoles,
  selectOwnReview,
  selectReviewByKey,
  selectReviewsOfUser,
  selectTargetJob,
  type CvReviewRow,
} from './cv-review.queries';
import { renderReviewPdf } from './cv-review.report';
import { titleOfPastedTarget } from './cv-review.run';
import { toReview, toReviewSummary, type CareerLookup } from './cv-review.view';

export type CvReviewDeps = {
  db: Database;
  clock: Clock;
  fileStorage: FileStorage;
  /** Queues the analysis job (or runs it in-process where there is no queue). */
  startAnalysis(reviewId: string): Promise<void>;
  log: { warn(details: object, message: string): void };
};

export type Actor = { user: AuthUser; locale: ApiLocale };
type UploadedFile = { fileName: string; bytes: Buffer };

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function careerLookup(deps: Pick<CvReviewDeps, 'db' | 'clock'>, locale: ApiLocale): CareerLookup {
  return async (roleIds) => {
    const [roles, counts] = await Promise.all([
      selectJobRoles(deps.db),
      countOpenJobsByRole(deps.db, { roleIds, wibToday: wibDateOf(deps.clock.now()) }),
    ]);
    const wanted = new Set(roleIds);
    return new Map(
      roles
        .filter((role) => wanted.has(role.id))
        .map((role) => [
          role.id,
          { name: locale === 'en' ? role.nameEn : role.nameId, openJobs: counts.get(role.id) ?? 0 },
        ]),
    );
  };
}

function view(deps: CvReviewDeps, row: CvReviewRow, locale: ApiLocale): Promise<CvReview> {
  return toReview(row, { locale, careers: careerLookup(deps, locale) });
}

/** The file to analyse: the upload, or a copy of the CV saved on the profile. */
async function cvToAnalyse(
  deps: CvReviewDeps,
  actor: Actor,
  source: CreateCvReviewFields['source'],
  upload: UploadedFile | null,
): Promise<UploadedFile> {
  if (source === 'upload') {
    if (!upload) throw cvReviewFieldError('file', 'fileMissing', actor.locale);
    return upload;
  }
  const saved = await selectCvOfUser(deps.db, actor.user.id);
  const file = saved ? await deps.fileStorage.open(saved.storageKey) : null;
  if (!saved || !file) throw cvReviewError('PROFILE_CV_MISSING', actor.locale);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { fileName: saved.originalName, bytes: Buffer.concat(chunks) };
}

async function targetColumns(deps: CvReviewDeps, fields: CreateCvReviewFields, locale: ApiLocale) {
  if (fields.jobId) {
    const job = await selectTargetJob(deps.db, fields.jobId);
    if (!job) throw cvReviewFieldError('jobId', 'jobNotFound', locale);
    return { targetJobId: job.id, targetTitle: job.role, targetCompanyName: job.companyName };
  }
  if (fields.targetText) {
    return { targetText: fields.targetText, targetTitle: titleOfPastedTarget(fields.targetText) };
  }
  return {};
}

/**
 * POST /v1/cv-review/analyses: checks the CV by its content (as the profile upload does), keeps
 * a copy for the job and queues it. The same Idempotency-Key again answers with the first
 * analysis and queues nothing.
 */
export async function submitCvReview(
  deps: CvReviewDeps,
  actor: Actor,
  input: { fields: CreateCvReviewFields; file: UploadedFile | null; idempotencyKey: string },
): Promise<{ review: CvReview; created: boolean }> {
  if (actor.user.role !== 'student') throw forbiddenError(actor.locale);
  const key = { userId: actor.user.id, idempotencyKey: input.idempotencyKey };
  const earlier = await selectReviewByKey(deps.db, key);
  if (earlier) {
    // A retry sends the same file again; another file under the same key is a client's mistake.
    if (
      input.file &&
      sha256Of(input.file.bytes) !== earlier.sha256 &&
      input.fields.source === 'upload'
    ) {
      throw cvReviewError('IDEMPOTENCY_KEY_CONFLICT', actor.locale);
    }
    return { review: await view(deps, earlier, actor.locale), created: false };
  }

  const cv = await cvToAnalyse(deps, actor, input.fields.source, input.file);
  const kind = await checkCvFile(cv.bytes, actor.locale);
  const target = await targetColumns(deps, input.fields, actor.locale);
  const storageKey = `cv-reviews/${actor.user.id}/${randomUUID()}.${CV_FILE_TYPES[kind].extension}`;
  await deps.fileStorage.put(storageKey, cv.bytes);
  const row = await insertReview(deps.db, {
    ...key,
    storageKey,
    fileName: sanitizeCvFileName(cv.fileName, kind),
    fileKind: kind,
    sha256: sha256Of(cv.bytes),
    sizeBytes: cv.bytes.length,
    source: input.fields.source,
    ...target,
    createdAt: deps.clock.now(),
  });
  if (!row) {
    // A concurrent submit with the same key won: its analysis is the answer, this file goes.
    await deps.fileStorage.delete(storageKey).catch(() => {});
    const winner = await selectReviewByKey(deps.db, key);
    if (!winner) throw new Error('cv_reviews: key taken but no row found');
    return { review: await view(deps, winner, actor.locale), created: false };
  }
  await deps.startAnalysis(row.id);
  return { review: await view(deps, row, actor.locale), created: true };
}

export async function listCvReviews(
  deps: CvReviewDeps,
  actor: Actor,
  input: { page: number; limit: number },
): Promise<{
  docs: CvReviewSummary[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
}> {
  const { rows, total } = await selectReviewsOfUser(deps.db, {
    userId: actor.user.id,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return {
    docs: rows.map(toReviewSummary),
    totalDocs: total,
    page: input.page,
    limit: input.limit,
    totalPages: Math.ceil(total / input.limit),
  };
}

async function ownReview(deps: CvReviewDeps, actor: Actor, id: string): Promise<CvReviewRow> {
  const row = await selectOwnReview(deps.db, { id, userId: actor.user.id });
  if (!row) throw cvReviewError('CV_REVIEW_NOT_FOUND', actor.locale);
  return row;
}

export async function getCvReview(deps: CvReviewDeps, actor: Actor, id: string): Promise<CvReview> {
  return view(deps, await ownReview(deps, actor, id), actor.locale);
}

/** The ledger entry of this analysis's unlock, whoever wrote it. */
const unlockKey = (id: string) => `cv-review:${id}`;

async function spendForUnlock(deps: CvReviewDeps, actor: Actor, id: string): Promise<number> {
  try {
    const spent = await spendCredit(deps, {
      userId: actor.user.id,
      reason: 'cv-review full report',
      refType: 'cvReview',
      refId: id,
      idempotencyKey: unlockKey(id),
      credits: CV_REVIEW_UNLOCK_CREDITS,
      locale: actor.locale,
    });
    return Number(spent.entry.id);
  } catch (error) {
    // A concurrent unlock of the same analysis took the last credit: it paid for this one too.
    if (!(error instanceof AppError) || error.messageId !== 'INSUFFICIENT_CREDITS') throw error;
    const paid = await selectLedgerEntryByKey(deps.db, {
      userId: actor.user.id,
      idempotencyKey: `spend:${unlockKey(id)}`,
    });
    if (!paid) throw error;
    return paid.id;
  }
}

/**
 * POST .../unlock: spends one credit (once per analysis, however often or concurrently it is
 * called: the ledger's key says so) and records the unlock. 402 INSUFFICIENT_CREDITS passes
 * through; only a finished analysis can be unlocked.
 */
export async function unlockCvReview(
  deps: CvReviewDeps,
  actor: Actor,
  id: string,
): Promise<CvReview> {
  const row = await ownReview(deps, actor, id);
  if (row.unlockedAt) return view(deps, row, actor.locale);
  if (row.status !== 'done') throw cvReviewError('CV_REVIEW_NOT_READY', actor.locale);
  const ledgerEntryId = await spendForUnlock(deps, actor, id);
  await markReviewUnlocked(deps.db, {
    id,
    userId: actor.user.id,
    at: deps.clock.now(),
    ledgerEntryId,
  });
  return getCvReview(deps, actor, id);
}

/** GET .../report.pdf: the report in the reader's language, the full one when unlocked. */
export async function renderCvReviewReport(
  deps: CvReviewDeps,
  actor: Actor,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await ownReview(deps, actor, id);
  if (row.status !== 'done') throw cvReviewError('CV_REVIEW_NOT_READY', actor.locale);
  const review = await view(deps, row, actor.locale);
  const pdf = await renderReviewPdf(review, actor.locale);
  const base = row.fileName.replace(/\.(pdf|docx)$/i, '');
  return { pdf, fileName: `${base}-analysis.pdf` };
}
