// The checkout of a credit pack (/cv-reviewer/payment/[creditId]) or of the test event ticket
// (/payment/[eventName]/[...refId]): what is bought, for how much, and the pay button.
import { formatRupiah, type PaymentEventRef, type PaymentProduct } from '@jenjang/domain';
import { AlertTriangle, History } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { StatusPanel } from '@/features/shell/status-panel';
import { ApiError, apiGet } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { CheckoutForm, type CheckoutOption } from './checkout-form';
import { eventTitle } from './payment-format';
import { paymentsRequests } from './payments-api';

type CheckoutProps = {
  locale: AppLocale;
  /** The page's own path and query: signed-out visitors come back to it. */
  returnPath: string;
  returnTo?: string;
} & ({ kind: 'creditPack'; packId: string } | { kind: 'eventTicket'; event: PaymentEventRef });

export async function CheckoutPage(props: CheckoutProps) {
  const { locale } = props;
  const t = await getTranslations({ locale, namespace: 'common.payments' });
  // Signed-out visitors go to sign-in first and come back here.
  const creditsRequest = paymentsRequests.credits(1);
  const credits = await loadAsUser(creditsRequest.path, creditsRequest.schema, {
    returnPath: props.returnPath,
    locale,
    query: creditsRequest.query,
  }).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
  let products: PaymentProduct[] | null = null;
  try {
    const { path, schema } = paymentsRequests.products;
    products = (await apiGet(path, schema, { locale, cache: 'no-store' })).data.docs;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }

  const name = (p: PaymentProduct) => (locale === 'en' ? p.name.en : p.name.idn);
  const isTicket = props.kind === 'eventTicket';
  const offered = (products ?? []).filter((p) => p.kind === props.kind);
  const cheapestPerCredit = Math.min(...offered.map((p) => p.amount / Math.max(1, p.credits)));
  const options: CheckoutOption[] = offered.map((p) => ({
    id: p.id,
    title: isTicket ? name(p) : t('checkout.credits', { count: p.credits }),
    detail: isTicket
      ? `${t('checkout.price')} ${formatRupiah(p.price)} + ${t('checkout.fee')} ${formatRupiah(p.fee)}`
      : t('checkout.perCredit', { price: formatRupiah(Math.round(p.amount / p.credits)) }),
    amountText: formatRupiah(p.amount),
    payLabel: t('checkout.pay', { amount: formatRupiah(p.amount) }),
    ...(!isTicket && offered.length > 1 && p.amount / p.credits === cheapestPerCredit
      ? { badge: t('checkout.bestValue') }
      : {}),
  }));
  const ticket = isTicket ? offered[0] : undefined;

  return (
    <div className="min-h-[70vh] bg-slate-50 px-4 py-8 md:py-12">
      <div className="mx-auto max-w-3xl space-y-6">
        <header>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">
            {isTicket ? t('checkout.eventHeading') : t('checkout.heading')}
          </h1>
          <p className="mt-2 text-slate-700">
            {isTicket ? t('checkout.eventIntro') : t('checkout.intro')}
          </p>
          {credits && !isTicket ? (
            <p className="mt-3 inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
              {t('checkout.balance', { count: credits.data.balance })}
            </p>
          ) : null}
        </header>
        {options.length === 0 ? (
          <StatusPanel
            role="alert"
            icon={<AlertTriangle className="size-7" aria-hidden />}
            title={t('errors.loadFailed')}
          />
        ) : (
          <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
            {isTicket && ticket ? (
              <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-600">{t('checkout.event')}</dt>
                <dd className="font-semibold text-slate-900">
                  {eventTitle(props.event.eventName)}
                </dd>
                <dt className="text-slate-600">{t('checkout.reference')}</dt>
                <dd className="break-all text-slate-900">{props.event.refId}</dd>
                <dt className="text-slate-600">{t('checkout.price')}</dt>
                <dd className="text-slate-900">{formatRupiah(ticket.price)}</dd>
                <dt className="text-slate-600">{t('checkout.fee')}</dt>
                <dd className="text-slate-900">{formatRupiah(ticket.fee)}</dd>
                <dt className="font-semibold text-slate-900">{t('checkout.total')}</dt>
                <dd className="font-bold text-slate-900">{formatRupiah(ticket.amount)}</dd>
              </dl>
            ) : null}
            <CheckoutForm
              options={options}
              initialId={isTicket ? options[0]!.id : props.packId}
              {...(isTicket ? { event: props.event } : {})}
              {...(props.returnTo ? { returnTo: props.returnTo } : {})}
              texts={{
                legend: t('checkout.packLegend'),
                paying: t('checkout.paying'),
                secure: t('checkout.secure'),
                genericError: t('errors.generic'),
              }}
            />
          </section>
        )}
        <p>
          <a
            href={`${localizedPath(locale, '/profile')}#payments`}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <History className="size-4" aria-hidden />
            {t('checkout.history')}
          </a>
        </p>
      </div>
    </div>
  );
}
