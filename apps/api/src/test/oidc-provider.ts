import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface TestIdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface SignIdTokenOptions {
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
  clientId: string;
  signIdToken(claims: TestIdTokenClaims, options?: SignIdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

const KEY_ID = 'test-key-1';

/** A minimal OpenID provider on 127.0.0.1: discovery document, JWKS, and a way to mint ID tokens. */
export async function startTestOidcProvider({
  clientId = 'acorn-test-client',
} = {}): Promise<TestOidcProvider> {
  const signing = await generateKeyPair('RS256', { extractable: true });
  const wrong = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(signing.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };

  let issuer = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const body =
      path === '/.well-known/openid-configuration'
        ? {
            issuer,
            jwks_uri: `${issuer}/jwks`,
            authorization_endpoint: `${issuer}/authorize`,
            response_types_supported: ['id_token'],
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

  return {
    issuer,
    jwksUri: `${issuer}/jwks`,
    clientId,
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
}
