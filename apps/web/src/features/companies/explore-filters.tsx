import type { CompanyFilters } from '@jenjang/domain';
import { COMPANY_SORTS } from '@jenjang/domain';
import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import type { ExploreParams } from './explore-query';

const field =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const label = 'mb-1 block text-sm font-semibold text-slate-700';

/**
 * The search box, filters and sort as a plain GET form to /karir: works without JavaScript,
 * the address is shareable, and every control has a visible label.
 */
export async function ExploreFilters({
  locale,
  params,
  filters,
}: {
  locale: AppLocale;
  params: ExploreParams;
  filters: CompanyFilters | null;
}) {
  const t = await getTranslations({ locale, namespace: 'exploreCompanies.explore' });
  return (
    <form
      method="get"
      action={localizedPath(locale, '/karir')}
      role="search"
      aria-labelledby="company-filters-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm md:p-5"
    >
      <h2 id="company-filters-heading" className="sr-only">
        {t('filtersHeading')}
      </h2>
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div>
          <label htmlFor="company-search" className={label}>
            {t('searchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="company-search"
              name="search"
              type="search"
              maxLength={100}
              defaultValue={params.search}
              placeholder={t('searchPlaceholder')}
              className={`${field} pl-9`}
            />
          </div>
        </div>
        {filters ? (
          <>
            <div>
              <label htmlFor="company-industry" className={label}>
                {t('industry')}
              </label>
              <select
                id="company-industry"
                name="industry"
                defaultValue={params.industryId ?? ''}
                className={field}
              >
                <option value="">{t('allIndustries')}</option>
                {filters.industries.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name} ({i.companyCount})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="company-city" className={label}>
                {t('city')}
              </label>
              <select
                id="company-city"
                name="city"
                defaultValue={params.cityId ?? ''}
                className={field}
              >
                <option value="">{t('allCities')}</option>
                {filters.cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.companyCount})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="company-size" className={label}>
                {t('size')}
              </label>
              <select
                id="company-size"
                name="size"
                defaultValue={params.size ?? ''}
                className={field}
              >
                <option value="">{t('allSizes')}</option>
                {filters.sizes.map((size) => (
                  <option key={size} value={size}>
                    {t('sizeOption', { size })}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="open"
            value="1"
            defaultChecked={params.hasOpenJobs}
            className="size-5 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          />
          {t('openOnly')}
        </label>
        <div className="sm:ml-auto sm:w-56">
          <label htmlFor="company-sort" className={label}>
            {t('sort')}
          </label>
          <select id="company-sort" name="sort" defaultValue={params.sort} className={field}>
            {COMPANY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={`${buttonStyles.primary} flex-1 sm:flex-none`}>
            {t('apply')}
          </button>
          <Link href="/karir" className={`${buttonStyles.secondary} flex-1 sm:flex-none`}>
            {t('reset')}
          </Link>
        </div>
      </div>
    </form>
  );
}
