// Pure helpers of the payment pages: which pack is chosen, where to go after paying, what the
// status page offers next.
import {
  CREDIT_PACKS,
  DEFAULT_PAYMENT_RETURN_TO,
  PAYMENT_ORDER_FINAL_STATUSES,
  isSafeReturnPath,
  type PaymentOrder,
  type PaymentOrderStatus,
} from '@jenjang/domain';

/** The pack named in the address, or the single credit when the address names none we sell. */
export function chosenPackId(creditId: string): string {
  return CREDIT_PACKS.some((pack) => pack.id === creditId) ? creditId : CREDIT_PACKS[0].id;
}

/** A `returnTo` query value worth keeping: a path of this site, never another site. */
export function returnToFrom(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text && isSafeReturnPath(text) ? text : undefined;
}

export function isFinalStatus(status: PaymentOrderStatus): boolean {
  return PAYMENT_ORDER_FINAL_STATUSES.includes(status);
}

/** How long the status page keeps asking before it says "reload later". */
export const ORDER_POLL_INTERVAL_MS = 2_000;
export const ORDER_POLL_MAX_MS = 10 * 60_000;

/** Where "Continue" leads once paid: the order's own place, or the CV reviewer. */
export function continuePath(returnTo: string | null | undefined): string {
  return returnTo && isSafeReturnPath(returnTo) ? returnTo : DEFAULT_PAYMENT_RETURN_TO;
}

/**
 * Where "Coba lagi" leads after a failed or expired order: the same checkout, keeping the
 * order's `returnTo` (a path of this site only) so paying again still ends where the buyer
 * started (issue 22). The default destination needs no parameter.
 */
export function retryPath(order: Pick<PaymentOrder, 'productId' | 'event' | 'returnTo'>): string {
  const base = order.event
    ? `/payment/${[order.event.eventName, ...order.event.refId.split('/')].map(encodeURIComponent).join('/')}`
    : `/cv-reviewer/payment/${encodeURIComponent(order.productId)}`;
  const keep =
    order.returnTo &&
    isSafeReturnPath(order.returnTo) &&
    order.returnTo !== DEFAULT_PAYMENT_RETURN_TO;
  return keep ? `${base}?returnTo=${encodeURIComponent(order.returnTo)}` : base;
}

/** A readable event name from its address part ("job-expo-2026" → "Job Expo 2026"). */
export function eventTitle(eventName: string): string {
  return eventName
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
