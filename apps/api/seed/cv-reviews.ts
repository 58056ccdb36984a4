// Demo CV analyses of the seeded job seekers, made by the real pipeline: the CVs are written by
// the writers, read by the extraction (in its worker, before the seed's transaction) and analysed
// inside it against the seeded roles and jobs. siswa@ has one unlocked, one free only against a
// data analyst job, and a scanned CV that failed; siswa2@ has one unlocked. The unlocks point at
// the spends of the payments seed. Fixed ids; moments relative to `now`.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db';
import { createCvAnalyzer } from '../src/modules/cv-review/analysis/analyze-cv';
import type {
  CvDocument,
  CvExtractionFailure,
} from '../src/modules/cv-review/analysis/cv-document';
import { extractCv } from '../src/modules/cv-review/extraction/extract-cv';
import { CV_EXTRACTION_LIMITS } from '../src/modules/cv-review/extraction/limits';
import { selectTargetJob } from '../src/modules/cv-review/cv-review.queries';
import { targetFromJob } from '../src/modules/cv-review/cv-review.run';
import { cvReviews } from '../src/modules/cv-review/cv-review.schema';
import type { CvModel } from '../src/modules/cv-review/writers/cv-model';
import { writeCvPdf } from '../src/modules/cv-review/writers/write-cv-pdf';
import { writeCvDocx } from '../src/modules/cv-review/writers/write-cv-docx';
import { jobRoles } from '../src/modules/taxonomy/taxonomy.schema';
import { creditLedger } from '../src/modules/payments/payments.schema';
import { BAGAS_CV, PUTRI_CV, SCANNED_CV } from './cv-review-models';

const DAY_MS = 86_400_000;

/** Analysis ids stay the same on every seed (the payments seed's spends name two of them). */
export const SEEDED_CV_REVIEW_IDS = {
  siswaUnlocked: '5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e01',
  siswaTargetJob: '5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e02',
  siswaFailed: '5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e03',
  siswa2Unlocked: '5e7a1c2d-3b4f-4c6d-8e9f-0a1b2c3d4e04',
} as const;

type Plan = {
  id: string;
  email: string;
  model: CvModel;
  kind: 'pdf' | 'docx';
  fileName: string;
  daysAgo: number;
  unlocked: boolean;
  /** Role slug of the open job the CV is matched against. */
  targetRoleSlug?: string;
};

const PLANS: Plan[] = [
  {
    id: SEEDED_CV_REVIEW_IDS.siswaUnlocked,
    email: 'siswa@jenjang.test',
    model: PUTRI_CV,
    kind: 'pdf',
    fileName: 'CV Putri Maharani.pdf',
    daysAgo: 14,
    unlocked: true,
  },
  {
    id: SEEDED_CV_REVIEW_IDS.siswaTargetJob,
    email: 'siswa@jenjang.test',
    model: PUTRI_CV,
    kind: 'docx',
    fileName: 'CV Putri Maharani.docx',
    daysAgo: 3,
    unlocked: false,
    targetRoleSlug: 'data-analyst',
  },
  {
    id: SEEDED_CV_REVIEW_IDS.siswaFailed,
    email: 'siswa@jenjang.test',
    model: SCANNED_CV,
    kind: 'pdf',
    fileName: 'CV hasil scan.pdf',
    daysAgo: 20,
    unlocked: false,
  },
  {
    id: SEEDED_CV_REVIEW_IDS.siswa2Unlocked,
    email: 'siswa2@jenjang.test',
    model: BAGAS_CV,
    kind: 'pdf',
    fileName: 'Bagas Saputra CV.pdf',
    daysAgo: 11,
    unlocked: true,
  },
];

export type ReadDemoCv = Plan & {
  /** The file as written (the student CVs seed stores the PDFs as the seekers' CVs on file). */
  bytes: Buffer;
  sha256: string;
  size: number;
  extraction: { ok: true; document: CvDocument } | { ok: false; failure: CvExtractionFailure };
};

