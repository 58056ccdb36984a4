import { getLocale, getTranslations } from 'next-intl/server';
import { PageBand } from '@/features/shell/page-band';

/** loading.tsx of /mentoring: the band, the filter box and card skeletons. */
export async function MentorListLoading() {
  const t = await getTranslations({
    locale: await getLocale(),
    namespace: 'homepageMentoring.list',
  });
  return (
    <div role="status" aria-live="polite" className="bg-slate-50">
      <h1 className="sr-only">{t('loading')}</h1>
      <PageBand>
        <div className="h-8 w-56 animate-pulse rounded bg-white/20" />
        <div className="mt-3 h-4 w-96 max-w-full animate-pulse rounded bg-white/20" />
        <div className="mt-6 h-40 animate-pulse rounded-2xl bg-white/90" />
      </PageBand>
      <ul
        aria-hidden="true"
        className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:grid-cols-2 md:px-6 lg:grid-cols-3"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex gap-3">
              <div className="size-16 animate-pulse rounded-full bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
                <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
              </div>
            </div>
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
            <div className="h-12 animate-pulse rounded-xl bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** loading.tsx of a mentor's page and reviews: the band with the photo, then sections. */
export async function MentorLoading() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'mentorDetail' });
  return (
    <div role="status" aria-live="polite" className="bg-slate-50">
      <h1 className="sr-only">{t('loading')}</h1>
      <PageBand>
        <div className="flex items-center gap-4">
          <div className="size-24 animate-pulse rounded-full bg-white/20 md:size-28" />
          <div className="flex-1 space-y-3">
            <div className="h-8 w-64 max-w-full animate-pulse rounded bg-white/20" />
            <div className="h-4 w-80 max-w-full animate-pulse rounded bg-white/20" />
          </div>
        </div>
      </PageBand>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
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
