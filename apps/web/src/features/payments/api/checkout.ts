import {
  type BankPostInput,
  type BankTransferDetails,
  bankPostResponseSchema,
  type StripePostInput,
  type StripePostResponse,
  stripePostResponseSchema,
} from '@acorn/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/stripePost: a hosted checkout for card or SEPA Direct Debit; the browser goes to `url`. */
export const startCheckout = (input: StripePostInput): Promise<StripePostResponse> =>
  apiRequest('/api/stripePost', { method: 'POST', body: input, schema: stripePostResponseSchema });

/** POST /api/bankPost: a bank transfer; answers what to transfer and where. */
export const registerBankTransfer = async (input: BankPostInput): Promise<BankTransferDetails> =>
  (await apiRequest('/api/bankPost', { method: 'POST', body: input, schema: bankPostResponseSchema })).data;
