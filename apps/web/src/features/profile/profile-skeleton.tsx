'use client';

import { useTranslations } from 'next-intl';

/** Placeholder of the profile page while the server loads it. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <h1 className="sr-only">{label}</h1>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-8 w-48 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-full max-w-md rounded bg-slate-200" />
        <div className="mt-8 grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <div className="hidden space-y-3 lg:block">
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className="h-4 w-3/4 rounded bg-slate-200" />
            ))}
          </div>
          <div className="space-y-6">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6">
                <div className="h-5 w-40 rounded bg-slate-200" />
                <div className="mt-4 grid gap-3 sm:grid-cols-2">
                  <div className="h-4 w-3/4 rounded bg-slate-200" />
                  <div className="h-4 w-1/2 rounded bg-slate-200" />
                  <div className="h-4 w-2/3 rounded bg-slate-200" />
                  <div className="h-4 w-1/3 rounded bg-slate-200" />
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** loading.tsx of the route: the route's layout has already given the texts to the browser. */
export function ProfileLoading() {
  const t = useTranslations('profile.profilePage');
  return <ProfileSkeleton label={t('loading')} />;
}
