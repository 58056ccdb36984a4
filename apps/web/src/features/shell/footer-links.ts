// The footer's link columns: pages of this site only. Jenjang has no blog, careers site, mobile
// apps or HR-system host of its own, so the footer does not point at addresses that would not
// open (issue 22); footer-links.test.ts checks every target against the route table.
import type common from '../../../messages/idn/common.json';
import { BOOK_DEMO_PATH } from '@/lib/external-links';
import { PAGES } from '@/lib/routes';

/** A key under `footer.` in the common namespace. */
type FooterKey = keyof (typeof common)['footer'];
/** A link's label and where it leads on this site. */
export type FooterLink = { label: FooterKey; href: string };
export type FooterColumn = { heading: FooterKey; links: readonly FooterLink[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'jobsHeading',
    links: [
      { label: 'jobsByIndustry', href: PAGES.jobsByIndustry.path },
      { label: 'jobsByLocation', href: PAGES.jobsByLocation.path },
      { label: 'jobsByPosition', href: PAGES.jobsByPosition.path },
      { label: 'popularJobs', href: PAGES.popularJobs.path },
      { label: 'fullTimeJobs', href: PAGES.fullTimeJobs.path },
      { label: 'contractJobs', href: PAGES.contractJobs.path },
      { label: 'partTimeJobs', href: PAGES.partTimeJobs.path },
      { label: 'internshipJobs', href: PAGES.internshipJobs.path },
      { label: 'freelanceJobs', href: PAGES.freelanceJobs.path },
    ],
  },
  {
    heading: 'employerHeading',
    links: [
      { label: 'postJobFree', href: PAGES.postJobFree.path },
      { label: 'bookDemo', href: BOOK_DEMO_PATH },
      { label: 'pricing', href: PAGES.employerPricing.path },
      { label: 'employerArea', href: PAGES.employerArea.path },
    ],
  },
  {
    heading: 'aboutHeading',
    links: [
      { label: 'about', href: PAGES.about.path },
      { label: 'privacy', href: PAGES.privacy.path },
      { label: 'terms', href: PAGES.terms.path },
    ],
  },
];
