import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { JOB_SEARCH_ANCHOR } from '@/lib/routes';
import { PageBand } from '@/features/shell/page-band';

/** Blue hero with the headline and a plain GET search form (works without JavaScript). */
export async function HomeHero({
  locale,
  search,
  openJobs,
}: {
  locale: AppLocale;
  search?: string;
  /** Formatted total from the API; omitted while unknown. */
  openJobs?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.hero' });
  return (
    <PageBand className="md:pb-16">
      <p className="text-sm font-semibold text-brand-100">{t('eyebrow')}</p>
      <h1 className="mt-2 max-w-2xl text-3xl font-extrabold leading-tight md:text-5xl">
        {t('title')}
      </h1>
      <p className="mt-3 max-w-2xl text-base text-brand-50 md:text-lg">{t('subtitle')}</p>
      <form
        id={JOB_SEARCH_ANCHOR}
        role="search"
        action={localizedPath(locale, '/')}
        method="get"
        className="mt-6 flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg sm:flex-row"
      >
        <label htmlFor="job-search-input" className="sr-only">
          {t('searchLabel')}
        </label>
        <div className="flex flex-1 items-center gap-2 rounded-xl px-2 focus-within:ring-2 focus-within:ring-brand-600">
          <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <input
            id="job-search-input"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            className="min-h-11 w-full min-w-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-xl bg-brand-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-brand-700"
        >
          {t('searchButton')}
        </button>
      </form>
      {openJobs ? (
        <p className="mt-4 text-sm text-brand-50">
          <strong className="text-base font-bold text-white">{openJobs}</strong> {t('openJobs')}
        </p>
      ) : null}
    </PageBand>
  );
}
