// Precision at 5 of the relevance test set (relevance-set.ts): of the first five results of a
// search, the share a person would expect there. When fewer than five jobs of the data deserve a
// place, the share is of those (five perfect answers are not possible otherwise).
import { stripHtml } from '@jenjang/domain';
import type { JudgedJobRow } from './relevance.queries';
import type { RelevanceJudgment, RelevanceQuery } from './relevance-set';

export type JudgedJob = Omit<JudgedJobRow, 'texts'> & { text: string };

export const judgedJob = (row: JudgedJobRow): JudgedJob => ({
  id: row.id,
  role: row.role,
  city: row.city,
  workplaceType: row.workplaceType,
  employmentTypes: row.employmentTypes,
  text: stripHtml(row.texts),
});

export function isRelevant(job: JudgedJob, judgment: RelevanceJudgment): boolean {
  if (judgment.title && !judgment.title.test(job.role)) return false;
  if (judgment.city && job.city !== judgment.city) return false;
  if (judgment.workplaceType && job.workplaceType !== judgment.workplaceType) return false;
  if (judgment.employmentType && !job.employmentTypes.includes(judgment.employmentType)) {
    return false;
  }
  if (judgment.text && !judgment.text.test(job.text)) return false;
  return true;
}

export type QueryPrecision = {
  query: RelevanceQuery;
  /** Relevant jobs among the first five results. */
  hits: number;
  /** The best possible: min(5, relevant jobs in the data). */
  possible: number;
  precision: number;
  /** Titles of the first five results, for reading. */
  top: { role: string; city: string; relevant: boolean }[];
};

export function precisionAt5(
  query: RelevanceQuery,
  rankedIds: readonly string[],
  jobs: ReadonlyMap<string, JudgedJob>,
): QueryPrecision {
  let relevantInData = 0;
  for (const job of jobs.values()) if (isRelevant(job, query.relevant)) relevantInData++;
  const top = rankedIds.slice(0, 5).map((id) => {
    const job = jobs.get(id);
    return {
      role: job?.role ?? `(unknown ${id})`,
      city: job?.city ?? '',
      relevant: job !== undefined && isRelevant(job, query.relevant),
    };
  });
  const hits = top.filter((entry) => entry.relevant).length;
  const possible = Math.min(5, relevantInData);
  return { query, hits, possible, precision: possible === 0 ? 0 : hits / possible, top };
}

export const meanPrecision = (results: readonly QueryPrecision[]): number =>
  results.reduce((sum, r) => sum + r.precision, 0) / Math.max(1, results.length);
