'use client';

import { useTranslations } from 'next-intl';

/** loading.tsx of /loker/applied: placeholder cards while the server loads the applications. */
export function AppliedLoading() {
  const t = useTranslations('profile.appliedJobs');
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="sr-only">{t('loading')}</h1>
      <ul aria-hidden="true" className="animate-pulse space-y-4">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6">
            <div className="flex justify-between gap-3">
              <div className="flex-1 space-y-2">
                <div className="h-5 w-2/3 rounded bg-slate-200" />
                <div className="h-4 w-1/3 rounded bg-slate-200" />
              </div>
              <div className="h-7 w-32 rounded-full bg-slate-200" />
            </div>
            <div className="mt-4 h-11 rounded-xl bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
