import { getLocale, getTranslations } from 'next-intl/server';
import { PageBand } from '@/features/shell/page-band';

/** loading.tsx of /karir/[slug]: the band and section skeletons. */
export async function CompanyLoading() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'companyDetail' });
  return (
    <div role="status" aria-live="polite" className="bg-slate-50">
      <h1 className="sr-only">{t('loading')}</h1>
      <PageBand>
        <div className="flex items-center gap-4">
          <div className="size-16 animate-pulse rounded-xl bg-white/20" />
          <div className="h-8 w-64 max-w-full animate-pulse rounded bg-white/20" />
        </div>
      </PageBand>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-2xl bg-slate-200/70" />
          ))}
        </div>
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200/70" />
      </div>
    </div>
  );
}
