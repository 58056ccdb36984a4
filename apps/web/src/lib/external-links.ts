// Every address outside this site, in one place. The hosts are Jenjang's own (fictional)
// properties. The footer links to pages of this site only (features/shell/footer-links.ts): no
// blog, careers site, app-store or social addresses that would not open.
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
} as const;

export const CONTACT_EMAIL = 'halo@jenjang.id';
export const PRIVACY_EMAIL = 'privasi@jenjang.id';

/** Employer "book a demo": the contact form on the employer landing page. */
export const BOOK_DEMO_PATH = '/pasang-loker-gratis#employer-contact-form';
