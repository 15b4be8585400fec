import { failedMailSchema, listResponseSchema } from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const listSchema = listResponseSchema(failedMailSchema);

/** GET /api/admin/failed-mail: mail given up on (after its last retry, or its outcome unknown), latest first. */
const listFailedMail = (page: number) =>
  apiRequest('/api/admin/failed-mail', { query: { page }, schema: listSchema });

const failedMailQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.failedMail(page),
    queryFn: () => listFailedMail(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useFailedMail = (page: number) => useQuery(failedMailQueryOptions(page));

/** POST /api/admin/failed-mail/:id/resend: back in the queue, with the same Message-ID. */
const resendFailedMail = (mailId: number) =>
  apiRequest(`/api/admin/failed-mail/${mailId}/resend`, { method: 'POST', schema: failedMailSchema });

export function useResendFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendFailedMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
