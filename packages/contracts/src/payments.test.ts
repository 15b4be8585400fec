import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_THRESHOLD } from './constants';
import {
  allowedPaymentOptions,
  bankPostInputSchema,
  periodPrice,
  stripePostInputSchema,
  vatBreakdown,
  vatRateForCountry,
} from './payments';

describe('allowedPaymentOptions', () => {
  it('offers Bank from the threshold on, Debit only below it, Credit always', () => {
    expect(BANK_TRANSFER_THRESHOLD).toBe(10000);
    expect(allowedPaymentOptions(49)).toEqual(['Credit', 'Debit']);
    expect(allowedPaymentOptions(9999.99)).toEqual(['Credit', 'Debit']);
    expect(allowedPaymentOptions(10000)).toEqual(['Credit', 'Bank']);
    expect(allowedPaymentOptions(12000)).toEqual(['Credit', 'Bank']);
  });
});

describe('VAT', () => {
  it('is 23% in Portugal, 21% in Spain, 0 elsewhere', () => {
    expect(vatRateForCountry(152)).toBe(23);
    expect(vatRateForCountry(179)).toBe(21);
    expect(vatRateForCountry(71)).toBe(0);
    expect(vatRateForCountry(null)).toBe(0);
  });

  it('adds up in whole cents', () => {
    expect(vatBreakdown(499, 23)).toEqual({
      net: 499,
      vatRate: 23,
      vat: 114.77,
      total: 613.77,
      totalCents: 61377,
    });
    expect(vatBreakdown(149, 21)).toEqual({
      net: 149,
      vatRate: 21,
      vat: 31.29,
      total: 180.29,
      totalCents: 18029,
    });
    expect(vatBreakdown(0.1, 23).totalCents).toBe(12);
    expect(vatBreakdown(12000, 0).total).toBe(12000);
  });

  it('prices the chosen period', () => {
    expect(periodPrice({ monthly_cost: 1200, yearly_cost: 12000 }, 'annual')).toBe(12000);
    expect(periodPrice({ monthly_cost: 1200, yearly_cost: 12000 }, 'monthly')).toBe(1200);
  });
});

describe('checkout inputs', () => {
  it('accept the spec payload, coerce the package id and drop anything else', () => {
    expect(
      stripePostInputSchema.parse({ user_id: 3, id: '2', substype: 'annual', payoption: 'Debit', amount: 1 }),
    ).toEqual({ user_id: 3, id: 2, substype: 'annual', payoption: 'Debit' });
    expect(stripePostInputSchema.parse({ id: 2, substype: 'monthly' }).payoption).toBe('Credit');
    expect(bankPostInputSchema.parse({ id: 4, substype: 'annual' }).payoption).toBe('Bank');
    expect(stripePostInputSchema.safeParse({ id: 2, substype: 'weekly' }).success).toBe(false);
    expect(stripePostInputSchema.safeParse({ id: 0, substype: 'annual' }).success).toBe(false);
  });
});
