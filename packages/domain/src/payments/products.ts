// What Jenjang sells (issue 15): credit packs for the CV reviewer, and one event ticket that stands
// in for events until they come. Prices in integer rupiah; a product's amount is its price plus
// the fee items of spec section 9 that apply to it (autoApplyFee).
import { autoApplyFee, type FeeItem } from './auto-apply-fee';

export const PAYMENT_PRODUCT_KINDS = ['creditPack', 'eventTicket'] as const;
export type PaymentProductKind = (typeof PAYMENT_PRODUCT_KINDS)[number];

export type PaymentProductDefinition = {
  id: string;
  kind: PaymentProductKind;
  /** Credits a paid order adds to the buyer's balance (0 for tickets). */
  credits: number;
  /** Price before fees, whole rupiah. */
  price: number;
  /** Fee items that apply automatically (spec section 9), on top of the price. */
  fees: readonly FeeItem[];
  name: { idn: string; en: string };
};

export const CREDIT_PACKS = [
  {
    id: 'cv-credit-1',
    kind: 'creditPack',
    credits: 1,
    price: 29_000,
    fees: [],
    name: { idn: '1 kredit CV Reviewer', en: '1 CV Reviewer credit' },
  },
  {
    id: 'cv-credit-3',
    kind: 'creditPack',
    credits: 3,
    price: 69_000,
    fees: [],
    name: { idn: '3 kredit CV Reviewer', en: '3 CV Reviewer credits' },
  },
  {
    id: 'cv-credit-10',
    kind: 'creditPack',
    credits: 10,
    price: 199_000,
    fees: [],
    name: { idn: '10 kredit CV Reviewer', en: '10 CV Reviewer credits' },
  },
] as const satisfies readonly PaymentProductDefinition[];

/** The test event ticket: a price plus a platform fee (flat) and a payment fee (percentage). */
export const EVENT_TEST_TICKET = {
  id: 'event-ticket-test',
  kind: 'eventTicket',
  credits: 0,
  price: 50_000,
  fees: [{ flatAmount: 2_500 }, { percentageAmount: 0.7 }],
  name: { idn: 'Tiket acara (uji coba)', en: 'Event ticket (test)' },
} as const satisfies PaymentProductDefinition;

export const PAYMENT_PRODUCTS: readonly PaymentProductDefinition[] = [
  ...CREDIT_PACKS,
  EVENT_TEST_TICKET,
];

export const PAYMENT_PRODUCT_IDS = [
  'cv-credit-1',
  'cv-credit-3',
  'cv-credit-10',
  'event-ticket-test',
] as const;
export type PaymentProductId = (typeof PAYMENT_PRODUCT_IDS)[number];

export function findPaymentProduct(id: string): PaymentProductDefinition | undefined {
  return PAYMENT_PRODUCTS.find((product) => product.id === id);
}

/** The fee of a product and what the buyer pays, whole rupiah. */
export function productAmounts(product: PaymentProductDefinition): {
  price: number;
  fee: number;
  amount: number;
} {
  const fee = autoApplyFee(product.fees, product.price);
  return { price: product.price, fee, amount: product.price + fee };
}

/** Where a buyer goes after paying when the order names no place of its own. */
export const DEFAULT_PAYMENT_RETURN_TO = '/cv-reviewer';

/**
 * A place on this site to go back to after paying: a path of our own ("/cv-reviewer/results"),
 * never another site ("//evil.example", "https://…") and never a backslash trick.
 */
export function isSafeReturnPath(value: string): boolean {
  return (
    value.length <= 200 &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !/[\\\s]/.test(value) &&
    !/^\/[^/]*:/.test(value)
  );
}
