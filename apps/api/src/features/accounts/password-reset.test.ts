import { mailQueue, passwordResets, users } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerParticipant, STRONG_PASSWORD, uniqueEmail } from '../../test/accounts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://acorn.example' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const RESET_ANSWER = 'If an account exists for this e-mail, we have sent you a link to reset your password.';

async function mailedCode(email: string): Promise<string> {
  const message = await sink.waitFor(
    (m) => m.to.includes(email) && m.text.includes('/update-password?code='),
    10_000,
  );
  const match = /\/update-password\?code=([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  sink.messages.splice(sink.messages.indexOf(message), 1);
  return match[1];
}

describe('forgot password', () => {
  it('answers the same for unknown and known addresses, and mails only the known one', async () => {
    const unknownAddress = uniqueEmail('ghost');
    const unknown = await post('/api/forgotPassword', { email: unknownAddress });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: RESET_ANSWER });
    const queuedForGhost = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to_address, unknownAddress));
    expect(queuedForGhost).toHaveLength(0);

    const { email } = await registerParticipant(t.app);
    const known = await post('/api/forgotPassword', { email });
    expect(known.json()).toEqual({ success: RESET_ANSWER });
    const code = await mailedCode(email);
    expect(code).toHaveLength(43);
  });

  it('mails in the account language with the product name and a link on PUBLIC_URL', async () => {
    const { email } = await registerParticipant(t.app, { language: 'pt' });
    await post('/api/forgotPassword', { email });
    const message = await sink.waitFor((m) => m.to.includes(email), 10_000);
    expect(message.subject).toContain('Acorn');
    expect(message.text).toContain('https://acorn.example/update-password?code=');
    expect(message.text).toMatch(/palavra-passe/i);
  });

  it('sends at most five mails per half hour to one address', async () => {
    const { email } = await registerParticipant(t.app);
    for (let i = 0; i < 7; i++) {
      expect((await post('/api/forgotPassword', { email })).json()).toEqual({ success: RESET_ANSWER });
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const codes = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.user_id, user!.id));
    expect(codes).toHaveLength(5);
    const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.to_address, email));
    expect(mails).toHaveLength(5);
  });

  it('validates the e-mail', async () => {
    const res = await post('/api/forgotPassword', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Please enter valid email address']);
  });
});

describe('reset password', () => {
  it('resets once with the mailed code, signs every session out, and lifts a lock', async () => {
    const { email, token } = await registerParticipant(t.app);
    for (let i = 0; i < 10; i++) await post('/api/login', { email, password: 'Wrong-pass-1' });
    expect((await post('/api/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(429);

    await post('/api/forgotPassword', { email });
    const code = await mailedCode(email);
    expect((await post('/api/validatePasswordToken', { password_token: code })).statusCode).toBe(200);

    const res = await post('/api/resetPassword', {
      password_token: code,
      password: 'New-Season-7',
      c_password: 'New-Season-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe('Your password has been reset. You can sign in now.');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/login', { email, password: 'New-Season-7' })).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);

    const again = await post('/api/resetPassword', {
      password_token: code,
      password: 'Other-Season-8',
      c_password: 'Other-Season-8',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'invalid_reset_code',
      error: 'This password reset link is invalid or has expired.',
    });
    expect((await post('/api/validatePasswordToken', { password_token: code })).statusCode).toBe(422);
  });

  it('voids older codes when a newer one is sent', async () => {
    const { email } = await registerParticipant(t.app);
    await post('/api/forgotPassword', { email });
    const first = await mailedCode(email);
    await post('/api/forgotPassword', { email });
    const second = await mailedCode(email);
    expect((await post('/api/validatePasswordToken', { password_token: first })).statusCode).toBe(422);
    expect((await post('/api/validatePasswordToken', { password_token: second })).statusCode).toBe(200);
  });

  it('refuses an expired code and a weak or mismatched password', async () => {
    const { email } = await registerParticipant(t.app);
    await post('/api/forgotPassword', { email });
    const code = await mailedCode(email);
    const weak = await post('/api/resetPassword', {
      password_token: code,
      password: 'short',
      c_password: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([
      'password must be at least one number, one lowercase and one uppercase letter and min 6 character',
    ]);
    const mismatch = await post('/api/resetPassword', {
      password_token: code,
      password: 'New-Season-7',
      c_password: 'New-Season-8',
    });
    expect(mismatch.json().errors.c_password).toEqual(['password mismatch']);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.user_id, user!.id));
    const expired = await post('/api/resetPassword', {
      password_token: code,
      password: 'New-Season-7',
      c_password: 'New-Season-7',
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('invalid_reset_code');
  });

  it('keeps the code off referrers', async () => {
    const res = await post('/api/validatePasswordToken', { password_token: 'not-a-code' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
