// Feature flags the demo starts with (the client refreshes them every 60 seconds, spec section 9).
export type FeatureFlagSeed = { key: string; enabled: boolean; description: string };

export const FEATURE_FLAGS: readonly FeatureFlagSeed[] = [
  {
    key: 'jobSearchAutocomplete',
    enabled: true,
    description: 'Suggest roles, companies and cities while typing in the job search box.',
  },
  {
    key: 'cvReviewer',
    enabled: true,
    description: 'AI CV analyzer at /cv-reviewer, including credit purchase and results pages.',
  },
  {
    key: 'mentoringBooking',
    enabled: true,
    description: 'Job seekers can book mentoring sessions from mentor pages.',
  },
  {
    key: 'bulkApply',
    enabled: false,
    description:
      'Apply to several selected jobs at once (POST /v1/job-portal/application/bulk-apply).',
  },
  {
    key: 'jobExpo',
    enabled: false,
    description: 'Job expo pages: /job-expo, registration and the visitor dashboard.',
  },
  {
    key: 'giveawayQuiz',
    enabled: false,
    description: 'Giveaway quiz campaign pages under /giveawayquiz.',
  },
];
