import { type PaymentResult, paymentResultSchema } from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/paymentSuccessTaffiliate: the outcome of the checkout the browser came back from. */
const getPaymentResult = (sessionId: string | undefined): Promise<PaymentResult> =>
  apiRequest('/api/paymentSuccessTaffiliate', {
    query: { session_id: sessionId },
    schema: paymentResultSchema,
  });

export const paymentResultQueryOptions = (sessionId: string | undefined) =>
  queryOptions({
    queryKey: ['payments', 'result', sessionId ?? null],
    queryFn: () => getPaymentResult(sessionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
