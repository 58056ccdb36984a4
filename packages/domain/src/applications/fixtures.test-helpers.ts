import type { ApplicationProgress, RecruitmentStep } from './application';

// Shared builders for the application tests; not exported from the package.
export const STEPS: RecruitmentStep[] = [
  { id: 's1', name: 'Tes Teknis', type: 'techTest', visible: true, finished: false },
  { id: 's2', name: 'Internal Screening', type: 'custom', visible: false, finished: false },
  { id: 's3', name: 'HR Interview', type: 'hrInterview', visible: true, finished: false },
  { id: 's4', name: 'User Interview', type: 'userInterview', visible: true, finished: false },
];

export function progress(overrides: Partial<ApplicationProgress> = {}): ApplicationProgress {
  return {
    status: 'notProcessed',
    recruitmentStepId: null,
    recruitmentStepHistoryIds: [],
    recruitmentSteps: STEPS,
    fromRecommendation: false,
    techTests: [],
    job: { status: 'active' },
    ...overrides,
  };
}
