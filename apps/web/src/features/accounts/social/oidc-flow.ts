import type { AppConfig } from '@acorn/contracts';

/**
 * Social sign-in through an OpenID Connect redirect (implicit flow, `response_type=id_token`):
 * the browser goes to the provider, which sends it back to /auth/callback with the ID token in the
 * URL fragment; the callback page posts that token to /api/socialLogin or /api/socialRegistration,
 * where the server verifies it. The providers' script SDKs cannot load under the app's CSP.
 */

/** What the browser needs to start a provider's flow; the client id is public. */
export interface OidcClient {
  provider: string;
  clientId: string;
  authorizationEndpoint: string;
}

export type SocialIntent =
  | { kind: 'login' }
  | { kind: 'register'; role: '1' | '2'; invitecode?: string; ref?: string; subscription?: number };

/** Kept in sessionStorage while the browser is at the provider. */
export interface PendingSocialSignIn {
  provider: string;
  state: string;
  nonce: string;
  intent: SocialIntent;
}

export const PENDING_KEY = 'acorn.social-sign-in';

/** The start data of `provider` from GET /api/app-config, when the deployment publishes it. */
export function findOidcClient(config: AppConfig | undefined, provider: string): OidcClient | undefined {
  return config?.oidcClients.find((client) => client.provider === provider);
}

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function authorizationUrl(
  client: OidcClient,
  options: { redirectUri: string; state: string; nonce: string; language: string },
): string {
  const url = new URL(client.authorizationEndpoint);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('state', options.state);
  url.searchParams.set('nonce', options.nonce);
  url.searchParams.set('ui_locales', options.language);
  return url.toString();
}

/** Remembers the attempt and sends the browser to the provider. */
export function beginSocialSignIn(
  client: OidcClient,
  intent: SocialIntent,
  options: { redirectUri: string; language: string },
): void {
  const pending: PendingSocialSignIn = {
    provider: client.provider,
    state: randomToken(),
    nonce: randomToken(),
    intent,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(
    authorizationUrl(client, { ...options, state: pending.state, nonce: pending.nonce }),
  );
}

function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export type SocialCallbackResult =
  | { ok: true; idToken: string; pending: PendingSocialSignIn }
  /** `cancelled`: the user stopped at the provider; `invalid`: no attempt of ours matches. */
  | { ok: false; reason: 'cancelled' | 'invalid' };

/**
 * Reads the provider's answer from the URL fragment and checks it belongs to the attempt this tab
 * started (same state, and the token carries our nonce). The server verifies the token itself.
 */
export function readSocialCallback(hash: string, stored: string | null): SocialCallbackResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  let pending: PendingSocialSignIn | undefined;
  try {
    pending = stored ? (JSON.parse(stored) as PendingSocialSignIn) : undefined;
  } catch {
    pending = undefined;
  }
  if (!pending || params.get('state') !== pending.state) return { ok: false, reason: 'invalid' };
  if (params.get('error')) return { ok: false, reason: 'cancelled' };
  const idToken = params.get('id_token');
  if (!idToken || decodeJwtPayload(idToken)?.nonce !== pending.nonce) return { ok: false, reason: 'invalid' };
  return { ok: true, idToken, pending };
}
