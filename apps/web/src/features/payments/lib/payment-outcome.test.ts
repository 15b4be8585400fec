import { describe, expect, it } from 'vitest';
import { welcomeView } from './payment-outcome';

const done = {
  status: 'payment-done',
  subscription_id: 1,
  stripe_order_amount: 60.27,
  stripe_customer_id: null,
} as const;

describe('welcomeView', () => {
  it('celebrates a done payment', () => {
    expect(welcomeView(done, { step: 3 })).toBe('completed');
    expect(welcomeView(done, { step: 4 })).toBe('completed');
  });

  it('waits for a checkout still being confirmed, unless the registration is complete (bank transfer)', () => {
    expect(welcomeView({ status: 'payment-pending' }, { step: 3 })).toBe('confirming');
    expect(welcomeView({ status: 'payment-pending' }, { step: 4 })).toBe('completed');
  });

  it('sends away a visitor without any payment', () => {
    expect(welcomeView({ status: 'no-payment' }, { step: 4 })).toBe('leave');
  });
});
