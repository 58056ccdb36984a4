import { getTranslations } from 'next-intl/server';
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
}: {
  locale: AppLocale;
  filters?: JobFilters;
  compact?: boolean;
  /** Formatted total from the API; omitted while unknown. */
  openJobs?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.hero' });
  const action = localizedPath(locale, '/');
  return (
    <PageBand className={compact ? 'pb-6 md:pb-8' : 'md:pb-16'}>
      {compact ? (
        <h1 className="sr-only">{t('title')}</h1>
      ) : (
        <>
          <p className="text-sm font-semibold text-brand-100">{t('eyebrow')}</p>
          <h1 className="mt-2 max-w-2xl text-3xl font-extrabold leading-tight md:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-3 max-w-2xl text-base text-brand-50 md:text-lg">{t('subtitle')}</p>
        </>
      )}
      <AutoSubmitForm
        id={JOB_SEARCH_ANCHOR}
        role="search"
        action={action}
        submitOnChange={false}
        className={`${compact ? '' : 'mt-6 '}flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg sm:flex-row`}
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
          className="min-h-11 rounded-xl bg-brand-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-brand-700"
        >
          {t('searchButton')}
        </button>
        {/* After the input, so that `search` leads the query string. */}
        {carriedFields(filters, ['search']).map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
      </AutoSubmitForm>
      {openJobs && !compact ? (
        <p className="mt-4 text-sm text-brand-50">
          <strong className="text-base font-bold text-white">{openJobs}</strong> {t('openJobs')}
        </p>
      ) : null}
    </PageBand>
  );
}
