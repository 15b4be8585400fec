import { type AdminPaymentRequest, adminPaymentRequestSchema, listResponseSchema } from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './query-keys';

export interface PaymentRequestFilters {
  status: string;
  month: string;
  year: string;
  advisor_id: string;
  page: number;
}

const listSchema = listResponseSchema(adminPaymentRequestSchema);

/** GET /api/admin/payment-requests: every advisor's requests, newest first, with who approved and paid. */
const listPaymentRequests = (filters: PaymentRequestFilters) =>
  apiRequest('/api/admin/payment-requests', { query: compactQuery({ ...filters }), schema: listSchema });

const paymentRequestsQueryOptions = (filters: PaymentRequestFilters) =>
  queryOptions({
    queryKey: adminKeys.paymentRequests(filters),
    queryFn: () => listPaymentRequests(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePaymentRequestQueue = (filters: PaymentRequestFilters) =>
  useQuery(paymentRequestsQueryOptions(filters));

export type PaymentRequestStep = 'approve' | 'pay';

/** POST /api/admin/payment-requests/:id/approve | /pay: Submitted → Approved → Paid; 409 otherwise. */
const advancePaymentRequest = ({ id, step }: { id: number; step: PaymentRequestStep }) =>
  apiRequest(`/api/admin/payment-requests/${id}/${step}`, {
    method: 'POST',
    schema: adminPaymentRequestSchema,
  });

export function useAdvancePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation<AdminPaymentRequest, unknown, { id: number; step: PaymentRequestStep }>({
    mutationFn: advancePaymentRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
