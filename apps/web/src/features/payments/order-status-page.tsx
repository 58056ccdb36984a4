// /cv-reviewer/payment/detail/[creditId] (the order's id) and an event checkout with ?order=:
// the order's status, following it until the gateway has spoken.
import {
  findPaymentProduct,
  formatRupiah,
  PAYMENT_METHODS,
  PAYMENT_ORDER_STATUSES,
  type PaymentOrder,
} from '@jenjang/domain';
import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/features/shell/button-styles';
import { PageBand } from '@/features/shell/page-band';
import { StatusPanel } from '@/features/shell/status-panel';
import { ApiError } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { OrderStatus, type OrderStatusTexts } from './order-status';
import { paymentsRequests } from './payments-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function OrderStatusPage({
  locale,
  orderId,
  returnPath,
}: {
  locale: AppLocale;
  orderId: string;
  returnPath: string;
}) {
  const t = await getTranslations({ locale, namespace: 'common.payments' });
  let order: PaymentOrder | null = null;
  let failure: 'notFound' | 'error' | null = null;
  if (!UUID.test(orderId)) failure = 'notFound';
  else {
    const request = paymentsRequests.order(orderId);
    try {
      order = (await loadAsUser(request.path, request.schema, { returnPath, locale })).data.result;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      failure = error.status === 404 ? 'notFound' : 'error';
    }
  }

  if (!order) {
    return (
      <OrderStatusShell heading={t('status.heading')}>
        <StatusPanel
          as="h2"
          role="alert"
          icon={
            failure === 'notFound' ? (
              <SearchX className="size-7" aria-hidden />
            ) : (
              <AlertTriangle className="size-7" aria-hidden />
            )
          }
          title={failure === 'notFound' ? t('status.notFoundTitle') : t('status.errorTitle')}
          actions={
            <a
              href={localizedPath(locale, '/cv-reviewer/payment/cv-credit-1')}
              className={buttonStyles.primary}
            >
              {t('status.backToPacks')}
            </a>
          }
        >
          <p>{failure === 'notFound' ? t('status.notFoundText') : t('status.errorText')}</p>
        </StatusPanel>
      </OrderStatusShell>
    );
  }

  const product = findPaymentProduct(order.productId);
  const item = product ? (locale === 'en' ? product.name.en : product.name.idn) : order.productId;
  const texts: OrderStatusTexts = {
    statuses: Object.fromEntries(
      PAYMENT_ORDER_STATUSES.map((s) => [s, t(`statuses.${s}`)]),
    ) as OrderStatusTexts['statuses'],
    hints: Object.fromEntries(
      PAYMENT_ORDER_STATUSES.map((s) => [s, t(`status.${s}Hint`)]),
    ) as OrderStatusTexts['hints'],
    paidCredits: order.credits > 0 ? t('status.paidCredits', { count: order.credits }) : null,
    continue: t('status.continue'),
    tryAgain: t('status.tryAgain'),
    payNow: t('status.payNow'),
    checking: t('status.checking'),
    stillWaiting: t('status.stillWaiting'),
    checkFailed: t('status.checkFailed'),
    summary: [
      { label: t('status.item'), value: item },
      { label: t('status.amount'), value: formatRupiah(order.amount) },
      { label: t('status.orderNumber'), value: order.id },
    ],
    methods: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, t(`methods.${m}`)])),
    methodLabel: t('status.method'),
    paidAtLabel: t('status.paidAt'),
  };
  return (
    <OrderStatusShell heading={t('status.heading')}>
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
        <OrderStatus initial={order} texts={texts} locale={locale} />
      </section>
    </OrderStatusShell>
  );
}

/**
 * The page as every page of the site is built (issue 22: it had its own header): the site's
 * chrome around it (src/lib/layout/rules.ts), the blue band with the title, the content below.
 */
function OrderStatusShell({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <PageBand>
        <h1 className="text-2xl font-bold md:text-4xl">{heading}</h1>
      </PageBand>
      <div className="mx-auto max-w-xl px-4 py-8 md:py-10">{children}</div>
    </div>
  );
}
