// Every page of spec section 2: its route pattern, the namespace holding its title and meta
// description (`<namespace>.pages.<key>.title|description`), and whether search engines may
// list it. The sitemap, robots.txt and metadata read this table; a test checks that each
// route has a page file and texts in both languages.
import type { Namespace } from './i18n/namespaces';

export type PageVisibility =
  /** Listed in the sitemap. */
  | 'public'
  /** Reachable, not listed (campaign steps, error pages). */
  | 'unlisted'
  /** Personal or transactional: disallowed in robots.txt and marked noindex. */
  | 'private';

export type PageDefinition = {
  path: string;
  namespace: Namespace;
  visibility: PageVisibility;
  /** Error pages have no canonical address (spec section 2). */
  canonical?: false;
};

const page = (
  path: string,
  namespace: Namespace,
  visibility: PageVisibility = 'public',
): PageDefinition => ({ path, namespace, visibility });

export const PAGES = {
  home: page('/', 'homepageJobs'),
  appliedJobs: page('/loker/applied', 'profile', 'private'),
  savedJobs: page('/loker/saved', 'profile', 'private'),
  // Bulk apply's review step (issue 12): personal, never listed.
  bulkApply: page('/loker/bulk-apply', 'bulkApply', 'private'),
  jobsByIndustry: page('/loker/industri', 'homepageJobs'),
  jobsByLocation: page('/loker/lokasi', 'homepageJobs'),
  jobsByPosition: page('/loker/posisi', 'homepageJobs'),
  popularJobs: page('/loker/populer', 'homepageJobs'),
  fullTimeJobs: page('/loker/tipe/loker-full-time', 'homepageJobs'),
  contractJobs: page('/loker/tipe/loker-kontrak', 'homepageJobs'),
  partTimeJobs: page('/loker/tipe/loker-part-time', 'homepageJobs'),
  internshipJobs: page('/loker/tipe/loker-magang', 'homepageJobs'),
  freelanceJobs: page('/loker/tipe/loker-freelance', 'homepageJobs'),
  jobDetail: page('/loker/[slug]', 'jobDetail'),
  // A step of applying: reachable, never listed (its page says noindex).
  jobApply: page('/loker/[slug]/apply', 'jobDetail', 'unlisted'),
  technicalTest: page('/technical-test', 'profile', 'private'),
  companies: page('/karir', 'exploreCompanies'),
  companyDetail: page('/karir/[slug]', 'companyDetail'),
  mentoring: page('/mentoring', 'homepageMentoring'),
  mentorDetail: page('/mentoring/[mentorSlug]', 'mentorDetail'),
  mentorReviews: page('/mentoring/[mentorSlug]/reviews', 'mentorDetail'),
  mySessions: page('/mentoring/my-session', 'homepageMentoring', 'private'),
  /** A session's meeting link (e-mails, calendar files): opens the meeting or says it moved. */
  mentoringJoin: page('/mentoring/join/[token]', 'homepageMentoring', 'private'),
  mentorHome: page('/mentor', 'onboardingMentor'),
  mentorOnboarding: page('/mentor/onboarding', 'onboardingMentor', 'private'),
  mentorSignUp: page('/mentor/sign-up', 'onboardingMentor'),
  onboarding: page('/onboarding', 'profile', 'private'),
  profile: page('/profile', 'profile', 'private'),
  eventPayment: page('/payment/[eventName]/[...refId]', 'common', 'private'),
  cvReviewer: page('/cv-reviewer', 'common'),
  cvReviewerPayment: page('/cv-reviewer/payment/[creditId]', 'common', 'private'),
  cvReviewerPaymentDetail: page('/cv-reviewer/payment/detail/[creditId]', 'common', 'private'),
  cvReviewerResults: page('/cv-reviewer/results', 'common', 'private'),
  cvReviewerResult: page('/cv-reviewer/results/[id]', 'common', 'private'),
  postJobFree: page('/pasang-loker-gratis', 'employer'),
  employerPricing: page('/pasang-loker-gratis/pricing', 'pricing'),
  /** The employer area (issue 13): signed-in employers only. */
  employerArea: page('/employer', 'employer', 'private'),
  giveawayQuiz: page('/giveawayquiz', 'common'),
  giveawayQuizRegister: page('/giveawayquiz/register', 'common', 'unlisted'),
  giveawayQuizEntry: page('/giveawayquiz/[refId]', 'common', 'private'),
  jobExpo: page('/job-expo', 'common'),
  jobExpoRegister: page('/job-expo/regist', 'common', 'unlisted'),
  jobExpoDashboard: page('/job-expo/dashboard', 'common', 'private'),
  about: page('/about', 'common'),
  privacy: page('/privacy-policies', 'common'),
  terms: page('/terms-and-condition', 'common'),
  signIn: page('/sign-in', 'common', 'private'),
  signUp: page('/sign-up', 'common', 'private'),
  forgotPassword: page('/forgot-password', 'common', 'private'),
  resetPassword: page('/reset-password', 'common', 'private'),
  createPassword: page('/create-password', 'common', 'private'),
  /** Where Google sign-in comes back (docs/decisions/010); not in spec section 2. */
  googleCallback: page('/auth/google/callback', 'common', 'private'),
  maintenance: page('/maintenance', 'common', 'unlisted'),
  referral: page('/referral', 'common', 'unlisted'),
  scholarship: page('/beasiswa', 'common'),
  scholarshipIra: page('/beasiswaira', 'common'),
  careerFair: page('/career-fair', 'common'),
  careerFairRegister: page('/career-fair/register', 'common', 'unlisted'),
  squadGame: page('/squadgame', 'common'),
  squadGamePlayer: page('/squadgame/player', 'common', 'private'),
  squadGameAudience: page('/squadgame/audience', 'common', 'private'),
  squadGameDashboard: page('/squadgame/dashboard', 'common', 'private'),
  squadGameBoost: page('/squadgame/dashboard/boost-yourself', 'common', 'private'),
  squadGameAssessment: page('/squadgame/assessment', 'common', 'private'),
  imf: page('/imf', 'common'),
  imfConfirmation: page('/imf/confirmation', 'common', 'unlisted'),
  imfMentee: page('/imf/mentee', 'common', 'private'),
  // Admins review reported and flagged jobs and verify companies (issue 13): never listed.
  admin: page('/admin', 'common', 'private'),
  notFound: { path: '/404', namespace: 'common', visibility: 'unlisted', canonical: false },
  serverError: { path: '/500', namespace: 'common', visibility: 'unlisted', canonical: false },
} as const satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof PAGES;

export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** Routes whose path has no dynamic segment. */
export const isStaticRoute = (path: string) => !path.includes('[');

/** Id of the job search box on the home page (the home page is the job search). */
export const JOB_SEARCH_ANCHOR = 'job-search';

/** Where the "search jobs" links of error and coming-soon states go. */
export const JOB_SEARCH_PATH = `${PAGES.home.path}#${JOB_SEARCH_ANCHOR}`;

/** Id of the job results on the home page: the target of its "skip to results" link. */
export const JOB_RESULTS_ANCHOR = 'job-results';
