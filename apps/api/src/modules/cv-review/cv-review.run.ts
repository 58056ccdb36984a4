// One run of an analysis (the pg-boss job `cv-review.analyse`): queued → reading (the text
// extracted in a worker with limits) → analysing (the built-in analyzer, then the language model
// when one is configured) → done, or failed with the extraction's reason. Each move is a
// conditional update, so a second run of the same job changes nothing; an unexpected error is
// thrown for pg-boss to retry, and the last attempt records the failure instead.
import { stripHtml } from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { FileStorage } from '../../platform/file-storage';
import type {
  CvAnalysis,
  CvAnalysisInput,
  CvDocument,
  CvExtractionFailure,
  CvFileKind,
  CvLine,
  CvRoleOption,
  CvTarget,
} from './analysis/cv-document';
import {
  claimReviewRun,
  failStaleReviews,
  markReviewAnalysing,
  markReviewDone,
  markReviewFailed,
  selectJobRoles,
  selectTargetJob,
  type CvReviewRow,
  type TargetJobRow,
} from './cv-review.queries';

/** Runs of one analysis before an unexpected error counts as its failure. */
export const CV_REVIEW_MAX_ATTEMPTS = 3;

/** Extraction and analysis, passed in (cv-review.engine.ts wires the real ones). */
export type CvReviewEngine = {
  extract(
    bytes: Uint8Array,
    kind: CvFileKind,
  ): Promise<{ ok: true; document: CvDocument } | { ok: false; failure: CvExtractionFailure }>;
  analyze(input: CvAnalysisInput): CvAnalysis;
};

/** A language model that may improve the analysis; null or a throw keeps the built-in one. */
export type CvAnalysisRefiner = {
  refine(analysis: CvAnalysis, lines: CvLine[]): Promise<CvAnalysis | null>;
};

export type CvReviewRunDeps = {
  db: Database;
  clock: Clock;
  fileStorage: FileStorage;
  engine: CvReviewEngine;
  refiner: CvAnalysisRefiner | null;
  log: { warn(details: object, message: string): void };
};

export type CvReviewRunOutcome = 'done' | 'failed' | 'skipped';

