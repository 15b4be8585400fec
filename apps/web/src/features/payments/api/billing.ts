import {
  type BillingSummary,
  billingSummarySchema,
  changeCardResponseSchema,
  type PlanChangeInput,
  type PlanChangeQuote,
  type PlanChangeResponse,
  planChangeQuoteSchema,
  planChangeResponseSchema,
  planChangeSchema,
} from '@acorn/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const getBilling = async (): Promise<BillingSummary> =>
  (await apiRequest('/api/billing', { schema: z.object({ data: billingSummarySchema }) })).data;

export const billingQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'billing'], queryFn: getBilling });

/** The member's plan, period, next amount and scheduled change. */
export const useBilling = (enabled = true) => useQuery({ ...billingQueryOptions(), enabled });

const getQuote = async (packageId: number): Promise<PlanChangeQuote> =>
  (
    await apiRequest('/api/billing/change-quote', {
      query: { package_id: packageId },
      schema: z.object({ data: planChangeQuoteSchema }),
    })
  ).data;

/** What changing to `packageId` does and costs now; asked when the confirmation opens. */
export const usePlanChangeQuote = (packageId: number | null) =>
  useQuery({
    queryKey: ['payments', 'change-quote', packageId],
    queryFn: () => getQuote(packageId as number),
    enabled: packageId !== null,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * After a change the member's detail is read again (the tier its menus and gates use), with the
 * billing summary and the invoices: a feature the new plan has opens without a reload.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['accounts', 'me'] }),
      queryClient.invalidateQueries({ queryKey: ['payments'] }),
    ]);
}

export function useChangePlan() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: PlanChangeInput): Promise<PlanChangeResponse> =>
      apiRequest('/api/billing/change', { method: 'POST', body: input, schema: planChangeResponseSchema }),
    onSuccess: () => refresh(),
  });
}

export function useUndoPlanChange() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/billing/change', { method: 'DELETE', schema: z.object({ data: planChangeSchema }) }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/billing/card: the provider's page to change the card; the browser goes there. */
export const startCardChange = () =>
  apiRequest('/api/billing/card', { method: 'POST', schema: changeCardResponseSchema });
