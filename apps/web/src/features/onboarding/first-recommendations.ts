// The first jobs shown when onboarding ends: those that match what the person just chose (a
// preferred role, a preferred city), best matches first, in the API's order otherwise (it ranks
// by fit, then popularity and freshness). Pure: the component and its test share it.
import type { JobDoc } from '@jenjang/domain';

export type MatchReason = 'role' | 'city';
export type RecommendedJob = { job: JobDoc; reasons: MatchReason[] };

/** How many jobs the confirmation shows. */
export const FIRST_RECOMMENDATIONS = 6;

export function firstRecommendations(
  docs: readonly JobDoc[],
  chosen: { preferredRoleIds: readonly number[]; preferredCityIds: readonly number[] },
  max = FIRST_RECOMMENDATIONS,
): { jobs: RecommendedJob[]; matching: boolean } {
  const withReasons = docs.map((job) => {
    const reasons: MatchReason[] = [];
    if (job.jobRole && chosen.preferredRoleIds.includes(job.jobRole.id)) reasons.push('role');
    if (chosen.preferredCityIds.includes(job.location.city.id)) reasons.push('city');
    return { job, reasons };
  });
  const weight = (entry: RecommendedJob) =>
    (entry.reasons.includes('role') ? 2 : 0) + (entry.reasons.includes('city') ? 1 : 0);
  const matching = withReasons
    .filter((entry) => entry.reasons.length > 0)
    // Array.prototype.sort is stable: equal matches keep the API's order.
    .sort((a, b) => weight(b) - weight(a));
  if (matching.length > 0) return { jobs: matching.slice(0, max), matching: true };
  // Nothing fits yet (a rare role in a small city): the newest and busiest jobs, said so.
  return { jobs: withReasons.slice(0, max), matching: false };
}