async function readFile(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Best effort: a file left behind is harmless, a failed run is not. */
async function removeFile(deps: CvReviewRunDeps, key: string | null) {
  if (!key) return;
  try {
    await deps.fileStorage.delete(key);
  } catch (error) {
    deps.log.warn({ err: error, storageKey: key }, 'could not delete an analysed CV file');
  }
}

// Experience levels of a job (domain enums: 0 fresh graduate, 1-4 college years, 5 junior,
// 6 mid, 7 senior, 8 other) as the years a CV should show.
const YEARS_BY_LEVEL: Record<number, number> = {
  0: 0,
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 1,
  6: 3,
  7: 5,
  8: 0,
};

export function targetFromJob(job: TargetJobRow): CvTarget {
  const text = [
    job.descriptionId,
    job.responsibilitiesId,
    job.requirementsId,
    job.descriptionEn,
    job.responsibilitiesEn,
    job.requirementsEn,
  ]
    .map((html) => stripHtml(html).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  const years = job.experienceLevels
    .map((level) => YEARS_BY_LEVEL[level])
    .filter((value): value is number => value !== undefined);
  return {
    title: job.role,
    text,
    skills: job.skills,
    education: job.lastEducations.length > 0 ? String(Math.min(...job.lastEducations)) : null,
    minYearsOfExperience: years.length > 0 ? Math.min(...years) : null,
  };
}

/** The first line of a pasted description is its title. */
export function titleOfPastedTarget(text: string): string {
  const first = text.split(/\r?\n/).find((line) => line.trim().length > 0) ?? text;
  return first.trim().slice(0, 120);
}

async function targetOf(db: Database, row: CvReviewRow): Promise<CvTarget | null> {
  if (row.targetJobId) {
    const job = await selectTargetJob(db, row.targetJobId);
    if (job) return targetFromJob(job);
  }
  if (row.targetText) {
    return {
      title: row.targetTitle ?? titleOfPastedTarget(row.targetText),
      text: row.targetText,
      skills: [],
      education: null,
      minYearsOfExperience: null,
    };
  }
  return null;
}

/** The portal's roles, each named in both languages so either language of CV can match. */
async function roleOptions(db: Database): Promise<CvRoleOption[]> {
  const roles = await selectJobRoles(db);
  return roles.map((role) => ({
    id: role.id,
    name: role.nameId,
    keywords: [...new Set([role.nameId, role.nameEn])],
  }));
}

async function refineAnalysis(
  deps: CvReviewRunDeps,
  analysis: CvAnalysis,
  document: CvDocument,
): Promise<{ analysis: CvAnalysis; improved: boolean }> {
  if (!deps.refiner) return { analysis, improved: false };
  try {
    const refined = await deps.refiner.refine(analysis, document.lines);
    return refined ? { analysis: refined, improved: true } : { analysis, improved: false };
  } catch (error) {
    deps.log.warn({ err: error }, 'the language model step failed; the built-in analysis stays');
    return { analysis, improved: false };
  }
}

async function fail(deps: CvReviewRunDeps, row: CvReviewRow, failureCode: string) {
  await markReviewFailed(deps.db, { id: row.id, at: deps.clock.now(), failureCode });
  await removeFile(deps, row.storageKey);
  return 'failed' as const;
}

async function analyse(deps: CvReviewRunDeps, row: CvReviewRow): Promise<CvReviewRunOutcome> {
  const bytes = row.storageKey ? await readFile(deps.fileStorage, row.storageKey) : null;
  if (!bytes) return fail(deps, row, 'fileMissing');
  const extraction = await deps.engine.extract(bytes, row.fileKind as CvFileKind);
  if (!extraction.ok) return fail(deps, row, extraction.failure);
  await markReviewAnalysing(deps.db, row.id);
  const built = deps.engine.analyze({
    document: extraction.document,
    target: await targetOf(deps.db, row),
    roles: await roleOptions(deps.db),
    // "Sekarang" / "Present" ends on the day the CV was submitted (the injected clock's day).
    asOf: row.createdAt,
  });
  const { analysis, improved } = await refineAnalysis(deps, built, extraction.document);
  const stored = await markReviewDone(deps.db, {
    id: row.id,
    at: deps.clock.now(),
    result: analysis,
    overallScore: analysis.overallScore,
    language: analysis.language,
    improvedByModel: improved,
  });
  await removeFile(deps, row.storageKey);
  return stored ? 'done' : 'skipped';
}

export async function runCvReview(
  deps: CvReviewRunDeps,
  reviewId: string,
): Promise<CvReviewRunOutcome> {
  const row = await claimReviewRun(deps.db, { id: reviewId, at: deps.clock.now() });
  if (!row) return 'skipped'; // already final, or no such analysis
  try {
    return await analyse(deps, row);
  } catch (error) {
    if (row.attempts < CV_REVIEW_MAX_ATTEMPTS) throw error; // pg-boss retries with backoff
    deps.log.warn({ err: error, reviewId }, 'a CV analysis failed on its last attempt');
    return fail(deps, row, 'internal');
  }
}

/** How long after its submit a running analysis counts as lost. */
export const CV_REVIEW_STALE_AFTER_MS = 15 * 60_000;

export async function failStaleCvReviews(deps: CvReviewRunDeps): Promise<number> {
  const now = deps.clock.now();
  const failed = await failStaleReviews(deps.db, {
    submittedBefore: new Date(now.getTime() - CV_REVIEW_STALE_AFTER_MS),
    at: now,
  });
  for (const review of failed) await removeFile(deps, review.storageKey);
  return failed.length;
}
