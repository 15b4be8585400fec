import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

interface TestIdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface SignIdTokenOptions {
  audience?: string;
  issuer?: string;
  /** jose's setExpirationTime: a time span such as '10m' or '-1h', or seconds since the epoch. */
  expiresIn?: string | number;
  /** 'wrong': signed with a key that is not in the JWKS (under the same key id). */
  key?: 'wrong';
}

export interface TestOidcProvider {
  issuer: string;
  jwksUri: string;
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  signIdToken(claims: TestIdTokenClaims, options?: SignIdTokenOptions): Promise<string>;
  /** An authorization code the token endpoint redeems once, for `redirectUri`, as this ID token. */
  issueCode(claims: TestIdTokenClaims, redirectUri: string): Promise<string>;
  /** How many times the token endpoint was called. */
  tokenRequests(): number;
  close(): Promise<void>;
}

const KEY_ID = 'test-key-1';

/** A minimal OpenID provider on 127.0.0.1: discovery document, JWKS, and a way to mint ID tokens. */
export async function startTestOidcProvider({
  clientId = 'acorn-test-client',
  clientSecret = 'acorn-test-secret',
} = {}): Promise<TestOidcProvider> {
  const signing = await generateKeyPair('RS256', { extractable: true });
  const wrong = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(signing.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };

  let issuer = '';
  const codes = new Map<string, { idToken: string; redirectUri: string }>();
  let tokenCalls = 0;

  /** RFC 6749 §4.1.3 with client_secret_post, the way LinkedIn takes it. */
  const redeem = (form: URLSearchParams) => {
    tokenCalls += 1;
    const grant = codes.get(form.get('code') ?? '');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== form.get('redirect_uri')
    ) {
      return { status: 400, body: { error: 'invalid_grant' } };
    }
    codes.delete(form.get('code') ?? '');
    return { status: 200, body: { access_token: 'opaque', expires_in: 3600, id_token: grant.idToken } };
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path === '/token' && request.method === 'POST') {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const { status, body } = redeem(new URLSearchParams(raw));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
      return;
    }
    const body =
      path === '/.well-known/openid-configuration'
        ? {
            issuer,
            jwks_uri: `${issuer}/jwks`,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            response_types_supported: ['id_token', 'code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          }
        : path === '/jwks'
          ? jwks
          : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: TestOidcProvider = {
    issuer,
    jwksUri: `${issuer}/jwks`,
    tokenEndpoint: `${issuer}/token`,
    clientId,
    clientSecret,
    tokenRequests: () => tokenCalls,
    async issueCode(claims, redirectUri) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { idToken: await provider.signIdToken(claims), redirectUri });
      return code;
    },
    signIdToken(claims, options = {}) {
      const { sub, ...rest } = claims;
      return new SignJWT(rest)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(options.key === 'wrong' ? wrong.privateKey : signing.privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return provider;
}
