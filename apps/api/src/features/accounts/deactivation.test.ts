import { randomBytes } from 'node:crypto';
import { advisorPaymentRequests, mailQueue, sessions, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretDigest } from '../../lib/secrets';
import { bearer, STRONG_PASSWORD } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createAdvisorWithParticipants } from '../../test/factories/admin';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, pngImage } from '../files/files.fixtures';

let t: TestApp;
let google: TestOidcProvider;
let sink: SmtpSink;
let operatorToken: string;
beforeAll(async () => {
  google = await startTestOidcProvider();
  sink = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://acorn.example',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      OIDC_GOOGLE_CLIENT_ID: google.clientId,
      OIDC_GOOGLE_ISSUER: google.issuer,
      OIDC_GOOGLE_JWKS_URI: google.jwksUri,
    },
  });
  operatorToken = (await createUser({ db: t.database.db, cb_roles_id: 3 })).token;
});
afterAll(async () => {
  await t.close();
  await google.close();
  await sink.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function deactivate(userId: number) {
  const res = await post(
    `/api/admin/users/${userId}/status`,
    { active: false, reason: 'Chargeback on the last invoice' },
    bearer(operatorToken),
  );
  expect(res.statusCode).toBe(200);
}

/** What a deactivated account's answer looks like: 403 account_inactive and no token anywhere. */
function expectInactive(res: { statusCode: number; body: string; json(): { code?: string } }) {
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('account_inactive');
  expect(res.body).not.toContain('token');
}

describe('a deactivated account', () => {
  it('cannot sign in with its password, and a wrong password still reads as wrong', async () => {
    const user = await createUser({ db: t.database.db });
    await deactivate(user.id);
    expectInactive(await post('/api/login', { email: user.email, password: STRONG_PASSWORD }));
    const wrong = await post('/api/login', { email: user.email, password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');

    await post(`/api/admin/users/${user.id}/status`, { active: true, reason: 'Paid' }, bearer(operatorToken));
    const back = await post('/api/login', { email: user.email, password: STRONG_PASSWORD });
    expect(back.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/me', headers: bearer(back.json().success.token) })).statusCode,
    ).toBe(200);
  });

  it('cannot sign in with a social provider', async () => {
    const subject = `google-${Date.now()}`;
    const user = await createUser({ db: t.database.db, provider: 'google', provider_subject: subject });
    await deactivate(user.id);
    const providerToken = await google.signIdToken({ sub: subject, email: user.email, email_verified: true });
    expectInactive(await post('/api/socialLogin', { providerToken, provider: 'google' }));
    // Registering again with the same identity is a sign-in too.
    const again = await google.signIdToken({ sub: subject, email: user.email, email_verified: true });
    expectInactive(
      await post('/api/socialRegistration', {
        email: user.email,
        providerToken: again,
        provider: 'google',
        role: '1',
      }),
    );
  });

  it('gets no reset mail, and a code sent before the deactivation does not reset the password', async () => {
    const user = await createUser({ db: t.database.db });
    const asked = await post('/api/forgotPassword', { email: user.email });
    expect(asked.statusCode).toBe(200);
    const message = await sink.waitFor((m) => m.to.includes(user.email), 10_000);
    const code = /\/update-password\?code=([A-Za-z0-9_-]+)/.exec(message.text)?.[1] ?? '';

    await deactivate(user.id);
    const again = await post('/api/forgotPassword', { email: user.email });
    expect(again.json()).toEqual(asked.json());
    const queued = await t.database.db.select().from(mailQueue).where(eq(mailQueue.to_address, user.email));
    expect(queued).toHaveLength(1);

    const reset = await post('/api/resetPassword', {
      password_token: code,
      password: 'Another-pass-2026',
      c_password: 'Another-pass-2026',
    });
    expectInactive(reset);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password_hash).toBe(user.password_hash);
  });

  it('can do nothing with a session that outlived the deactivation', async () => {
    const { advisor, participants } = await createAdvisorWithParticipants({
      db: t.database.db,
      companies: ['Client Lda'],
    });
    // The status changes without the operator's revocation, as a session created concurrently would.
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, advisor.id));
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, secretDigest(advisor.token)));
    expect(session?.revoked_at).toBeNull();

    const headers = bearer(advisor.token);
    expect((await t.app.inject({ url: '/api/me', headers })).statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/updateMainProfile',
      headers,
      payload: { name: 'Changed' },
    });
    expect(profile.statusCode).toBe(401);
    const password = await post(
      '/api/changePassword',
      { current_password: STRONG_PASSWORD, password: 'Another-pass-2026', c_password: 'Another-pass-2026' },
      headers,
    );
    expect(password.statusCode).toBe(401);
    const body = multipartBody([
      { name: 'purpose', value: 'image' },
      { name: 'file', filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
    expect(upload.statusCode).toBe(401);
    const last = new Date();
    last.setMonth(last.getMonth() - 1);
    const request = await post(
      '/api/addSbaPaymentInformation',
      {
        month: last.getMonth() + 1,
        year: last.getFullYear(),
        participants: participants.map((p) => p.id),
        declaration: true,
      },
      headers,
    );
    expect(request.statusCode).toBe(401);
    const filed = await t.database.db
      .select()
      .from(advisorPaymentRequests)
      .where(eq(advisorPaymentRequests.advisor_id, advisor.id));
    expect(filed).toHaveLength(0);
  });
});
