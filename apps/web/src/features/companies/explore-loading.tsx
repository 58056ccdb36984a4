import { getLocale, getTranslations } from 'next-intl/server';
import { PageBand } from '@/features/shell/page-band';

/** loading.tsx of /karir: a skeleton while the companies load (the locale of the request). */
export async function ExploreLoading() {
  const t = await getTranslations({
    locale: await getLocale(),
    namespace: 'exploreCompanies.explore',
  });
  return (
    <div role="status" aria-live="polite">
      <h1 className="sr-only">{t('loading')}</h1>
      <PageBand>
        <div className="h-8 w-56 animate-pulse rounded bg-white/20" />
        <div className="mt-3 h-4 w-80 max-w-full animate-pulse rounded bg-white/20" />
        <div className="mt-6 h-40 animate-pulse rounded-2xl bg-white/90" />
      </PageBand>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:grid-cols-2 md:px-6 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-44 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
