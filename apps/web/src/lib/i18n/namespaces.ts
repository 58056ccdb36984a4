/** The translation namespaces of spec section 1; each is messages/<locale>/<namespace>.json. */
export const NAMESPACES = [
  'common',
  'bookingModal',
  'bulkApply',
  'companyDetail',
  'employer',
  'exploreCompanies',
  'homepageJobs',
  'homepageMentoring',
  'jobDetail',
  'mentorDetail',
  'notification',
  'onboardingMentor',
  'pricing',
  'profile',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = 'common';
