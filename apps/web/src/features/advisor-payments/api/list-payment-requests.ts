import {
  type PaymentRequest,
  type PaymentRequestStatus,
  paymentRequestListResponseSchema,
} from '@acorn/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The side filter as the spec's client sends it: an empty string means "any". */
export interface PaymentRequestFilterValues {
  month: string;
  year: string;
  status: PaymentRequestStatus | '';
}

export const EMPTY_FILTER: PaymentRequestFilterValues = { month: '', year: '', status: '' };

/** POST /api/listSbaPaymentInformation: the advisor's requests, newest month first. */
const listPaymentRequests = async (filter: PaymentRequestFilterValues): Promise<PaymentRequest[]> =>
  (
    await apiRequest('/api/listSbaPaymentInformation', {
      method: 'POST',
      body: filter,
      schema: paymentRequestListResponseSchema,
    })
  ).success;

export const paymentRequestsQueryKey = ['advisor-payments', 'requests'] as const;

const paymentRequestsQueryOptions = (filter: PaymentRequestFilterValues) =>
  queryOptions({
    queryKey: [...paymentRequestsQueryKey, filter],
    queryFn: () => listPaymentRequests(filter),
    // An operator may approve or pay a request at any time: never serve a long-cached list.
    staleTime: 0,
    // Changing the filter keeps the previous rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const usePaymentRequests = (filter: PaymentRequestFilterValues) =>
  useQuery(paymentRequestsQueryOptions(filter));
