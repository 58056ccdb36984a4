// Every address outside this site, in one place. The hosts are Jenjang's own (fictional)
// properties; social and store links point at the real platforms.
import type { EventProgram } from './layout/rules';

const EVENTS_HOST = 'https://events.jenjang.id';
const HR_SYSTEM_HOST = 'https://hr.jenjang.id';

export const EXTERNAL_LINKS = {
  events: {
    sgc: `${EVENTS_HOST}/sgc`,
    sfl: `${EVENTS_HOST}/sfl`,
    idm: `${EVENTS_HOST}/idm`,
  } satisfies Record<EventProgram, string>,
  hrSystem: HR_SYSTEM_HOST,
  hrSystemTerms: `${HR_SYSTEM_HOST}/terms`,
  blog: 'https://blog.jenjang.id',
  careers: 'https://careers.jenjang.id',
  apps: {
    android: 'https://play.google.com/store/apps/details?id=id.jenjang.app',
    ios: 'https://apps.apple.com/id/app/jenjang/id6400000000',
  },
  social: {
    instagram: 'https://www.instagram.com/jenjang.id',
    linkedin: 'https://www.linkedin.com/company/jenjang-id',
    tiktok: 'https://www.tiktok.com/@jenjang.id',
    youtube: 'https://www.youtube.com/@jenjang-id',
  },
} as const;

export const CONTACT_EMAIL = 'halo@jenjang.id';
export const PRIVACY_EMAIL = 'privasi@jenjang.id';

/** Employer "book a demo": the contact form on the employer landing page. */
export const BOOK_DEMO_PATH = '/pasang-loker-gratis#employer-contact-form';
