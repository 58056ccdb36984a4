import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { cityName } from '@/features/landing/landing-cities';
import { landingPageFilter } from '@/features/landing/landing-index';
import { landingPath, PART_TIME_CITY_PAGES, TOPIC_PAGES } from '@/features/landing/landing-pages';
import { BrowseLayout } from './browse-layout';
import { BrowseSection, ChipLinks, CountLinkGrid } from './count-link-grid';
import { countJobs } from './load-job-search';
import { POPULAR_SEARCHES } from './popular-searches';
import { presetHref } from '@/features/jobs/search-preset';
import { countArgs } from '@/lib/i18n/count';

/**
 * /loker/populer: the curated popular searches with their live counts (cached for an hour),
 * then the hand-written landing pages.
 */
export async function PopularPage({ locale }: { locale: AppLocale }) {
  const [t, counts, include] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.browse' }),
    Promise.all(POPULAR_SEARCHES.map((entry) => countJobs({ search: entry.search }))),
    landingPageFilter(),
  ]);
  const countLabel = (count: { total: number; capped: boolean } | null) =>
    count === null
      ? undefined
      : count.capped
        ? t('jobCountCapped', countArgs(count.total, locale))
        : t('jobCount', countArgs(count.total, locale));

  return (
    <BrowseLayout locale={locale} pageKey="popularJobs" intro={t('popular.intro')}>
      <BrowseSection id="searches-heading" title={t('popular.searchesHeading')}>
        <CountLinkGrid
          items={POPULAR_SEARCHES.map((entry, index) => ({
            key: entry.search,
            label: entry.label[locale],
            count: countLabel(counts[index] ?? null),
            href: presetHref({ search: entry.search }),
          }))}
        />
      </BrowseSection>

      <BrowseSection id="topics-heading" title={t('popular.topicsHeading')}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TOPIC_PAGES.filter(include).map((page) => (
            <li key={page.slug}>
              <Link
                href={landingPath(page)}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm transition hover:border-brand-300 hover:shadow-md"
              >
                <span className="font-semibold text-slate-900 group-hover:text-brand-700">
                  {page.title[locale]}
                </span>
                <span className="mt-1 text-sm text-slate-600">{page.summary[locale]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </BrowseSection>

      <BrowseSection id="part-time-heading" title={t('popular.partTimeHeading')}>
        <ChipLinks
          items={PART_TIME_CITY_PAGES.filter(include).map((page) => ({
            key: page.slug,
            label: cityName(page.citySlug),
            href: landingPath(page),
          }))}
        />
      </BrowseSection>
    </BrowseLayout>
  );
}
