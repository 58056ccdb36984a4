import { formatCount, type JobSearchResult } from '@jenjang/domain';
import { ArrowRight, Flame, MapPin } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { JOB_RESULTS_ANCHOR } from '@/lib/routes';
import { EMPTY_FILTERS, searchHref } from './search-filters';

/** How many cities the panel lists. */
const TOP_CITIES = 5;

/**
 * The right half of the home hero on wide screens: what the board holds right now, from the
 * same search answer as the list below (its facet counts), each line a link to those jobs.
 * Nothing here is written by hand: with no counts there is no panel.
 */
export async function HeroFacts({
  locale,
  result,
  openJobs,
}: {
  locale: AppLocale;
  result: JobSearchResult;
  /** The formatted total, as the hero shows it. */
  openJobs: string;
}) {
  const cities = [...(result.facets?.cityIds ?? [])]
    .filter((city) => city.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP_CITIES);
  const urgent = result.facets?.urgentlyNeeded?.find((f) => f.value === 'true')?.count ?? 0;
  if (cities.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'homepageJobs.hero.facts' });
  const most = cities[0]!.count;
  const hrefOf = (filters: Partial<typeof EMPTY_FILTERS>) =>
    `${searchHref({ ...EMPTY_FILTERS, ...filters })}#${JOB_RESULTS_ANCHOR}`;
  return (
    <section
      aria-labelledby="hero-facts-heading"
      className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm"
    >
      <h2 id="hero-facts-heading" className="text-sm font-semibold text-brand-50">
        {t('heading')}
      </h2>
      <p className="mt-1 text-4xl font-extrabold tabular-nums text-white">{openJobs}</p>
      <h3 className="mt-5 text-sm font-semibold text-brand-50">{t('topCities')}</h3>
      <ul className="mt-2 space-y-1">
        {cities.map((city) => (
          <li key={city.value}>
            <Link
              href={hrefOf({ cityIds: [Number(city.value)] })}
              className="group relative flex min-h-9 items-center gap-2 overflow-hidden rounded-lg px-2 text-sm text-white hover:bg-white/10"
            >
              {/* The bar: this city's share of the busiest city's jobs. */}
              <span
                aria-hidden="true"
                className="absolute inset-y-1 left-0 rounded-md bg-white/10"
                style={{ width: `${Math.max(8, Math.round((city.count / most) * 100))}%` }}
              />
              <MapPin aria-hidden="true" className="relative size-4 shrink-0 text-brand-100" />
              <span className="relative min-w-0 flex-1 truncate font-semibold">{city.label}</span>
              <span className="relative tabular-nums text-brand-50">
                {t('jobs', { n: city.count, count: formatCount(city.count, locale) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {urgent > 0 ? (
        <Link
          href={hrefOf({ urgentlyNeeded: true })}
          className="mt-4 flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Flame aria-hidden="true" className="size-4 shrink-0 text-rose-600" />
          <span className="flex-1">
            {t('urgent', { n: urgent, count: formatCount(urgent, locale) })}
          </span>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      ) : null}
    </section>
  );
}
