import { describe, expect, it } from 'vitest';
import {
  CREDIT_PACKS,
  EVENT_TEST_TICKET,
  PAYMENT_PRODUCT_IDS,
  PAYMENT_PRODUCTS,
  findPaymentProduct,
  isSafeReturnPath,
  productAmounts,
} from './products';

describe('payment products', () => {
  it('sells the credit packs at their prices, without fees', () => {
    expect(CREDIT_PACKS.map((p) => [p.credits, productAmounts(p).amount])).toEqual([
      [1, 29_000],
      [3, 69_000],
      [10, 199_000],
    ]);
  });

  it('adds the fee items of the event ticket to its price', () => {
    // 2,500 flat + 0.7 % of 50,000 (350).
    expect(productAmounts(EVENT_TEST_TICKET)).toEqual({
      price: 50_000,
      fee: 2_850,
      amount: 52_850,
    });
  });

  it('lists every product id once', () => {
    expect(PAYMENT_PRODUCTS.map((p) => p.id)).toEqual([...PAYMENT_PRODUCT_IDS]);
    expect(findPaymentProduct('cv-credit-3')?.credits).toBe(3);
    expect(findPaymentProduct('nope')).toBeUndefined();
  });

  it('accepts only paths of this site as a return place', () => {
    expect(isSafeReturnPath('/cv-reviewer/results')).toBe(true);
    expect(isSafeReturnPath('/en/profile?tab=orders')).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', 'cv', '/javascript:x'])
      expect(isSafeReturnPath(bad)).toBe(false);
  });
});
