import { invitationSchema, type Language, listResponseSchema } from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const listSchema = listResponseSchema(invitationSchema);

/** GET /api/admin/invitations: the advisor invitations sent, newest first. */
const listInvitations = (page: number) =>
  apiRequest('/api/admin/invitations', { query: { page }, schema: listSchema });

const invitationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.invitations(page),
    queryFn: () => listInvitations(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useInvitations = (page: number) => useQuery(invitationsQueryOptions(page));

/** POST /api/admin/invitations: e-mails a single-use code and a /createaccount?invitecode= link. */
const sendInvitation = (input: { email: string; language: Language }) =>
  apiRequest('/api/admin/invitations', { method: 'POST', body: input, schema: invitationSchema });

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
