import type { AppConfig } from '@acorn/contracts';

/**
 * Social sign-in through an OpenID Connect redirect. The browser goes to the provider, which sends
 * it back to /auth/callback either with the ID token in the URL fragment (`response_type=id_token`)
 * or, for providers that only offer it (LinkedIn), with an authorization code in the query that
 * POST /api/socialToken redeems for the ID token. The callback page posts the token to
 * /api/socialLogin or /api/socialRegistration, where the server verifies it. The providers' script
 * SDKs cannot load under the app's CSP.
 */

/** What the browser needs to start a provider's flow; the client id is public. */
export type OidcClient = AppConfig['oidcClients'][number];

export type SocialIntent =
  /** `returnTo`: the page of this site to go back to once signed in. */
  | { kind: 'login'; returnTo?: string }
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

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function authorizationUrl(
  client: OidcClient,
  options: { redirectUri: string; state: string; nonce: string; language: string },
): string {
  const url = new URL(client.authorizationEndpoint);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('response_type', client.responseType);
  // A code comes back in the query (the default); an ID token stays out of logs in the fragment.
  if (client.responseType === 'id_token') url.searchParams.set('response_mode', 'fragment');
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
  | { ok: true; pending: PendingSocialSignIn; idToken: string }
  | { ok: true; pending: PendingSocialSignIn; code: string }
  /** `cancelled`: the user stopped at the provider; `invalid`: no attempt of ours matches. */
  | { ok: false; reason: 'cancelled' | 'invalid' };

/** Whether an ID token carries the attempt's nonce; `optional` accepts a token without one. */
export function carriesNonce(idToken: string, nonce: string, optional = false): boolean {
  const claim = decodeJwtPayload(idToken)?.nonce;
  return claim === nonce || (optional && claim === undefined);
}

/**
 * Reads the provider's answer (the fragment for an ID token, the query for a code) and checks it
 * belongs to the attempt this tab started: same state, and an ID token carries our nonce. The
 * server verifies the token itself.
 */
export function readSocialCallback(
  location: { hash: string; search: string },
  stored: string | null,
): SocialCallbackResult {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const params = fragment.has('state') ? fragment : new URLSearchParams(location.search);
  let pending: PendingSocialSignIn | undefined;
  try {
    pending = stored ? (JSON.parse(stored) as PendingSocialSignIn) : undefined;
  } catch {
    pending = undefined;
  }
  if (!pending || params.get('state') !== pending.state) return { ok: false, reason: 'invalid' };
  if (params.get('error')) return { ok: false, reason: 'cancelled' };
  const idToken = params.get('id_token');
  if (idToken) return carriesNonce(idToken, pending.nonce) ? { ok: true, idToken, pending } : invalid;
  const code = params.get('code');
  return code ? { ok: true, code, pending } : invalid;
}

const invalid = { ok: false, reason: 'invalid' } as const;
