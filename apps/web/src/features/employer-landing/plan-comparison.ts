// The comparison table of the pricing page as data: one row per feature, one cell per plan,
// each cell a value the page words (a count, unlimited, included or not, a level).
import type { EmployerPlan } from '@jenjang/domain';

export type ComparisonCell =
  | { kind: 'count'; value: number; perMonth: boolean }
  | { kind: 'unlimited' }
  | { kind: 'included'; value: boolean }
  | { kind: 'level'; group: 'analytics' | 'support'; value: string };

export const COMPARISON_ROWS = [
  'activeJobs',
  'featuredJobs',
  'urgentBadges',
  'candidateSearch',
  'recruiterSeats',
  'applicantTracking',
  'customHiringSteps',
  'techTests',
  'analytics',
  'support',
] as const;
export type ComparisonRow = (typeof COMPARISON_ROWS)[number];

function limit(value: number | null, perMonth: boolean): ComparisonCell {
  if (value === null) return { kind: 'unlimited' };
  if (value === 0) return { kind: 'included', value: false };
  return { kind: 'count', value, perMonth };
}

export function comparisonCell(plan: EmployerPlan, row: ComparisonRow): ComparisonCell {
  switch (row) {
    case 'activeJobs':
      return limit(plan.activeJobs, false);
    case 'featuredJobs':
      return limit(plan.featuredJobsPerMonth, true);
    case 'urgentBadges':
      return limit(plan.urgentBadgesPerMonth, true);
    case 'candidateSearch':
      return limit(plan.candidateSearchViewsPerMonth, true);
    case 'recruiterSeats':
      return limit(plan.recruiterSeats, false);
    case 'applicantTracking':
      return { kind: 'included', value: plan.applicantTracking };
    case 'customHiringSteps':
      return { kind: 'included', value: plan.customHiringSteps };
    case 'techTests':
      return { kind: 'included', value: plan.techTests };
    case 'analytics':
      return { kind: 'level', group: 'analytics', value: plan.analytics };
    case 'support':
      return { kind: 'level', group: 'support', value: plan.support };
  }
}
