import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerParticipant, uniqueEmail } from '../../test/accounts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let google: TestOidcProvider;
let linkedin: TestOidcProvider;
beforeAll(async () => {
  google = await startTestOidcProvider();
  linkedin = await startTestOidcProvider({ clientId: 'linkedin-client', clientSecret: 'linkedin-secret' });
  t = await createTestApp({
    env: {
      SBA_INVITE_CODE: 'standing-invite-2026',
      OIDC_GOOGLE_CLIENT_ID: google.clientId,
      OIDC_GOOGLE_ISSUER: google.issuer,
      OIDC_GOOGLE_JWKS_URI: google.jwksUri,
      // LinkedIn only offers the authorization-code flow: the server redeems the code.
      OIDC_LINKEDIN_CLIENT_ID: linkedin.clientId,
      OIDC_LINKEDIN_ISSUER: linkedin.issuer,
      OIDC_LINKEDIN_JWKS_URI: linkedin.jwksUri,
      OIDC_LINKEDIN_CLIENT_SECRET: linkedin.clientSecret,
      OIDC_LINKEDIN_TOKEN_ENDPOINT: linkedin.tokenEndpoint,
    },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await linkedin.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
let subjects = 0;
const nextSubject = () => `google-subject-${Date.now()}-${++subjects}`;

describe('social sign-in', () => {
  it('lists the configured providers for the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json().oidcProviders).toEqual(['google', 'linkedin']);
    expect(res.json().oidcClients).toEqual([
      {
        provider: 'google',
        clientId: google.clientId,
        authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
        responseType: 'id_token',
      },
      {
        provider: 'linkedin',
        clientId: linkedin.clientId,
        authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
        responseType: 'code',
      },
    ]);
    // The client secret stays on the server.
    expect(res.body).not.toContain(linkedin.clientSecret);
  });

  it('redeems a LinkedIn authorization code once, for this deployment, and registers with its token', async () => {
    const callback = `${t.config.publicUrl}/auth/callback`;
    const email = uniqueEmail('linkedin');
    const code = await linkedin.issueCode({ sub: nextSubject(), email, email_verified: true }, callback);
    const redeemed = await post('/api/socialToken', { provider: 'linkedin', code });
    expect(redeemed.statusCode).toBe(200);
    const { providerToken } = redeemed.json();
    const registered = await post('/api/socialRegistration', {
      email,
      providerToken,
      provider: 'linkedin',
      role: '1',
    });
    expect(registered.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(registered.json().success.token),
    });
    expect(me.json()).toMatchObject({ email, _provider: 'linkedin' });

    const again = await post('/api/socialToken', { provider: 'linkedin', code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('The sign-in with this provider could not be verified');

    // A code sent to another site's callback is worthless here.
    const elsewhere = await linkedin.issueCode(
      { sub: nextSubject(), email },
      'https://evil.example/auth/callback',
    );
    expect((await post('/api/socialToken', { provider: 'linkedin', code: elsewhere })).statusCode).toBe(401);
  });

  it('redeems codes only for providers set up with a client secret', async () => {
    const calls = linkedin.tokenRequests();
    const google = await post('/api/socialToken', { provider: 'google', code: 'abc' });
    expect(google.statusCode).toBe(400);
    expect(google.json().error).toBe('This sign-in provider is not available');
    const missing = await post('/api/socialToken', { provider: 'linkedin' });
    expect(missing.statusCode).toBe(422);
    expect(linkedin.tokenRequests()).toBe(calls);
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
    const unknown = await post('/api/socialLogin', { providerToken: forged, provider: 'facebook' });
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
