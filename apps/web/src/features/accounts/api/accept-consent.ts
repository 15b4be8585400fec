import { type UserDetail, userDetailSchema } from '@acorn/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { meQueryOptions } from './get-me';

/** POST /api/rgpd answers with the updated user detail. */
const acceptConsent = (): Promise<UserDetail> =>
  apiRequest('/api/rgpd', { method: 'POST', body: { accept: true }, schema: userDetailSchema });

export function useAcceptConsent() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: acceptConsent,
    onSuccess: (user) => queryClient.setQueryData(meQueryOptions(token ?? '').queryKey, user),
  });
}
