import { describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  carriesNonce,
  findOidcClient,
  type PendingSocialSignIn,
  readSocialCallback,
} from './oidc-flow';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const idToken = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;

const pending: PendingSocialSignIn = {
  provider: 'google',
  state: 'state-1',
  nonce: 'nonce-1',
  intent: { kind: 'login' },
};
const stored = JSON.stringify(pending);
/** The callback page's location with this fragment (and query). */
const at = (hash: string, search = '') => ({ hash, search });

describe('social sign-in redirect', () => {
  it('asks the provider for an ID token with our state and nonce', () => {
    const url = new URL(
      authorizationUrl(
        {
          provider: 'google',
          clientId: 'client-1',
          authorizationEndpoint: 'https://idp.example/auth',
          responseType: 'id_token',
        },
        { redirectUri: 'https://acorn.example/auth/callback', state: 's', nonce: 'n', language: 'pt' },
      ),
    );
    expect(url.origin + url.pathname).toBe('https://idp.example/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email profile',
      redirect_uri: 'https://acorn.example/auth/callback',
      state: 's',
      nonce: 'n',
      ui_locales: 'pt',
    });
  });

  it('accepts the answer to the attempt this tab started', () => {
    const token = idToken({ sub: 'u', nonce: 'nonce-1' });
    expect(readSocialCallback(at(`#id_token=${token}&state=state-1`), stored)).toEqual({
      ok: true,
      idToken: token,
      pending,
    });
  });

  it('refuses another state, another nonce, no attempt or no token', () => {
    const token = idToken({ sub: 'u', nonce: 'nonce-1' });
    expect(readSocialCallback(at(`#id_token=${token}&state=other`), stored)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readSocialCallback(at(`#id_token=${idToken({ nonce: 'x' })}&state=state-1`), stored)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readSocialCallback(at(`#id_token=${token}&state=state-1`), null)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readSocialCallback(at('#state=state-1'), stored)).toEqual({ ok: false, reason: 'invalid' });
    expect(readSocialCallback(at('#id_token=garbage&state=state-1'), stored)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('asks a code-flow provider for a code, answered in the query', () => {
    const url = new URL(
      authorizationUrl(
        {
          provider: 'linkedin',
          clientId: 'li-1',
          authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
          responseType: 'code',
        },
        { redirectUri: 'https://acorn.example/auth/callback', state: 's', nonce: 'n', language: 'es' },
      ),
    );
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.has('response_mode')).toBe(false);
  });

  it('takes a code from the query for the attempt this tab started', () => {
    const linkedin = JSON.stringify({ ...pending, provider: 'linkedin' });
    expect(readSocialCallback(at('', '?code=abc&state=state-1'), linkedin)).toEqual({
      ok: true,
      code: 'abc',
      pending: { ...pending, provider: 'linkedin' },
    });
    expect(readSocialCallback(at('', '?code=abc&state=forged'), linkedin)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readSocialCallback(at('', '?error=user_cancelled_login&state=state-1'), linkedin)).toEqual({
      ok: false,
      reason: 'cancelled',
    });
  });

  it('checks the nonce of a redeemed token only when the provider echoes one', () => {
    expect(carriesNonce(idToken({ sub: 'u', nonce: 'nonce-1' }), 'nonce-1', true)).toBe(true);
    expect(carriesNonce(idToken({ sub: 'u' }), 'nonce-1', true)).toBe(true);
    expect(carriesNonce(idToken({ sub: 'u', nonce: 'other' }), 'nonce-1', true)).toBe(false);
    expect(carriesNonce(idToken({ sub: 'u' }), 'nonce-1')).toBe(false);
  });

  it('reports a cancelled sign-in', () => {
    expect(readSocialCallback(at('#error=access_denied&state=state-1'), stored)).toEqual({
      ok: false,
      reason: 'cancelled',
    });
  });

  it('has no start data for a provider the configuration gives no authorization endpoint', () => {
    const config = {
      brandName: 'Acorn',
      contactEmail: '',
      cardPayments: true,
      social: { linkedin: '', facebook: '', youtube: '', twitter: '', instagram: '' },
      oidcProviders: ['google'],
      oidcClients: [],
    };
    expect(findOidcClient(config, 'google')).toBeUndefined();
    const client = {
      provider: 'google',
      clientId: 'c',
      authorizationEndpoint: 'https://idp.example/auth',
      responseType: 'id_token' as const,
    };
    expect(findOidcClient({ ...config, oidcClients: [client] }, 'google')).toEqual(client);
  });
});
