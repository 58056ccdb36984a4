// The employer plans of /pasang-loker-gratis/pricing, in integer rupiah per month. Posting stays
// free for everyone; paid plans add reach (more active jobs, featured and urgent badges) and
// candidate search. The pages render these rows; their labels live in the web's messages.

export const EMPLOYER_PLAN_IDS = ['free', 'starter', 'growth', 'enterprise'] as const;
export type EmployerPlanId = (typeof EMPLOYER_PLAN_IDS)[number];

/** `null` in a limit means unlimited; a price of `null` means "talk to sales". */
export type EmployerPlan = {
  id: EmployerPlanId;
  monthlyPriceRupiah: number | null;
  /** Yearly billing: this many months are charged for twelve. */
  yearlyMonthsCharged: number | null;
  activeJobs: number | null;
  featuredJobsPerMonth: number;
  urgentBadgesPerMonth: number;
  candidateSearchViewsPerMonth: number | null;
  recruiterSeats: number | null;
  applicantTracking: boolean;
  customHiringSteps: boolean;
  techTests: boolean;
  analytics: 'basic' | 'full';
  support: 'email' | 'chat' | 'dedicated';
  /** The plan the page highlights. */
  recommended: boolean;
};

export const EMPLOYER_PLANS: readonly EmployerPlan[] = [
  {
    id: 'free',
    monthlyPriceRupiah: 0,
    yearlyMonthsCharged: null,
    activeJobs: 3,
    featuredJobsPerMonth: 0,
    urgentBadgesPerMonth: 0,
    candidateSearchViewsPerMonth: 0,
    recruiterSeats: 2,
    applicantTracking: true,
    customHiringSteps: true,
    techTests: false,
    analytics: 'basic',
    support: 'email',
    recommended: false,
  },
  {
    id: 'starter',
    monthlyPriceRupiah: 499_000,
    yearlyMonthsCharged: 10,
    activeJobs: 10,
    featuredJobsPerMonth: 2,
    urgentBadgesPerMonth: 2,
    candidateSearchViewsPerMonth: 50,
    recruiterSeats: 5,
    applicantTracking: true,
    customHiringSteps: true,
    techTests: true,
    analytics: 'basic',
    support: 'chat',
    recommended: false,
  },
  {
    id: 'growth',
    monthlyPriceRupiah: 1_499_000,
    yearlyMonthsCharged: 10,
    activeJobs: 30,
    featuredJobsPerMonth: 8,
    urgentBadgesPerMonth: 8,
    candidateSearchViewsPerMonth: 300,
    recruiterSeats: 15,
    applicantTracking: true,
    customHiringSteps: true,
    techTests: true,
    analytics: 'full',
    support: 'chat',
    recommended: true,
  },
  {
    id: 'enterprise',
    monthlyPriceRupiah: null,
    yearlyMonthsCharged: null,
    activeJobs: null,
    featuredJobsPerMonth: 30,
    urgentBadgesPerMonth: 30,
    candidateSearchViewsPerMonth: null,
    recruiterSeats: null,
    applicantTracking: true,
    customHiringSteps: true,
    techTests: true,
    analytics: 'full',
    support: 'dedicated',
    recommended: false,
  },
];

/** What a year costs on a plan billed yearly, or null when the plan has no yearly price. */
export function yearlyPriceRupiah(plan: EmployerPlan): number | null {
  if (plan.monthlyPriceRupiah === null || plan.yearlyMonthsCharged === null) return null;
  return plan.monthlyPriceRupiah * plan.yearlyMonthsCharged;
}
