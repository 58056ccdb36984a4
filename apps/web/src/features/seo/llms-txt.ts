// /llms.txt (llmstxt.org): what Jenjang is, where its job lists live, and every landing page
// with a one-line description, for AI crawlers and assistants. English, with Indonesian titles
// where the page itself is Indonesian.
import { getPageText } from '@/lib/page-text';
import type { PageKey } from '@/lib/routes';
import { PAGES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';
import { SITE_URL } from '@/lib/env';
import { presetHref } from '@/features/jobs/search-preset';
import type { LandingFamily, LandingPage } from '@/features/landing/landing-pages';
import { landingPath } from '@/features/landing/landing-pages';

const BROWSE_PAGES: readonly PageKey[] = [
  'home',
  'jobsByIndustry',
  'jobsByLocation',
  'jobsByPosition',
  'popularJobs',
  'fullTimeJobs',
  'contractJobs',
  'partTimeJobs',
  'internshipJobs',
  'freelanceJobs',
  'companies',
];

const LANDING_SECTIONS: readonly { title: string; families: readonly LandingFamily[] }[] = [
  {
    title: 'Job pages by topic',
    families: [
      'cleaningService',
      'freshGraduate',
      'urgentlyNeeded',
      'remote',
      'manager',
      'managementTrainee',
      'highSalary',
      'dataEntry',
      'freshGraduateAnyMajor',
      'hybrid',
      'partTimeStudents',
      'partTimeOnline',
      'driverJakarta',
      'bankSurabaya',
      'salaryFiveMillion',
      'baliNoExperience',
      'tiktok',
      'mandarin',
    ],
  },
  { title: 'Part-time jobs by city', families: ['partTimeCity'] },
  { title: 'Remote jobs by role', families: ['remoteRole'] },
  { title: 'Jobs by role and city', families: ['roleCity'] },
];

const line = (title: string, url: string, note: string) => `- [${title}](${url}): ${note}`;

export async function buildLlmsTxt(landingPages: readonly LandingPage[]): Promise<string> {
  const browse = await Promise.all(
    BROWSE_PAGES.map(async (key) => {
      const [en, idn] = await Promise.all([getPageText('en', key), getPageText('idn', key)]);
      return line(
        idn.title,
        absoluteUrl('idn', PAGES[key].path),
        `${en.description} English: ${absoluteUrl('en', PAGES[key].path)}`,
      );
    }),
  );

  const landing = LANDING_SECTIONS.flatMap((section) => {
    const pages = landingPages.filter((page) => section.families.includes(page.family));
    if (pages.length === 0) return [];
    return [
      '',
      `### ${section.title}`,
      '',
      ...pages.map((page) =>
        line(
          page.title.idn,
          absoluteUrl('idn', landingPath(page)),
          `${page.summary.en} English: ${absoluteUrl('en', landingPath(page))}`,
        ),
      ),
    ];
  });

  return [
    '# Jenjang',
    '',
    '> Jenjang is a career portal for Indonesia. Job seekers search open jobs from companies across Indonesia (full-time, contract, part-time, internship and freelance), see salaries in rupiah, and apply for free; they can also book career mentors and get their CV analysed. Employers post jobs for free.',
    '',
    'The site is in Indonesian (default, no URL prefix) and English (the same paths under /en). Job pages live at /loker/<job-slug>~<company-slug>, company pages at /karir/<company-slug>. The job search is the home page and takes its filters as URL parameters, for example ' +
      `${SITE_URL}${presetHref({ search: 'admin', cityIds: [49180] })} (admin jobs in Jakarta), ` +
      '?location=remote, ?employment=partTime, ?industry=bank.',
    '',
    '## Browse jobs',
    '',
    ...browse,
    '',
    '## Landing pages',
    '',
    'Preset searches for common questions; each lists the open jobs that match.',
    ...landing,
    '',
    '## Optional',
    '',
    line('Sitemap', `${SITE_URL}/sitemap.xml`, 'every public page, company and open job'),
    line('About Jenjang', absoluteUrl('en', PAGES.about.path), 'who we are and how to reach us'),
    '',
  ].join('\n');
}
