import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerParticipant, uniqueEmail } from '../../test/accounts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let google: TestOidcProvider;
beforeAll(async () => {
  google = await startTestOidcProvider();
  t = await createTestApp({
    env: {
      SBA_INVITE_CODE: 'standing-invite-2026',
      OIDC_GOOGLE_CLIENT_ID: google.clientId,
      OIDC_GOOGLE_ISSUER: google.issuer,
      OIDC_GOOGLE_JWKS_URI: google.jwksUri,
    },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
let subjects = 0;
const nextSubject = () => `google-subject-${Date.now()}-${++subjects}`;

describe('social sign-in', () => {
  it('lists the configured providers for the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json().oidcProviders).toEqual(['google']);
    expect(res.json().oidcClients).toEqual([
      {
        provider: 'google',
        clientId: google.clientId,
        authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      },
    ]);
  });

  it('registers with a verified ID token, then signs in with the same identity', async () => {
    const email = uniqueEmail('social');
    const sub = nextSubject();
    const providerToken = await google.signIdToken({ sub, email, email_verified: true, name: 'Ana Lopes' });
    const registered = await post('/api/socialRegistration', {
      email,
      providerToken,
      provider: 'google',
      role: '1',
    });
    expect(registered.statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(registered.json().success.token),
    });
    expect(detail.json()).toMatchObject({ email, cb_roles_id: 1, step: 1, _provider: 'google' });

    const loginToken = await google.signIdToken({ sub, email, email_verified: true });
    const login = await post('/api/socialLogin', { email, providerToken: loginToken, provider: 'google' });
    expect(login.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(login.json().success.token),
    });
    expect(again.json().id).toBe(detail.json().id);
  });

  it('never merges into a password account with the same e-mail', async () => {
    const { email } = await registerParticipant(t.app);
    const providerToken = await google.signIdToken({ sub: nextSubject(), email, email_verified: true });
    const res = await post('/api/socialRegistration', {
      email,
      providerToken,
      provider: 'google',
      role: '1',
    });
    expect(res.statusCode).toBe(409);
    const login = await post('/api/socialLogin', { email, providerToken, provider: 'google' });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('not_registered');
  });

  it('takes the e-mail from the verified token, not from the body', async () => {
    const tokenEmail = uniqueEmail('token');
    const providerToken = await google.signIdToken({
      sub: nextSubject(),
      email: tokenEmail,
      email_verified: true,
    });
    const res = await post('/api/socialRegistration', {
      email: 'someone-else@example.test',
      providerToken,
      provider: 'google',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(res.json().success.token),
    });
    expect(detail.json().email).toBe(tokenEmail);
  });

  it('refuses unverified, forged and foreign tokens and unknown providers', async () => {
    const unverified = await google.signIdToken({
      sub: nextSubject(),
      email: uniqueEmail(),
      email_verified: false,
    });
    expect(
      (await post('/api/socialRegistration', { providerToken: unverified, provider: 'google' })).statusCode,
    ).toBe(422);
    const forged = await google.signIdToken(
      { sub: nextSubject(), email: uniqueEmail(), email_verified: true },
      { key: 'wrong' },
    );
    const forgedRes = await post('/api/socialRegistration', { providerToken: forged, provider: 'google' });
    expect(forgedRes.statusCode).toBe(401);
    expect(forgedRes.json().code).toBe('invalid_provider_token');
    const foreign = await google.signIdToken(
      { sub: nextSubject(), email: uniqueEmail(), email_verified: true },
      { audience: 'another-app' },
    );
    expect((await post('/api/socialLogin', { providerToken: foreign, provider: 'google' })).statusCode).toBe(
      401,
    );
    const unknown = await post('/api/socialLogin', { providerToken: forged, provider: 'linkedin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_provider');
  });

  it('needs an invitation for an advisor', async () => {
    const providerToken = await google.signIdToken({
      sub: nextSubject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    const refused = await post('/api/socialRegistration', { providerToken, provider: 'google', role: '2' });
    expect(refused.statusCode).toBe(422);
    const accepted = await post('/api/socialRegistration', {
      providerToken,
      provider: 'google',
      role: '2',
      invitecode: 'standing-invite-2026',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a password change for an account with an external provider', async () => {
    const providerToken = await google.signIdToken({
      sub: nextSubject(),
      email: uniqueEmail(),
      email_verified: true,
    });
    const token = (await post('/api/socialRegistration', { providerToken, provider: 'google' })).json()
      .success.token;
    const res = await post(
      '/api/changePassword',
      { current_password: 'Anything-1', password: 'Fresh-Start-9', c_password: 'Fresh-Start-9' },
      bearer(token),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('external_provider');
  });
});
