import { type BankTransferDetails, bankTransferResponseSchema } from '@acorn/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const getBankTransfer = async (): Promise<BankTransferDetails> =>
  (await apiRequest('/api/bank-transfer', { schema: bankTransferResponseSchema })).data;

/** GET /api/bank-transfer: the caller's latest bank-transfer purchase. */
export const bankTransferQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'bank-transfer'], queryFn: getBankTransfer });

export const useBankTransfer = () => useQuery(bankTransferQueryOptions());
