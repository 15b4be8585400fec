import {
  type LoginInput,
  type SocialLoginInput,
  type SocialRegistrationInput,
  type SocialTokenInput,
  socialTokenResponseSchema,
  tokenResponseSchema,
} from '@acorn/contracts';
import { apiRequest } from '../../../lib/api-client';

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
