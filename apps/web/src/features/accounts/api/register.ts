import { advisorCreatedResponseSchema, type RegisterInput, tokenResponseSchema } from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { login } from './sign-in';

/** POST /api/register: a participant account and its first session's token. */
export const registerParticipant = async (input: RegisterInput): Promise<string> =>
  (
    await apiRequest('/api/register', {
      method: 'POST',
      body: { ...input, role: '1' },
      schema: tokenResponseSchema,
    })
  ).success.token;

/** POST /api/advisors, then POST /api/login with the same credentials (accounts spec §4). */
export async function registerAdvisor(input: RegisterInput): Promise<string> {
  await apiRequest('/api/advisors', {
    method: 'POST',
    body: { ...input, role: '2' },
    schema: advisorCreatedResponseSchema,
  });
  return login({ email: input.email, password: input.password });
}

/** POST /api/invitecheck: resolves when the advisor invitation code is valid, throws a 422 otherwise. */
export async function checkInvitation(code: string): Promise<void> {
  await apiRequest('/api/invitecheck', { method: 'POST', body: { code } });
}

/** The check of an invitation link's code, made once when the create-account page opens. */
export const invitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['accounts', 'invitation', code],
    queryFn: () => checkInvitation(code).then(() => true as const),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
