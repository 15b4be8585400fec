import {
  type AdminCredential,
  adminCredentialListResponseSchema,
  adminCredentialSchema,
  type CredentialKind,
} from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './query-keys';

export interface CredentialQueueFilters {
  status: string;
  type: string;
  page: number;
}

/** GET /api/admin/credentials: awards and certificates of a status (under review unless chosen). */
const credentialQueueOptions = (filters: CredentialQueueFilters) =>
  queryOptions({
    queryKey: adminKeys.credentials(filters),
    queryFn: () =>
      apiRequest('/api/admin/credentials', {
        query: compactQuery({ ...filters }),
        schema: adminCredentialListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCredentialQueue = (filters: CredentialQueueFilters) =>
  useQuery(credentialQueueOptions(filters));

export interface CredentialDecision {
  type: CredentialKind;
  id: number;
  /** Absent: approve; given: decline with it. */
  reason?: string;
}

/** POST /api/admin/credentials/{type}/{id}/status. */
const decideCredential = ({ type, id, reason }: CredentialDecision) =>
  apiRequest(`/api/admin/credentials/${type}/${id}/status`, {
    method: 'POST',
    body: reason === undefined ? { admin_status: 'approved' } : { admin_status: 'declined', reason },
    schema: adminCredentialSchema,
  });

export function useDecideCredential() {
  const queryClient = useQueryClient();
  return useMutation<AdminCredential, unknown, CredentialDecision>({
    mutationFn: decideCredential,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
