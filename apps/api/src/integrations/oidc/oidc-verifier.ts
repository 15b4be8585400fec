import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { OidcProviderConfig } from '../../config';
import { AppError } from '../../lib/errors';

interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface OidcVerifier {
  /** The configured provider names, lower case; empty when social sign-in is off. */
  providers: string[];
  /**
   * Checks a provider's ID token (signature from the provider's JWKS, issuer, audience, expiry).
   * Throws AppError 400 unknown_provider or 401 invalid_provider_token; the 401 carries a
   * `cause` only when the provider could not be reached or answered wrongly, which is worth logging.
   */
  verify(provider: string, idToken: string): Promise<OidcIdentity>;
  /**
   * Trades an authorization code for the provider's ID token at its token endpoint (providers set
   * up with a client secret), and checks that token as `verify` does. Same errors as `verify`.
   */
  redeemCode(provider: string, code: string, redirectUri: string): Promise<string>;
}

type KeySet = ReturnType<typeof createRemoteJWKSet>;

const ALGORITHMS = ['RS256', 'ES256', 'PS256'];
const CLOCK_TOLERANCE_SECONDS = 60;
const FETCH_TIMEOUT_MS = 5000;
/** Real ID tokens are a few kilobytes; anything far larger is not worth parsing. */
const MAX_TOKEN_LENGTH = 16_384;

/** jose error codes that mean "this token is not acceptable", as opposed to "the provider failed us". */
const TOKEN_ERROR_CODES = new Set([
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

const invalidToken = (cause?: unknown) => new AppError({ code: 'invalid_provider_token', cause });

function withoutTrailingSlash(url: string) {
  return url.replace(/\/+$/, '');
}

/** Google documents both forms for the `iss` of its ID tokens. */
function acceptedIssuers(issuer: string): string[] {
  return withoutTrailingSlash(issuer) === 'https://accounts.google.com'
    ? [issuer, 'accounts.google.com']
    : [issuer];
}

async function discoverJwksUri(issuer: string): Promise<string> {
  const response = await fetch(`${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`OIDC discovery for ${issuer} answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // A discovery document for another issuer could hand us an attacker's keys (OIDC Discovery §4.3).
  if (
    typeof document.issuer !== 'string' ||
    withoutTrailingSlash(document.issuer) !== withoutTrailingSlash(issuer)
  ) {
    throw new Error(`OIDC discovery for ${issuer} names another issuer`);
  }
  const jwksUri = document.jwks_uri;
  if (
    typeof jwksUri !== 'string' ||
    !/^https?:$/.test(URL.canParse(jwksUri) ? new URL(jwksUri).protocol : '')
  ) {
    throw new Error(`OIDC discovery for ${issuer} has no usable jwks_uri`);
  }
  return jwksUri;
}

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function createOidcVerifier(providers: Record<string, OidcProviderConfig>): OidcVerifier {
  const keySets = new Map<string, Promise<KeySet>>();

  const keySetFor = (name: string, config: OidcProviderConfig): Promise<KeySet> => {
    let keySet = keySets.get(name);
    if (!keySet) {
      keySet = (config.jwksUri ? Promise.resolve(config.jwksUri) : discoverJwksUri(config.issuer)).then(
        (uri) => createRemoteJWKSet(new URL(uri), { timeoutDuration: FETCH_TIMEOUT_MS }),
      );
      // A failed discovery is retried on the next sign-in rather than cached.
      keySet.catch(() => keySets.delete(name));
      keySets.set(name, keySet);
    }
    return keySet;
  };

  const providerConfig = (providerName: string) => {
    const provider = providerName.toLowerCase();
    const config = Object.hasOwn(providers, provider) ? providers[provider] : undefined;
    if (!config) throw new AppError({ code: 'unknown_provider' });
    return { provider, config };
  };

  const verifier: OidcVerifier = {
    providers: Object.keys(providers),
    async verify(providerName, idToken) {
      const { provider, config } = providerConfig(providerName);
      if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > MAX_TOKEN_LENGTH) {
        throw invalidToken();
      }

      let payload: JWTPayload;
      try {
        const keySet = await keySetFor(provider, config);
        ({ payload } = await jwtVerify(idToken, keySet, {
          issuer: acceptedIssuers(config.issuer),
          audience: config.clientId,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub'],
        }));
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw typeof code === 'string' && TOKEN_ERROR_CODES.has(code) ? invalidToken() : invalidToken(error);
      }

      const subject = stringClaim(payload, 'sub');
      if (!subject) throw invalidToken();
      const emailVerified = payload.email_verified;
      return {
        subject,
        email: stringClaim(payload, 'email'),
        // Some providers send the flag as the string "true".
        emailVerified: emailVerified === true || emailVerified === 'true',
        name: stringClaim(payload, 'name'),
      };
    },
    async redeemCode(providerName, code, redirectUri) {
      const { provider, config } = providerConfig(providerName);
      if (!config.codeFlow) throw new AppError({ code: 'unknown_provider' });
      let idToken: unknown;
      try {
        const response = await fetch(config.codeFlow.tokenEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: config.clientId,
            client_secret: config.codeFlow.clientSecret,
          }),
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        // A refused code (used, expired, forged) is the caller's problem, not an outage.
        if (response.status === 400 || response.status === 401) throw invalidToken();
        if (!response.ok) throw new Error(`token endpoint of ${provider} answered ${response.status}`);
        ({ id_token: idToken } = (await response.json()) as { id_token?: unknown });
      } catch (error) {
        throw error instanceof AppError ? error : invalidToken(error);
      }
      if (typeof idToken !== 'string') throw invalidToken(new Error(`no id_token from ${provider}`));
      await verifier.verify(provider, idToken);
      return idToken;
    },
  };
  return verifier;
}
