import { type AddPaymentRequestInput, addPaymentRequestResponseSchema } from '@acorn/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentRequestsQueryKey } from './list-payment-requests';

/**
 * POST /api/addSbaPaymentInformation: one request per selected company. 409 when one of them
 * already has a request for that month (nothing is saved then), 403 for a company not associated.
 */
const addPaymentRequest = (input: AddPaymentRequestInput) =>
  apiRequest('/api/addSbaPaymentInformation', {
    method: 'POST',
    body: input,
    schema: addPaymentRequestResponseSchema,
  });

export function useAddPaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentRequestsQueryKey }),
  });
}
