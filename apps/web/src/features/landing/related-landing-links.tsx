import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ChipLinks } from '@/features/browse/count-link-grid';
import { cityName } from './landing-cities';
import { landingPageFilter } from './landing-index';
import {
  landingPath,
  landingShortLabel,
  relatedLandingPages,
  type LandingPage,
} from './landing-pages';

/** Links to related landing pages: the same role in other cities, the same city, and so on. */
export async function RelatedLandingLinks({
  locale,
  landing,
}: {
  locale: AppLocale;
  landing: LandingPage;
}) {
  // Pages whose search finds nothing right now are left out (the counts are cached hourly).
  const [include, t] = await Promise.all([
    landingPageFilter(),
    getTranslations({ locale, namespace: 'homepageJobs.landing.related' }),
  ]);
  const groups = relatedLandingPages(landing, include);
  if (groups.length === 0) return null;
  const city = cityName(landing.citySlug);

  return (
    <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="related-heading" className="text-xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <div key={group.kind}>
            <h3 className="text-sm font-semibold text-slate-700">
              {group.kind === 'sameCity' ? t('sameCity', { city }) : t(group.kind)}
            </h3>
            <div className="mt-3">
              <ChipLinks
                items={group.pages.map((page) => ({
                  key: page.slug,
                  // The group's heading gives the context: "Bandung" under "the same role in
                  // other cities", "Admin" under "more jobs in Jakarta".
                  label:
                    group.kind === 'sameRole'
                      ? cityName(page.citySlug)
                      : group.kind === 'sameCity'
                        ? landingShortLabel(page, locale)
                        : page.title[locale],
                  href: landingPath(page),
                }))}
              />
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