/**
 * Writes and reads the demo CVs before the seed's transaction opens. They are our own files, so
 * they are read in this thread (the same extraction, without the worker that guards against
 * hostile uploads): pdf.js loads once, instead of once per worker (about 0.2 s a CV, not 5).
 */
export async function readDemoCvs(): Promise<ReadDemoCv[]> {
  const read: ReadDemoCv[] = [];
  for (const plan of PLANS) {
    const bytes =
      plan.kind === 'pdf' ? await writeCvPdf(plan.model) : await writeCvDocx(plan.model);
    read.push({
      ...plan,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      extraction: await extractCv(bytes, plan.kind, CV_EXTRACTION_LIMITS),
    });
  }
  return read;
}

async function targetJob(tx: Database, roleSlug: string) {
  const rows = await tx.execute(
    sql`SELECT j.id FROM jobs j JOIN job_roles r ON r.id = j.job_role_id
        WHERE r.slug = ${roleSlug} AND j.status = 'open' AND j.moderation = 'visible'
        ORDER BY j.slug LIMIT 1`,
  );
  const id = (rows as unknown as { rows: { id: string }[] }).rows[0]?.id;
  return id ? selectTargetJob(tx, id) : null;
}

/** The payments seed's spend that paid for this analysis. */
async function unlockEntry(tx: Database, userId: string, reviewId: string) {
  const [entry] = await tx
    .select({ id: creditLedger.id, createdAt: creditLedger.createdAt })
    .from(creditLedger)
    .where(
      sql`${creditLedger.userId} = ${userId} AND ${creditLedger.idempotencyKey} = ${`spend:cv-review:${reviewId}`}`,
    );
  return entry ?? null;
}

/** Analyses the read CVs against the seeded roles and jobs and stores them. */
export async function seedCvReviews(
  tx: Database,
  input: { now: Date; userIdsByEmail: Map<string, string>; cvs: ReadDemoCv[] },
): Promise<number> {
  const roles = await tx
    .select({ id: jobRoles.id, nameId: jobRoles.nameId, nameEn: jobRoles.nameEn })
    .from(jobRoles)
    .orderBy(jobRoles.id);
  const roleOptions = roles.map((r) => ({
    id: r.id,
    name: r.nameId,
    keywords: [...new Set([r.nameId, r.nameEn])],
  }));
  const analyzer = createCvAnalyzer();
  let stored = 0;
  for (const cv of input.cvs) {
    const userId = input.userIdsByEmail.get(cv.email);
    if (!userId) continue;
    const createdAt = new Date(input.now.getTime() - cv.daysAgo * DAY_MS);
    const finishedAt = new Date(createdAt.getTime() + 9_000);
    const job = cv.targetRoleSlug ? await targetJob(tx, cv.targetRoleSlug) : null;
    const base = {
      id: cv.id,
      userId,
      idempotencyKey: `seed-${cv.id}`,
      fileName: cv.fileName,
      fileKind: cv.kind,
      sha256: cv.sha256,
      sizeBytes: cv.size,
      source: 'upload',
      targetJobId: job?.id ?? null,
      targetTitle: job?.role ?? null,
      targetCompanyName: job?.companyName ?? null,
      attempts: 1,
      createdAt,
      startedAt: new Date(createdAt.getTime() + 1_000),
      finishedAt,
    };
    if (!cv.extraction.ok) {
      await tx.insert(cvReviews).values({
        ...base,
        status: 'failed',
        progress: 10,
        failureCode: cv.extraction.failure,
      });
    } else {
      const analysis = analyzer.analyze({
        document: cv.extraction.document,
        target: job ? targetFromJob(job) : null,
        roles: roleOptions,
        asOf: createdAt,
      });
      const entry = cv.unlocked ? await unlockEntry(tx, userId, cv.id) : null;
      await tx.insert(cvReviews).values({
        ...base,
        status: 'done',
        progress: 100,
        result: analysis,
        overallScore: analysis.overallScore,
        language: analysis.language,
        unlockedAt: entry?.createdAt ?? null,
        unlockLedgerEntryId: entry?.id ?? null,
      });
    }
    stored += 1;
  }
  return stored;
}
