import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';
import { BrowseEmpty, BrowseError } from './browse-error';
import { BrowseLayout } from './browse-layout';
import { CountLinkGrid } from './count-link-grid';
import { loadIndustries } from '@/lib/api/taxonomy';
import { presetHref } from '@/features/jobs/search-preset';
import { countArgs } from '@/lib/i18n/count';

/** /loker/industri: every industry with its open jobs, each a link to the filtered search. */
export async function IndustryPage({ locale }: { locale: AppLocale }) {
  const [t, industries] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.browse' }),
    loadIndustries(locale),
  ]);
  const withJobs = industries.ok ? industries.items.filter((item) => item.jobCount > 0) : [];
  return (
    <BrowseLayout locale={locale} pageKey="jobsByIndustry" intro={t('industry.intro')}>
      {!industries.ok ? (
        <BrowseError locale={locale} path={PAGES.jobsByIndustry.path} />
      ) : withJobs.length === 0 ? (
        <BrowseEmpty locale={locale} />
      ) : (
        <CountLinkGrid
          items={withJobs.map((industry) => ({
            key: industry.slug,
            label: industry.name,
            count: t('jobCount', countArgs(industry.jobCount, locale)),
            href: presetHref({ industry: [industry.slug] }),
          }))}
        />
      )}
    </BrowseLayout>
  );
}
