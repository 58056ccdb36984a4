'use client';

import { useClientText } from '@/lib/i18n/client-text-provider';

/** While /admin loads a list (a tab, a search, a page): the page's shape, and what is happening. */
export function AdminLoading() {
  const { adminLoading } = useClientText();
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="sr-only">{adminLoading}</h1>
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-8 w-56 rounded bg-slate-200" />
        <div className="h-4 w-full max-w-lg rounded bg-slate-200" />
        <div className="h-11 w-full max-w-md rounded-lg bg-slate-100" />
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-24 rounded-2xl border border-slate-200 bg-white" />
        ))}
      </div>
    </div>
  );
}
