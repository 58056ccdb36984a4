// The pieces of the payment routes: route files stay a few lines each.
import type { Metadata } from 'next';
import { resolveLocale } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { CheckoutPage } from './checkout-page';
import { OrderStatusPage } from './order-status-page';
import { chosenPackId, returnToFrom } from './payment-format';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Params<T> = Promise<{ locale: string } & T>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /cv-reviewer/payment/[creditId]: [creditId] is the credit pack's id. */
export const cvReviewerPaymentRoute = {
  async generateMetadata({ params }: { params: Params<{ creditId: string }> }): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const { creditId } = await params;
    return pageMetadata(locale, 'cvReviewerPayment', {
      path: `/cv-reviewer/payment/${encodeURIComponent(creditId)}`,
    });
  },
  async Page({
    params,
    searchParams,
  }: {
    params: Params<{ creditId: string }>;
    searchParams: SearchParams;
  }) {
    const locale = await resolveLocale(params);
    const { creditId } = await params;
    const query = await searchParams;
    const returnTo = returnToFrom(query.returnTo);
    const path = `/cv-reviewer/payment/${encodeURIComponent(creditId)}`;
    return (
      <CheckoutPage
        locale={locale}
        kind="creditPack"
        packId={chosenPackId(creditId)}
        returnPath={localizedPath(
          locale,
          returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path,
        )}
        {...(returnTo ? { returnTo } : {})}
      />
    );
  },
};

/** /cv-reviewer/payment/detail/[creditId]: here [creditId] is the order's id. */
export const cvReviewerPaymentDetailRoute = {
  async generateMetadata({ params }: { params: Params<{ creditId: string }> }): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const { creditId } = await params;
    return pageMetadata(locale, 'cvReviewerPaymentDetail', {
      path: `/cv-reviewer/payment/detail/${encodeURIComponent(creditId)}`,
    });
  },
  async Page({ params }: { params: Params<{ creditId: string }> }) {
    const locale = await resolveLocale(params);
    const { creditId } = await params;
    return (
      <OrderStatusPage
        locale={locale}
        orderId={creditId}
        returnPath={localizedPath(
          locale,
          `/cv-reviewer/payment/detail/${encodeURIComponent(creditId)}`,
        )}
      />
    );
  },
};

/** /payment/[eventName]/[...refId]: the test event ticket's checkout; with ?order=, its status. */
export const eventPaymentRoute = {
  async generateMetadata({
    params,
  }: {
    params: Params<{ eventName: string; refId: string[] }>;
  }): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const { eventName, refId } = await params;
    return pageMetadata(locale, 'eventPayment', {
      path: `/payment/${encodeURIComponent(eventName)}/${refId.map(encodeURIComponent).join('/')}`,
    });
  },
  async Page({
    params,
    searchParams,
  }: {
    params: Params<{ eventName: string; refId: string[] }>;
    searchParams: SearchParams;
  }) {
    const locale = await resolveLocale(params);
    const { eventName: rawName, refId: rawRef } = await params;
    const eventName = decodeURIComponent(rawName);
    const refId = rawRef.map((part) => decodeURIComponent(part)).join('/');
    const query = await searchParams;
    const path = `/payment/${rawName}/${rawRef.join('/')}`;
    const orderId = first(query.order);
    if (orderId) {
      return (
        <OrderStatusPage
          locale={locale}
          orderId={orderId}
          returnPath={localizedPath(locale, `${path}?order=${encodeURIComponent(orderId)}`)}
        />
      );
    }
    const returnTo = returnToFrom(query.returnTo);
    return (
      <CheckoutPage
        locale={locale}
        kind="eventTicket"
        event={{ eventName, refId }}
        returnPath={localizedPath(locale, path)}
        {...(returnTo ? { returnTo } : {})}
      />
    );
  },
};
