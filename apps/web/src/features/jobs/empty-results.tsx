import { SearchX } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { filterValueLabel, type Facets } from './filter-options';
import { enumLabelFor } from './filter-panel';
import type { SearchTaxonomy } from './load-taxonomy';
import type { Relaxation } from './relaxation';
import { clearFilters, searchHref, type JobFilters } from './search-filters';
import { countArgs } from '@/lib/i18n/count';

/**
 * A search that found nothing: which filter to drop and how many jobs that would show
 * ("Hapus filter Bandung → 45 lowongan"), best first, and "clear all".
 */
export async function EmptyResults({
  locale,
  filters,
  relaxations,
  facets,
  taxonomy,
}: {
  locale: AppLocale;
  filters: JobFilters;
  relaxations: Relaxation[];
  facets: Facets;
  taxonomy: SearchTaxonomy;
}) {
  const [t, enumLabel] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.relax' }),
    enumLabelFor(locale),
  ]);
  const labelOf = (relaxation: Relaxation): string => {
    switch (relaxation.dimension) {
      case 'search':
        return t('searchLabel', { search: filters.search ?? '' });
      case 'salary':
        return t('salaryLabel');
      case 'urgentlyNeeded':
        return t('urgentLabel');
      default: {
        const dimension = relaxation.dimension;
        return (filters[dimension] as readonly (string | number)[])
          .map((value) =>
            filterValueLabel(dimension, String(value), { facets, taxonomy, enumLabel }),
          )
          .join(', ');
      }
    }
  };
  const cleared = clearFilters(filters);
  const canClear = searchHref(cleared) !== searchHref({ ...filters, page: 1 });

  return (
    <StatusPanel
      role="status"
      icon={<SearchX aria-hidden="true" className="size-7" />}
      title={t('title')}
      className="max-w-2xl"
      actions={
        canClear ? (
          <Link href={searchHref(cleared)} scroll={false} className={buttonStyles.secondary}>
            {t('clearAll')}
          </Link>
        ) : null
      }
    >
      {relaxations.length > 0 ? (
        <>
          <p>{t('body')}</p>
          <ul className="mt-4 flex flex-col items-center gap-2">
            {relaxations.map((relaxation) => (
              <li key={relaxation.dimension}>
                <Link
                  href={searchHref(relaxation.filters)}
                  scroll={false}
                  className="inline-flex min-h-11 items-center rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100"
                >
                  {t('suggestion', {
                    label: labelOf(relaxation),
                    ...countArgs(relaxation.total, locale),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('none')}</p>
      )}
    </StatusPanel>
  );
}
