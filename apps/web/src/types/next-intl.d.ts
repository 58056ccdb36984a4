import type { AppLocale } from '@/lib/i18n/routing';
import type bookingModal from '../../messages/idn/bookingModal.json';
import type bulkApply from '../../messages/idn/bulkApply.json';
import type common from '../../messages/idn/common.json';
import type companyDetail from '../../messages/idn/companyDetail.json';
import type employer from '../../messages/idn/employer.json';
import type exploreCompanies from '../../messages/idn/exploreCompanies.json';
import type homepageJobs from '../../messages/idn/homepageJobs.json';
import type homepageMentoring from '../../messages/idn/homepageMentoring.json';
import type jobDetail from '../../messages/idn/jobDetail.json';
import type mentorDetail from '../../messages/idn/mentorDetail.json';
import type notification from '../../messages/idn/notification.json';
import type onboardingMentor from '../../messages/idn/onboardingMentor.json';
import type pricing from '../../messages/idn/pricing.json';
import type profile from '../../messages/idn/profile.json';

// Indonesian is the reference locale; messages.test.ts keeps English in step with it.
declare module 'next-intl' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppConfig {
    Locale: AppLocale;
    Messages: {
      common: typeof common;
      bookingModal: typeof bookingModal;
      bulkApply: typeof bulkApply;
      companyDetail: typeof companyDetail;
      employer: typeof employer;
      exploreCompanies: typeof exploreCompanies;
      homepageJobs: typeof homepageJobs;
      homepageMentoring: typeof homepageMentoring;
      jobDetail: typeof jobDetail;
      mentorDetail: typeof mentorDetail;
      notification: typeof notification;
      onboardingMentor: typeof onboardingMentor;
      pricing: typeof pricing;
      profile: typeof profile;
    };
  }
}
