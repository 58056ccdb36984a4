import { formatCompactRupiah } from '@jenjang/domain';
import { X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { filterValueLabel, type Facets } from './filter-options';
import { enumLabelFor } from './filter-panel';
import type { SearchTaxonomy } from './load-taxonomy';
import {
  activeFilterValues,
  clearFilters,
  searchHref,
  withoutValue,
  type ActiveFilterValue,
  type JobFilters,
} from './search-filters';

/** One removable chip per active filter value, and "clear all". */
export async function ActiveFilters({
  locale,
  filters,
  facets,
  taxonomy,
}: {
  locale: AppLocale;
  filters: JobFilters;
  facets: Facets;
  taxonomy: SearchTaxonomy;
}) {
  const chips = activeFilterValues(filters);
  if (chips.length === 0) return null;
  const [t, filterT, enumLabel] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.activeFilters' }),
    getTranslations({ locale, namespace: 'homepageJobs.filters' }),
    enumLabelFor(locale),
  ]);
  const label = (chip: ActiveFilterValue) => {
    switch (chip.dimension) {
      case 'urgentlyNeeded':
        return filterT('urgentlyNeeded');
      case 'salaryMin':
        return t('salaryMin', { amount: formatCompactRupiah(chip.value, locale) });
      case 'salaryMax':
        return t('salaryMax', { amount: formatCompactRupiah(chip.value, locale) });
      default:
        return filterValueLabel(chip.dimension, chip.value, { facets, taxonomy, enumLabel });
    }
  };

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t('label')}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const text = label(chip);
          return (
            <li key={`${chip.dimension}-${'value' in chip ? chip.value : ''}`}>
              <Link
                href={searchHref(withoutValue(filters, chip))}
                scroll={false}
                aria-label={t('remove', { label: text })}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-900 hover:border-brand-600"
              >
                {text}
                <X aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        href={searchHref(clearFilters(filters))}
        scroll={false}
        className="inline-flex min-h-9 items-center rounded-full px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('clearAll')}
      </Link>
    </div>
  );
}
