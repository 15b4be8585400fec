import {
  bankTransferConfirmationSchema,
  listResponseSchema,
  pendingBankTransferSchema,
} from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const listSchema = listResponseSchema(pendingBankTransferSchema);

/** GET /api/admin/bank-transfers: bank-transfer purchases waiting for the money, oldest first. */
const listPendingBankTransfers = (page: number) =>
  apiRequest('/api/admin/bank-transfers', { query: { page }, schema: listSchema });

const bankTransfersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.bankTransfers(page),
    queryFn: () => listPendingBankTransfers(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePendingBankTransfers = (page: number) => useQuery(bankTransfersQueryOptions(page));

/** POST /api/admin/bank-transfers/:id/confirm: activates the subscription and issues the invoice. */
const confirmBankTransfer = (subscriptionId: number) =>
  apiRequest(`/api/admin/bank-transfers/${subscriptionId}/confirm`, {
    method: 'POST',
    schema: bankTransferConfirmationSchema,
  });

export function useConfirmBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBankTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
