import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { JOB_SEARCH_ANCHOR } from '@/lib/routes';
import { PageBand } from '@/features/shell/page-band';
import { AutoSubmitForm } from './auto-submit-form';
import { SearchCombobox } from './search-combobox';
import { carriedFields, EMPTY_FILTERS, type JobFilters } from './search-filters';

export const SEARCH_INPUT_ID = 'job-search-input';

/**
 * Blue hero with the headline and the search: a GET form (works without JavaScript) whose input
 * suggests roles, companies and cities as you type. A new search keeps the filters and the sort.
 * Once the user searches or filters, the hero shrinks so results show above the fold on phones.
 */
export async function HomeHero({
  locale,
  filters = EMPTY_FILTERS,
  compact = false,
  openJobs,
  aside,
}: {
  locale: AppLocale;
  filters?: JobFilters;
  compact?: boolean;
  /** Formatted total from the API; omitted while unknown. */
  openJobs?: string;
  /** The right half on wide screens (HeroFacts): below lg it is not shown. */
  aside?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.hero' });
  const action = localizedPath(locale, '/');
  return (
    <PageBand
      className={
        compact
          ? 'pb-6 md:pb-8'
          : 'max-md:pb-6 max-md:pt-[calc(var(--header-overlap,0px)+1rem)] md:pb-16'
      }
    >
      <div
        className={
          aside && !compact
            ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-12'
            : undefined
        }
      >
        <div>
          {compact ? (
            <h1 className="sr-only">{t('title')}</h1>
          ) : (
            <>
              {/* Phones skip the eyebrow and the subtitle: there the first job shows without
                  scrolling, and the count of open jobs follows the search box anyway. */}
              <p className="hidden text-sm font-semibold text-brand-100 sm:block">{t('eyebrow')}</p>
              <h1 className="max-w-2xl sm:mt-2 text-2xl font-extrabold leading-tight sm:text-3xl md:text-5xl">
                {t('title')}
              </h1>
              <p className="mt-3 hidden max-w-2xl text-base text-brand-50 sm:block md:text-lg">
                {t('subtitle')}
              </p>
            </>
          )}
          <AutoSubmitForm
            id={JOB_SEARCH_ANCHOR}
            role="search"
            action={action}
            submitOnChange={false}
            className={`${compact ? '' : 'mt-4 sm:mt-6 '}flex max-w-2xl flex-row gap-2 rounded-2xl bg-white p-2 shadow-lg`}
          >
            <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
              {t('searchLabel')}
            </label>
            <SearchCombobox
              id={SEARCH_INPUT_ID}
              name="search"
              defaultValue={filters.search}
              currentSearch={filters.search}
              placeholder={t('searchPlaceholder')}
              maxLength={100}
              action={action}
            />
            <button
              type="submit"
              className="min-h-11 shrink-0 rounded-xl bg-brand-700 px-4 text-sm sm:px-6 font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-brand-700"
            >
              {t('searchButton')}
            </button>
            {/* After the input, so that `search` leads the query string. */}
            {carriedFields(filters, ['search']).map(([name, value], index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ))}
          </AutoSubmitForm>
          {openJobs && !compact ? (
            <p className={cn('mt-3 text-sm text-brand-50 sm:mt-4', aside ? 'lg:hidden' : null)}>
              <strong className="text-base font-bold text-white">{openJobs}</strong> {t('openJobs')}
            </p>
          ) : null}
        </div>
        {aside && !compact ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </PageBand>
  );
}
