import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';
import { LANDING_CITY } from '@/features/landing/landing-cities';
import { landingPageFilter } from '@/features/landing/landing-index';
import { LANDING_PAGES, landingPath, landingShortLabel } from '@/features/landing/landing-pages';
import { BrowseEmpty, BrowseError } from './browse-error';
import { BrowseLayout } from './browse-layout';
import { BrowseSection, ChipLinks, CountLinkGrid } from './count-link-grid';
import { loadCities } from '@/lib/api/taxonomy';
import { presetHref } from '@/features/jobs/search-preset';
import { countArgs } from '@/lib/i18n/count';

/**
 * /loker/lokasi: every city with its open jobs (links to the filtered search), then the
 * landing pages of the big cities (roles, part time) so they are one click away.
 */
export async function LocationPage({ locale }: { locale: AppLocale }) {
  const [t, cities, include] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.browse' }),
    loadCities(locale),
    landingPageFilter(),
  ]);
  const withJobs = cities.ok ? cities.items.filter((city) => city.jobCount > 0) : [];
  const cityBlocks = Object.values(LANDING_CITY)
    .map((city) => ({
      city,
      pages: LANDING_PAGES.filter((page) => page.citySlug === city.slug && include(page)),
    }))
    .filter((block) => block.pages.length > 0);

  return (
    <BrowseLayout locale={locale} pageKey="jobsByLocation" intro={t('location.intro')}>
      <BrowseSection id="cities-heading" title={t('location.citiesHeading')}>
        {!cities.ok ? (
          <BrowseError locale={locale} path={PAGES.jobsByLocation.path} />
        ) : withJobs.length === 0 ? (
          <BrowseEmpty locale={locale} />
        ) : (
          <CountLinkGrid
            items={withJobs.map((city) => ({
              key: String(city.id),
              label: city.name,
              detail: city.province,
              count: t('jobCount', countArgs(city.jobCount, locale)),
              href: presetHref({ cityIds: [city.id] }),
            }))}
          />
        )}
      </BrowseSection>

      <BrowseSection
        id="city-pages-heading"
        title={t('location.pagesHeading')}
        description={t('location.pagesDescription')}
      >
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {cityBlocks.map(({ city, pages }) => (
            <div key={city.slug}>
              <h3 className="mb-3 font-semibold text-slate-900">{city.name}</h3>
              <ChipLinks
                items={pages.map((page) => ({
                  key: page.slug,
                  label: landingShortLabel(page, locale),
                  href: landingPath(page),
                }))}
              />
            </div>
          ))}
        </div>
      </BrowseSection>
    </BrowseLayout>
  );
}
