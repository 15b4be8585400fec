import {
  type LoginInput,
  type OperatorLoginResponse,
  operatorLoginResponseSchema,
  tokenResponseSchema,
} from '@acorn/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/admin/login: the password. The answer is a five-minute challenge; on the first sign-in
 * it also carries the new TOTP secret to add to an authenticator app (decision 006).
 */
export const startOperatorSignIn = (input: LoginInput): Promise<OperatorLoginResponse> =>
  apiRequest('/api/admin/login', { method: 'POST', body: input, schema: operatorLoginResponseSchema });

/** POST /api/admin/mfa: the 6-digit code; 422 when wrong, 401 when the challenge has expired. */
export const completeOperatorSignIn = async (input: { challenge: string; code: string }): Promise<string> =>
  (await apiRequest('/api/admin/mfa', { method: 'POST', body: input, schema: tokenResponseSchema })).success
    .token;
