'use client';

import { useTranslations } from 'next-intl';
import { PageBand } from '@/features/shell/page-band';

/** loading.tsx of /mentoring/my-session: placeholder cards while the sessions load. */
export function MySessionsLoading() {
  const t = useTranslations('homepageMentoring.sessions');
  return (
    <div role="status" aria-live="polite" className="bg-slate-50">
      <h1 className="sr-only">{t('loading')}</h1>
      <PageBand>
        <div className="h-8 w-64 max-w-full animate-pulse rounded bg-white/20" />
        <div className="mt-3 h-4 w-96 max-w-full animate-pulse rounded bg-white/20" />
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
        <div aria-hidden="true" className="mb-6 flex gap-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-11 w-28 animate-pulse rounded-full bg-slate-200" />
          ))}
        </div>
        <ul aria-hidden="true" className="animate-pulse space-y-4">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6">
              <div className="flex gap-3">
                <div className="size-12 rounded-full bg-slate-200" />
                <div className="flex-1 space-y-2">
                  <div className="h-5 w-1/2 rounded bg-slate-200" />
                  <div className="h-4 w-1/3 rounded bg-slate-200" />
                </div>
                <div className="h-7 w-28 rounded-full bg-slate-200" />
              </div>
              <div className="mt-4 h-16 rounded-xl bg-slate-100" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
