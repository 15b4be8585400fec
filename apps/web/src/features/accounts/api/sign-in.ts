import {
  type LoginInput,
  type SocialLoginInput,
  type SocialRegistrationInput,
  type SocialTokenInput,
  socialTokenResponseSchema,
  tokenResponseSchema,
  type UserDetail,
} from '@acorn/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { meQueryOptions } from './get-me';

/** POST /api/login: the new session's token. 401 for a wrong e-mail or password, 429 when locked. */
export const login = async (input: LoginInput): Promise<string> =>
  (await apiRequest('/api/login', { method: 'POST', body: input, schema: tokenResponseSchema })).success
    .token;

/** POST /api/socialLogin with the provider's ID token. */
export const socialLogin = async (input: SocialLoginInput): Promise<string> =>
  (await apiRequest('/api/socialLogin', { method: 'POST', body: input, schema: tokenResponseSchema })).success
    .token;

/** POST /api/socialToken: the server redeems a provider's authorization code for its ID token. */
export const redeemSocialCode = async (input: SocialTokenInput): Promise<string> =>
  (await apiRequest('/api/socialToken', { method: 'POST', body: input, schema: socialTokenResponseSchema }))
    .providerToken;

/** POST /api/socialRegistration: creates the account (or signs in a known identity). */
export const socialRegistration = async (input: SocialRegistrationInput): Promise<string> =>
  (
    await apiRequest('/api/socialRegistration', {
      method: 'POST',
      body: input,
      schema: tokenResponseSchema,
    })
  ).success.token;

/**
 * Keeps a new token (and, once the profile has loaded, the role) under the spec's storage keys
 * and caches the user's detail for the guards. When the profile cannot be loaded the session is
 * dropped again and the error thrown.
 */
export async function startSession(queryClient: QueryClient, token: string): Promise<UserDetail> {
  sessionStore.start({ token, role: '' });
  try {
    const user = await queryClient.fetchQuery(meQueryOptions(token));
    sessionStore.start({ token, role: user.cb_roles_id });
    return user;
  } catch (error) {
    sessionStore.clear();
    throw error;
  }
}
