// An analysis as its owner sees it: the stored CvAnalysis cut to what is paid for. Free: the
// overall score, the free aspects, the job match's rate, title, education and experience. Locked
// until one credit is spent: the other aspects (score, summary, findings), the matched and
// missing skills and keywords, and the careers (docs/decisions/026).
import {
  CV_REVIEW_ASPECTS,
  CV_REVIEW_FREE_ASPECTS,
  type CvAspectResult,
  type CvCareerSuggestion,
  type CvJobMatch,
  type CvReview,
  type CvReviewSummary,
} from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { CvAnalysis } from './analysis/cv-document';
import { failureMessage } from './cv-review.messages';
import type { CvReviewRow } from './cv-review.queries';

/** Open jobs of a role and the portal's search for them (the web's `jobRoleIds` filter). */
export type CareerLookup = (
  roleIds: number[],
) => Promise<Map<number, { name: string; openJobs: number }>>;

export function careerSearchPath(roleId: number): string {
  return `/?jobRoleIds=${roleId}`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function storedAnalysis(row: CvReviewRow): CvAnalysis | null {
  return row.status === 'done' && row.result ? (row.result as CvAnalysis) : null;
}

export function toReviewSummary(row: CvReviewRow): CvReviewSummary {
  return {
    id: row.id,
    status: row.status as CvReviewSummary['status'],
    progress: row.progress,
    fileName: row.fileName,
    fileKind: row.fileKind as CvReviewSummary['fileKind'],
    language: (row.language as CvReviewSummary['language']) ?? null,
    target: targetOf(row),
    unlocked: row.unlockedAt !== null,
    overallScore: row.status === 'done' ? row.overallScore : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

function targetOf(row: CvReviewRow): CvReview['target'] {
  if (row.targetJobId || row.targetCompanyName) {
    return {
      kind: 'job',
      jobId: row.targetJobId ?? '',
      title: row.targetTitle ?? '',
      companyName: row.targetCompanyName ?? '',
    };
  }
  if (row.targetTitle !== null) return { kind: 'text', title: row.targetTitle };
  return null;
}

function lockedAspect(aspect: CvAspectResult): CvAspectResult {
  return { aspect: aspect.aspect, locked: true, score: null, summary: null, findings: [] };
}

function visibleJobMatch(match: CvJobMatch | null, unlocked: boolean): CvJobMatch | null {
  if (!match || unlocked) return match;
  return {
    ...match,
    matchedSkills: [],
    missingSkills: [],
    matchedKeywords: [],
    missingKeywords: [],
  };
}

/** The review with what is locked emptied; careers get their open-job counts when unlocked. */
export async function toReview(
  row: CvReviewRow,
  input: { locale: ApiLocale; careers: CareerLookup },
): Promise<CvReview> {
  const analysis = storedAnalysis(row);
  const unlocked = row.unlockedAt !== null;
  const byAspect = new Map(analysis?.aspects.map((a) => [a.aspect, a]) ?? []);
  const aspects = analysis
    ? CV_REVIEW_ASPECTS.flatMap((name) => {
        const aspect = byAspect.get(name);
        if (!aspect) return [];
        const free = unlocked || CV_REVIEW_FREE_ASPECTS.includes(name);
        return [free ? { ...aspect, locked: false } : lockedAspect(aspect)];
      })
    : [];
  let careers: CvCareerSuggestion[] = [];
  if (analysis && unlocked && analysis.careers.length > 0) {
    const found = await input.careers(analysis.careers.map((c) => c.roleId));
    careers = analysis.careers.map((career) => ({
      roleId: career.roleId,
      name: found.get(career.roleId)?.name ?? career.name,
      score: career.score,
      openJobs: found.get(career.roleId)?.openJobs ?? 0,
      searchPath: careerSearchPath(career.roleId),
    }));
  }
  return {
    ...toReviewSummary(row),
    aspects,
    jobMatch: analysis ? visibleJobMatch(analysis.jobMatch, unlocked) : null,
    careers,
    stats: analysis?.stats ?? null,
    failure:
      row.status === 'failed' && row.failureCode
        ? { code: row.failureCode, message: failureMessage(row.failureCode, input.locale) }
        : null,
    improvedByModel: row.improvedByModel,
  };
}
