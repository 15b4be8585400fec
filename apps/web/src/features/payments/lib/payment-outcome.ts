import { type PaymentResult, REGISTRATION_COMPLETE_STEP } from '@acorn/contracts';

/** The payment status of an account whose bank transfer is on its way (decision 007). */
export const BANK_TRANSFER_PENDING = 'Bank transfer pending';

/** How often and how many times a checkout still being confirmed is asked about again. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_ATTEMPTS = 5;

export type WelcomeView = 'completed' | 'confirming' | 'leave';

/**
 * What /welcome shows for the payment result: the registration is complete when the payment is
 * done, or when the account is already registered while a payment is still pending (a bank
 * transfer completes the registration before the money arrives); a checkout still being
 * confirmed is waited for; no payment at all sends the user away (spec: any failure goes to /).
 */
export function welcomeView(result: PaymentResult, user: { step: number }): WelcomeView {
  if (result.status === 'payment-done') return 'completed';
  if (result.status === 'payment-pending') {
    return user.step >= REGISTRATION_COMPLETE_STEP ? 'completed' : 'confirming';
  }
  return 'leave';
}
