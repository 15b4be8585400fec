import { describe, expect, it } from 'vitest';
import { checkoutQuote, keepPaymentOption, submittingLabelKey } from './checkout-options';

const PORTUGAL = 152;
const SPAIN = 179;
const GERMANY = 75;
const platinum = { monthly_cost: 1200, yearly_cost: 12000 };
const crystal = { monthly_cost: 49, yearly_cost: 490 };

describe('checkout options', () => {
  it('offers Bank transfer from 10000 euros and Direct debit below, Credit always', () => {
    expect(checkoutQuote(platinum, 'annual', PORTUGAL).options).toEqual(['Credit', 'Bank']);
    expect(checkoutQuote(platinum, 'monthly', PORTUGAL).options).toEqual(['Credit', 'Debit']);
    expect(checkoutQuote(crystal, 'annual', PORTUGAL).options).toEqual(['Credit', 'Debit']);
    // A deployment without card payments sells by bank transfer at any price.
    expect(checkoutQuote(crystal, 'monthly', PORTUGAL, false).options).toEqual(['Bank']);
    expect(keepPaymentOption('Credit', ['Bank'])).toBe('Bank');
    expect(checkoutQuote({ monthly_cost: 0, yearly_cost: 10000 }, 'annual', null).options).toEqual([
      'Credit',
      'Bank',
    ]);
    expect(checkoutQuote({ monthly_cost: 0, yearly_cost: 9999.99 }, 'annual', null).options).toEqual([
      'Credit',
      'Debit',
    ]);
  });

  it('quotes the period price with the VAT of the buyer country', () => {
    expect(checkoutQuote(platinum, 'annual', PORTUGAL).amounts).toMatchObject({
      net: 12000,
      vatRate: 23,
      vat: 2760,
      total: 14760,
    });
    expect(checkoutQuote(crystal, 'monthly', SPAIN).amounts).toMatchObject({
      net: 49,
      vatRate: 21,
      vat: 10.29,
      total: 59.29,
    });
    expect(checkoutQuote(crystal, 'monthly', GERMANY).amounts).toMatchObject({ vat: 0, total: 49 });
    expect(checkoutQuote(crystal, 'monthly', null).price).toBe(49);
  });

  it('falls back to Credit when the period no longer allows the chosen option', () => {
    expect(keepPaymentOption('Bank', ['Credit', 'Bank'])).toBe('Bank');
    expect(keepPaymentOption('Bank', ['Credit', 'Debit'])).toBe('Credit');
    expect(keepPaymentOption('Debit', ['Credit', 'Bank'])).toBe('Credit');
  });

  it("labels the button by where 'Continue to pay' goes", () => {
    expect(submittingLabelKey('Bank')).toBe('checkout.submittingBank');
    expect(submittingLabelKey('Credit')).toBe('checkout.redirecting');
    expect(submittingLabelKey('Debit')).toBe('checkout.redirecting');
  });
});
