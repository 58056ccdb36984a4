import type { CompanyFilters } from '@jenjang/domain';
import { COMPANY_SIZE_VOCABULARY, COMPANY_SORTS } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import {
  ExploreCheckbox,
  ExploreFilterButtons,
  ExploreFilterForm,
  ExploreSearchField,
  ExploreSelect,
} from '@/features/shell/explore-filter-form';
import type { ExploreParams } from './explore-query';

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
    <ExploreFilterForm
      action={localizedPath(locale, '/karir')}
      idPrefix="company"
      heading={t('filtersHeading')}
      gridClassName="md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      fields={
        <>
          <ExploreSearchField
            id="company-search"
            name="search"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            defaultValue={params.search}
          />
          {filters ? (
            <>
              <ExploreSelect
                id="company-industry"
                name="industry"
                label={t('industry')}
                defaultValue={params.industryId ?? ''}
              >
                <option value="">{t('allIndustries')}</option>
                {filters.industries.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name} ({i.companyCount})
                  </option>
                ))}
              </ExploreSelect>
              <ExploreSelect
                id="company-city"
                name="city"
                label={t('city')}
                defaultValue={params.cityId ?? ''}
              >
                <option value="">{t('allCities')}</option>
                {filters.cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.companyCount})
                  </option>
                ))}
              </ExploreSelect>
              <ExploreSelect
                id="company-size"
                name="size"
                label={t('size')}
                defaultValue={params.size ?? ''}
              >
                <option value="">{t('allSizes')}</option>
                {filters.sizes.map((size) => (
                  <option key={size} value={size}>
                    {COMPANY_SIZE_VOCABULARY.labelOf(size, locale) ?? size}
                  </option>
                ))}
              </ExploreSelect>
            </>
          ) : null}
        </>
      }
      footer={
        <>
          <ExploreCheckbox name="open" label={t('openOnly')} defaultChecked={params.hasOpenJobs} />
          <ExploreSelect
            id="company-sort"
            name="sort"
            label={t('sort')}
            defaultValue={params.sort}
            className="sm:ml-auto sm:w-56"
          >
            {COMPANY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </ExploreSelect>
          <ExploreFilterButtons apply={t('apply')} reset={t('reset')} resetHref="/karir" />
        </>
      }
    />
  );
}
