'use client';

import { ClientForm } from '@/lib/hydration/client-form';
// The pay button of a checkout: creates the order (one Idempotency-Key per visit of the page, so
// a double click or a retry never orders twice) and sends the browser to the gateway's page.
import { paymentOrderResponseSchema, type PaymentEventRef } from '@jenjang/domain';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { ApiRequestError, apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';

export type CheckoutOption = {
  id: string;
  title: string;
  detail: string;
  amountText: string;
  payLabel: string;
  badge?: string;
};

export type CheckoutTexts = {
  legend: string;
  paying: string;
  secure: string;
  genericError: string;
};

function newKey(): string {
  return `checkout-${crypto.randomUUID()}`;
}

export function CheckoutForm({
  options,
  initialId,
  event,
  returnTo,
  texts,
}: {
  options: CheckoutOption[];
  initialId: string;
  event?: PaymentEventRef;
  returnTo?: string;
  texts: CheckoutTexts;
}) {
  const [chosen, setChosen] = useState(initialId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per product for this visit: retries of the same choice answer the same order.
  const keys = useRef(new Map<string, string>());
  const option = options.find((o) => o.id === chosen) ?? options[0]!;

  async function pay() {
    setBusy(true);
    setError(null);
    let key = keys.current.get(option.id);
    if (!key) keys.current.set(option.id, (key = newKey()));
    try {
      const body = await apiClient.request<unknown>('/v1/payments/orders', {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: {
          productId: option.id,
          ...(event ? { event } : {}),
          ...(returnTo ? { returnTo } : {}),
        },
      });
      const order = paymentOrderResponseSchema.parse(body).data.result;
      if (!order.redirectUrl) throw new Error('no payment page');
      window.location.assign(order.redirectUrl);
    } catch (caught) {
      setBusy(false);
      setError(caught instanceof ApiRequestError ? caught.message : texts.genericError);
    }
  }

  return (
    <ClientForm
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        void pay();
      }}
      className="space-y-5"
    >
      {options.length > 1 ? (
        <fieldset>
          <legend className="mb-3 text-base font-semibold text-slate-900">{texts.legend}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {options.map((o) => (
              <label
                key={o.id}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-xl border-2 bg-white p-4 transition-colors focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2',
                  chosen === o.id
                    ? 'border-brand-700 bg-brand-50'
                    : 'border-slate-200 hover:border-brand-400',
                )}
              >
                <input
                  type="radio"
                  name="product"
                  value={o.id}
                  checked={chosen === o.id}
                  onChange={() => setChosen(o.id)}
                  className="sr-only"
                />
                {o.badge ? (
                  <span className="mb-2 self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {o.badge}
                  </span>
                ) : null}
                <span className="text-lg font-bold text-slate-900">{o.title}</span>
                <span className="mt-1 text-2xl font-bold text-brand-800">{o.amountText}</span>
                <span className="mt-1 text-sm text-slate-600">{o.detail}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={cn(buttonStyles.primary, 'w-full text-base disabled:opacity-70 sm:w-auto')}
      >
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {busy ? texts.paying : option.payLabel}
      </button>
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
        {texts.secure}
      </p>
    </ClientForm>
  );
}
