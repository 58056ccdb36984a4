'use client';

import { PageBand } from '@/features/shell/page-band';
import { useClientText } from '@/lib/i18n/client-text-provider';

/** Placeholder of the checkout and order pages while the server loads them. */
export function PaymentLoading() {
  const { paymentsLoading } = useClientText();
  return (
    <div role="status" aria-live="polite" className="min-h-[70vh] bg-slate-50 px-4 py-8 md:py-12">
      <h1 className="sr-only">{paymentsLoading}</h1>
      <div aria-hidden="true" className="mx-auto max-w-3xl animate-pulse space-y-6">
        <div className="h-8 w-64 rounded bg-slate-200" />
        <div className="h-4 w-full max-w-lg rounded bg-slate-200" />
        <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="h-28 rounded-xl bg-slate-100" />
          ))}
        </div>
        <div className="h-11 w-40 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

/** Placeholder of the order status page: the blue band it opens with, then the card. */
export function OrderStatusLoading() {
  const { paymentsLoading } = useClientText();
  return (
    <div role="status" aria-live="polite" className="min-h-[70vh] bg-slate-50">
      <h1 className="sr-only">{paymentsLoading}</h1>
      <PageBand>
        <div aria-hidden="true" className="h-9 w-56 animate-pulse rounded bg-white/20" />
      </PageBand>
      <div aria-hidden="true" className="mx-auto max-w-xl animate-pulse px-4 py-8 md:py-10">
        <div className="h-64 rounded-2xl border border-slate-200 bg-white" />
      </div>
    </div>
  );
}
