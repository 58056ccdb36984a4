'use client';

// The status of one order, asked again every few seconds until the gateway's word arrives
// (paid, failed, expired); then what to do next: continue where the buyer was, or try again.
import {
  formatWibDateLong,
  paymentOrderResponseSchema,
  type Locale,
  type PaymentOrder,
} from '@jenjang/domain';
import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/cn';
import { usePolled } from '@/lib/polling/use-polled';
import {
  ORDER_POLL_INTERVAL_MS,
  ORDER_POLL_MAX_MS,
  continuePath,
  isFinalStatus,
  retryPath,
} from './payment-format';

export type OrderStatusTexts = {
  statuses: Record<PaymentOrder['status'], string>;
  hints: Record<PaymentOrder['status'], string>;
  paidCredits: string | null;
  continue: string;
  tryAgain: string;
  payNow: string;
  checking: string;
  stillWaiting: string;
  checkFailed: string;
  /** Formatted on the server: labels and values of the summary. */
  summary: { label: string; value: string }[];
  methods: Record<string, string>;
  methodLabel: string;
  paidAtLabel: string;
};

const ICONS = {
  pending: Clock,
  paid: CheckCircle2,
  failed: XCircle,
  expired: XCircle,
  refunded: XCircle,
} as const;

const TONES = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-50 text-red-900 ring-red-200',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const;

async function loadOrder(id: string, signal: AbortSignal): Promise<PaymentOrder> {
  const body = await apiClient.request<unknown>(`/v1/payments/orders/${id}`, { signal });
  return paymentOrderResponseSchema.parse(body).data.result;
}

const isFinalOrder = (order: PaymentOrder) => isFinalStatus(order.status);

/** The texts of a check that failed or an order still pending after the polling gave up. */
const PROBLEM_TEXT = { checkFailed: 'checkFailed', slow: 'stillWaiting' } as const;

export function OrderStatus({
  initial,
  texts,
  locale,
}: {
  initial: PaymentOrder;
  texts: OrderStatusTexts;
  locale: Locale;
}) {
  const { value: order, problem } = usePolled({
    initial,
    id: initial.id,
    load: loadOrder,
    isFinal: isFinalOrder,
    intervalMs: ORDER_POLL_INTERVAL_MS,
    slowAfterMs: ORDER_POLL_MAX_MS,
    stopWhenSlow: true,
  });
  const final = isFinalOrder(order);

  const Icon = ICONS[order.status];
  return (
    <div className="space-y-5">
      <div
        role="status"
        aria-live="polite"
        data-status={order.status}
        className={cn('flex items-start gap-3 rounded-xl px-4 py-4 ring-1', TONES[order.status])}
      >
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden />
        <div>
          <p className="text-lg font-bold">{texts.statuses[order.status]}</p>
          <p className="mt-1 text-sm">{texts.hints[order.status]}</p>
          {order.status === 'paid' && texts.paidCredits ? (
            <p className="mt-1 text-sm font-semibold">{texts.paidCredits}</p>
          ) : null}
          {!final ? (
            <p className="mt-2 flex items-center gap-2 text-sm">
              <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
              {problem === 'none' ? texts.checking : texts[PROBLEM_TEXT[problem]]}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {texts.summary.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="break-all font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
        {order.paymentMethod ? (
          <>
            <dt className="text-slate-600">{texts.methodLabel}</dt>
            <dd className="font-medium text-slate-900">{texts.methods[order.paymentMethod]}</dd>
          </>
        ) : null}
        {order.paidAt && order.status === 'paid' ? (
          <>
            <dt className="text-slate-600">{texts.paidAtLabel}</dt>
            <dd className="font-medium text-slate-900" data-paid-at>
              {formatWibDateLong(order.paidAt, locale)} WIB
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        {order.status === 'paid' ? (
          <Link href={continuePath(order.returnTo)} className={buttonStyles.primary}>
            {texts.continue}
          </Link>
        ) : null}
        {order.status === 'pending' && order.redirectUrl ? (
          <a href={order.redirectUrl} className={buttonStyles.secondary}>
            {texts.payNow}
          </a>
        ) : null}
        {order.status === 'failed' || order.status === 'expired' ? (
          <Link href={retryPath(order)} className={buttonStyles.primary} data-try-again>
            {texts.tryAgain}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
