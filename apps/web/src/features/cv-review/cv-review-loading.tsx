'use client';

import { useClientText } from '@/lib/i18n/client-text-provider';

/** Placeholder of a report while the server loads it: the band, then aspect cards. */
export function CvReviewLoading() {
  const { cvReviewLoading } = useClientText();
  return (
    <div role="status" aria-live="polite" className="min-h-[70vh] bg-slate-50">
      <span className="sr-only">{cvReviewLoading}</span>
      <div
        aria-hidden="true"
        className="bg-gradient-to-b from-brand-800 to-brand-700 pb-10 pt-[calc(var(--header-overlap,0px)+2.5rem)] md:pb-14"
      >
        <div className="mx-auto max-w-6xl animate-pulse space-y-4 px-4 motion-reduce:animate-none md:px-6">
          <div className="h-9 w-64 max-w-full rounded bg-white/25" />
          <div className="h-4 w-full max-w-md rounded bg-white/20" />
        </div>
      </div>
      <div
        aria-hidden="true"
        className="mx-auto grid max-w-6xl animate-pulse gap-4 px-4 py-8 motion-reduce:animate-none md:px-6 lg:grid-cols-2"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-36 rounded-2xl border border-slate-200 bg-white" />
        ))}
      </div>
    </div>
  );
}
