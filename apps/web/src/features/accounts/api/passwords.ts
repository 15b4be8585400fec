import {
  type ChangePasswordInput,
  changePasswordResponseSchema,
  messageResponseSchema,
  type ResetPasswordInput,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/forgotPassword: always the same message, whether or not the address has an account. */
export const requestPasswordReset = async (email: string): Promise<string> =>
  (
    await apiRequest('/api/forgotPassword', {
      method: 'POST',
      body: { email },
      schema: messageResponseSchema,
    })
  ).success;

/** POST /api/validatePasswordToken: resolves for a usable reset code, a 422 otherwise. */
const validateResetCode = async (code: string): Promise<true> => {
  await apiRequest('/api/validatePasswordToken', {
    method: 'POST',
    body: { password_token: code },
    schema: messageResponseSchema,
  });
  return true;
};

export const resetCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['accounts', 'reset-code', code],
    queryFn: () => validateResetCode(code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** POST /api/resetPassword: the success message for the login page. */
export const resetPassword = async (input: ResetPasswordInput): Promise<string> =>
  (await apiRequest('/api/resetPassword', { method: 'POST', body: input, schema: messageResponseSchema }))
    .success;

/** POST /api/changePassword: every session ends, so the answer carries the caller's new token. */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest('/api/changePassword', { method: 'POST', body: input, schema: changePasswordResponseSchema });
