// The profile's "Credits & orders": the balance, the latest ledger entries with their reasons
// and the latest orders with their status, each linking to its status page.
import {
  findPaymentProduct,
  formatRupiah,
  formatWibDateLong,
  type CreditLedgerEntry,
  type PaymentOrder,
} from '@jenjang/domain';
import { Coins } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiFetchAsUser } from '@/lib/auth/server-api';
import { cn } from '@/lib/cn';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { paymentsRequests } from './payments-api';

const STATUS_TONES: Record<PaymentOrder['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
  refunded: 'bg-slate-200 text-slate-800',
};

async function load(locale: AppLocale) {
  const credits = paymentsRequests.credits(10);
  const orders = paymentsRequests.orders(10);
  const [c, o] = await Promise.all([
    apiFetchAsUser(credits.path, { query: credits.query, locale }),
    apiFetchAsUser(orders.path, { query: orders.query, locale }),
  ]);
  const parsedCredits = credits.schema.safeParse(c.body);
  const parsedOrders = orders.schema.safeParse(o.body);
  if (!parsedCredits.success || !parsedOrders.success) return null;
  return { credits: parsedCredits.data.data, orders: parsedOrders.data.data };
}

export async function ProfilePaymentsSection({ locale }: { locale: AppLocale }) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'profile.profilePage.payments' }),
    getTranslations({ locale, namespace: 'common.payments' }),
  ]);
  const data = await load(locale).catch(() => null);
  const itemName = (order: PaymentOrder) => {
    const product = findPaymentProduct(order.productId);
    return product ? (locale === 'en' ? product.name.en : product.name.idn) : order.productId;
  };
  const orderPath = (order: PaymentOrder) =>
    order.event
      ? `/payment/${order.event.eventName}/${order.event.refId}?order=${order.id}`
      : `/cv-reviewer/payment/detail/${order.id}`;
  const reason = (entry: CreditLedgerEntry) => t(`reasons.${entry.reason}`);

  return (
    <section
      id="payments"
      aria-labelledby="payments-heading"
      className="scroll-mt-24 space-y-6 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="payments-heading" className="text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      {!data ? (
        <p role="alert" className="text-sm text-red-800">
          {t('error')}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-4 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3">
              <Coins className="size-8 text-brand-700" aria-hidden />
              <div>
                <p className="text-sm text-slate-700">{t('balance')}</p>
                <p className="text-2xl font-bold text-slate-900" data-testid="credit-balance">
                  {t('balanceValue', { count: data.credits.balance })}
                </p>
                <p className="text-xs text-slate-600">{t('balanceHint')}</p>
              </div>
            </div>
            <a
              href={localizedPath(locale, '/cv-reviewer/payment/cv-credit-3')}
              className={buttonStyles.primary}
            >
              {t('buy')}
            </a>
          </div>
          <div>
            <h3 className="mb-2 font-semibold text-slate-900">{t('ledgerHeading')}</h3>
            {data.credits.ledger.docs.length === 0 ? (
              <p className="text-sm text-slate-600">{t('emptyLedger')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {data.credits.ledger.docs.map((entry) => (
                  <li key={entry.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{reason(entry)}</p>
                      <p className="text-xs text-slate-600">
                        {formatWibDateLong(entry.createdAt, locale)} WIB
                      </p>
                    </div>
                    <span
                      className={cn(
                        'shrink-0 font-semibold tabular-nums',
                        entry.delta > 0 ? 'text-emerald-800' : 'text-slate-800',
                      )}
                    >
                      {entry.delta > 0 ? `+${entry.delta}` : `−${-entry.delta}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="mb-2 font-semibold text-slate-900">{t('ordersHeading')}</h3>
            {data.orders.docs.length === 0 ? (
              <p className="text-sm text-slate-600">{t('emptyOrders')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {data.orders.docs.map((order) => (
                  <li
                    key={order.id}
                    className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{itemName(order)}</p>
                      <p className="text-xs text-slate-600">
                        {formatWibDateLong(order.createdAt, locale)} WIB ·{' '}
                        {formatRupiah(order.amount)}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-xs font-semibold',
                          STATUS_TONES[order.status],
                        )}
                      >
                        {common(`statuses.${order.status}`)}
                      </span>
                      <a
                        href={localizedPath(locale, orderPath(order))}
                        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
                      >
                        {t('viewOrder')}
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
