import { describe, expect, it } from 'vitest';
import { salesPrefilledMessage, salesWhatsAppLink, SALES_WHATSAPP_NUMBER } from './sales-link';
import { EMPLOYER_PLANS, yearlyPriceRupiah } from './pricing';

describe('sales link', () => {
  it('prefills the Indonesian promise of 2 free credits worth Rp699K after 30 minutes', () => {
    const message = salesPrefilledMessage();
    expect(message).toContain('30 menit');
    expect(message).toContain('2 kredit gratis senilai Rp699K');
  });

  it('is a wa.me link to the sales number carrying the message, encoded', () => {
    const url = new URL(salesWhatsAppLink());
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${SALES_WHATSAPP_NUMBER}`);
    expect(url.searchParams.get('text')).toBe(salesPrefilledMessage());
  });
});

describe('employer plans', () => {
  it('keeps posting free and prices the rest in whole rupiah', () => {
    expect(EMPLOYER_PLANS[0]).toMatchObject({ id: 'free', monthlyPriceRupiah: 0 });
    for (const plan of EMPLOYER_PLANS) {
      if (plan.monthlyPriceRupiah !== null) {
        expect(Number.isInteger(plan.monthlyPriceRupiah)).toBe(true);
      }
    }
    expect(EMPLOYER_PLANS.filter((plan) => plan.recommended)).toHaveLength(1);
  });

  it('charges ten months for a year on the yearly plans, and has no yearly price otherwise', () => {
    const growth = EMPLOYER_PLANS.find((plan) => plan.id === 'growth')!;
    expect(yearlyPriceRupiah(growth)).toBe(14_990_000);
    expect(yearlyPriceRupiah(EMPLOYER_PLANS.find((plan) => plan.id === 'enterprise')!)).toBeNull();
  });
});
