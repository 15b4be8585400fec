import {
  type AdminUser,
  type AdminUserDetail,
  adminUserDetailSchema,
  adminUserSchema,
  type EraseUserInput,
  type FinancialRiskInput,
  type ListMeta,
  listResponseSchema,
} from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './query-keys';

export interface UserFilters {
  search: string;
  role: string;
  step: string;
  status: string;
  tier: string;
  page: number;
}

const userListSchema = listResponseSchema(adminUserSchema);

/** GET /api/admin/users: search by e-mail, company or name; filter by role, step, status and tier. */
export const searchUsers = (
  filters: Partial<UserFilters> & { perPage?: number },
): Promise<{ data: AdminUser[]; meta: ListMeta }> =>
  apiRequest('/api/admin/users', { query: compactQuery({ ...filters }), schema: userListSchema });

const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: () => searchUsers(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useUsers = (filters: UserFilters) => useQuery(usersQueryOptions(filters));

const getUser = (id: number): Promise<AdminUserDetail> =>
  apiRequest(`/api/admin/users/${id}`, { schema: adminUserDetailSchema });

const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: () => getUser(id), staleTime: 0 });

export const useUser = (id: number) => useQuery(userQueryOptions(id));

/** POST /api/admin/users/:id/status: activate or deactivate with a reason (deactivation ends their sessions). */
const setUserStatus = (id: number, input: { active: boolean; reason: string }) =>
  apiRequest(`/api/admin/users/${id}/status`, { method: 'POST', body: input, schema: adminUserDetailSchema });

/** A change to one user: the detail answered replaces the cached one; lists and the audit log reload. */
function useUserChange<Input>(userId: number, change: (input: Input) => Promise<AdminUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.user(userId), detail);
      await queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => query.queryKey[1] !== 'user' || query.queryKey[2] !== userId,
      });
    },
  });
}

export const useSetUserStatus = (userId: number) =>
  useUserChange(userId, (input: { active: boolean; reason: string }) => setUserStatus(userId, input));

/** POST /api/admin/users/:id/erase: erases a member's account for them, with the reason the audit log keeps. */
const eraseUser = (id: number, input: EraseUserInput) =>
  apiRequest(`/api/admin/users/${id}/erase`, { method: 'POST', body: input, schema: adminUserDetailSchema });

export const useEraseUser = (userId: number) =>
  useUserChange(userId, (input: EraseUserInput) => eraseUser(userId, input));

/** PUT /api/admin/users/:id/financial-risk: a company's scores from its credit report. */
const setFinancialRisk = (id: number, input: FinancialRiskInput) =>
  apiRequest(`/api/admin/users/${id}/financial-risk`, {
    method: 'PUT',
    body: input,
    schema: adminUserDetailSchema,
  });

export const useSetFinancialRisk = (userId: number) =>
  useUserChange(userId, (input: FinancialRiskInput) => setFinancialRisk(userId, input));

/** POST /api/admin/advisors/:id/participants: the advisor now works with this company. */
const linkParticipant = (advisorId: number, participantId: number) =>
  apiRequest(`/api/admin/advisors/${advisorId}/participants`, {
    method: 'POST',
    body: { participant_id: participantId },
    schema: adminUserDetailSchema,
  });

/** DELETE /api/admin/advisors/:id/participants/:participantId. */
const unlinkParticipant = (advisorId: number, participantId: number) =>
  apiRequest(`/api/admin/advisors/${advisorId}/participants/${participantId}`, {
    method: 'DELETE',
    schema: adminUserDetailSchema,
  });

export const useLinkParticipant = (advisorId: number) =>
  useUserChange(advisorId, (participantId: number) => linkParticipant(advisorId, participantId));

export const useUnlinkParticipant = (advisorId: number) =>
  useUserChange(advisorId, (participantId: number) => unlinkParticipant(advisorId, participantId));
