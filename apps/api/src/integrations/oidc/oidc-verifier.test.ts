import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';
import { createOidcVerifier, type OidcVerifier } from './oidc-verifier';

let provider: TestOidcProvider;
let verifier: OidcVerifier;

beforeAll(async () => {
  provider = await startTestOidcProvider();
  verifier = createOidcVerifier({
    google: { clientId: provider.clientId, issuer: provider.issuer, jwksUri: provider.jwksUri },
  });
});

afterAll(async () => {
  await provider.close();
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function expectInvalidToken(token: string) {
  const error = await rejection(verifier.verify('google', token));
  expect(error.status).toBe(401);
  expect(error.code).toBe('invalid_provider_token');
  expect(error.message).toBe('The sign-in with this provider could not be verified');
  // The caller's fault, not the provider's: nothing worth logging.
  expect(error.cause).toBeUndefined();
}

describe('createOidcVerifier', () => {
  it('lists the configured providers', () => {
    expect(verifier.providers).toEqual(['google']);
  });

  it('accepts a valid ID token and returns the identity', async () => {
    const token = await provider.signIdToken({
      sub: 'user-123',
      email: 'ana@example.com',
      email_verified: true,
      name: 'Ana Silva',
    });
    await expect(verifier.verify('google', token)).resolves.toEqual({
      subject: 'user-123',
      email: 'ana@example.com',
      emailVerified: true,
      name: 'Ana Silva',
    });
  });

  it('reports a missing e-mail and an unverified one', async () => {
    const token = await provider.signIdToken({ sub: 'user-456' });
    await expect(verifier.verify('google', token)).resolves.toEqual({
      subject: 'user-456',
      email: undefined,
      emailVerified: false,
      name: undefined,
    });
  });

  it('refuses a token for another audience', async () => {
    await expectInvalidToken(await provider.signIdToken({ sub: 'u' }, { audience: 'someone-else' }));
  });

  it('refuses a token from another issuer', async () => {
    await expectInvalidToken(await provider.signIdToken({ sub: 'u' }, { issuer: 'https://evil.example' }));
  });

  it('refuses an expired token', async () => {
    await expectInvalidToken(await provider.signIdToken({ sub: 'u' }, { expiresIn: '-5m' }));
  });

  it('refuses a token signed by a key that is not in the JWKS', async () => {
    await expectInvalidToken(await provider.signIdToken({ sub: 'u' }, { key: 'wrong' }));
  });

  it('refuses a garbage string and an empty one', async () => {
    await expectInvalidToken('not-a-token');
    await expectInvalidToken('a.b.c');
    await expectInvalidToken('');
  });

  it('refuses an unknown provider with a 400', async () => {
    const token = await provider.signIdToken({ sub: 'u' });
    for (const name of ['facebook', 'constructor', '__proto__']) {
      const error = await rejection(verifier.verify(name, token));
      expect(error.status).toBe(400);
      expect(error.code).toBe('unknown_provider');
    }
  });

  it('finds the keys through discovery when no JWKS URI is configured', async () => {
    const discovering = createOidcVerifier({
      linkedin: { clientId: provider.clientId, issuer: provider.issuer },
    });
    const token = await provider.signIdToken({ sub: 'li-1', email: 'li@example.com', email_verified: true });
    await expect(discovering.verify('linkedin', token)).resolves.toMatchObject({
      subject: 'li-1',
      email: 'li@example.com',
      emailVerified: true,
    });
  });

  it('answers 401 with the cause attached when the provider cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const token = await provider.signIdToken({ sub: 'u' });
    for (const config of [
      { clientId: provider.clientId, issuer: provider.issuer, jwksUri: `http://127.0.0.1:${port}/jwks` },
      { clientId: provider.clientId, issuer: `http://127.0.0.1:${port}` },
    ]) {
      const unreachable = createOidcVerifier({ google: config });
      const error = await rejection(unreachable.verify('google', token));
      expect(error.status).toBe(401);
      expect(error.code).toBe('invalid_provider_token');
      expect(error.cause).toBeDefined();
    }
  });
});
