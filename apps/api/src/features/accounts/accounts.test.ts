import { sessions, users } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerParticipant, STRONG_PASSWORD, uniqueEmail } from '../../test/accounts';
import { createInvitation } from '../../test/factories/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SBA_INVITE_CODE: 'standing-invite-2026' } });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('registration', () => {
  it('registers a participant at step 1 and answers a working token', async () => {
    const email = uniqueEmail('participant');
    const res = await post('/api/register', {
      email,
      password: STRONG_PASSWORD,
      c_password: STRONG_PASSWORD,
      role: '1',
      ref: 'friend-42',
      acceptedTerms: true,
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().success.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const detail = await me(token);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(detail.json()).toMatchObject({
      email,
      cb_roles_id: 1,
      step: 1,
      status: 0,
      // The form's 'I accept the Terms of Use and the Privacy Policy' is the consent: asked once.
      accept_rgpd: true,
      _provider: '',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.ref).toBe('friend-42');
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('drops fields nobody may set for themself', async () => {
    const { token } = await registerParticipant(t.app, {
      cb_roles_id: 3,
      step: 4,
      status: 0,
      payment_status: 'ok',
      accept_rgpd: true,
      isReadOnlyUser: true,
    });
    expect((await me(token)).json()).toMatchObject({
      cb_roles_id: 1,
      step: 1,
      isReadOnlyUser: false,
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter valid email address'],
    [{ email: '' }, 'email', 'This field is required'],
    [
      { password: 'abcdef', c_password: 'abcdef' },
      'password',
      'password must be at least one number, one lowercase and one uppercase letter and min 6 character',
    ],
    [{ c_password: 'Different-2026' }, 'c_password', 'password mismatch'],
    [{ acceptedTerms: false }, 'acceptedTerms', 'You must accept the terms and conditions'],
    [
      { password: 'Password123', c_password: 'Password123' },
      'password',
      'This password is too common, please choose another one',
    ],
  ])('refuses %j with the spec message on %s', async (override, field, message) => {
    const res = await post('/api/register', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      c_password: STRONG_PASSWORD,
      role: '1',
      acceptedTerms: true,
      ...override,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('accepts a 128-character password untruncated and refuses a longer one', async () => {
    const long = `Aa1${'x'.repeat(125)}`;
    const { email } = await registerParticipant(t.app, { password: long, c_password: long });
    expect((await post('/api/login', { email, password: long })).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: long.slice(0, 127) })).statusCode).toBe(401);
    const tooLong = `${long}y`;
    const res = await post('/api/register', {
      email: uniqueEmail(),
      password: tooLong,
      c_password: tooLong,
      acceptedTerms: true,
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers 409 for an e-mail already taken, whatever its case', async () => {
    const { email } = await registerParticipant(t.app);
    const res = await post('/api/register', {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      c_password: STRONG_PASSWORD,
      acceptedTerms: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', error: 'The email has already been taken.' });
  });
});

describe('advisor registration and invitations', () => {
  const advisorPayload = (extra: Record<string, unknown>) => ({
    email: uniqueEmail('advisor'),
    password: STRONG_PASSWORD,
    c_password: STRONG_PASSWORD,
    role: '2',
    acceptedTerms: true,
    ...extra,
  });

  it('refuses an advisor without a valid invitation code', async () => {
    for (const extra of [{}, { invitecode: 'guess-123456' }]) {
      const res = await post('/api/register', advisorPayload(extra));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('Invalid invitation code for SBA Registration');
    }
  });

  it('registers an advisor with the standing code, through /api/register and /api/advisors', async () => {
    const viaRegister = await post('/api/register', advisorPayload({ invitecode: 'standing-invite-2026' }));
    expect(viaRegister.statusCode).toBe(200);
    expect((await me(viaRegister.json().success.token)).json().cb_roles_id).toBe(2);

    const payload = advisorPayload({ invitecode: 'standing-invite-2026', role: '1' });
    const viaAdvisors = await post('/api/advisors', payload);
    expect(viaAdvisors.statusCode).toBe(200);
    const id = viaAdvisors.json().data.id;
    const login = await post('/api/login', { email: payload.email, password: STRONG_PASSWORD });
    const detail = (await me(login.json().success.token)).json();
    expect(detail).toMatchObject({ id, cb_roles_id: 2, step: 1 });
  });

  it('uses a single-use invitation once', async () => {
    const { code } = await createInvitation({ db: t.database.db });
    expect((await post('/api/invitecheck', { code })).statusCode).toBe(200);
    expect((await post('/api/register', advisorPayload({ invitecode: code }))).statusCode).toBe(200);
    expect((await post('/api/invitecheck', { code })).statusCode).toBe(422);
    expect((await post('/api/register', advisorPayload({ invitecode: code }))).statusCode).toBe(422);
  });

  it('checks invitation codes', async () => {
    const valid = await post('/api/invitecheck', { code: 'standing-invite-2026' });
    expect(valid.statusCode).toBe(200);
    const invalid = await post('/api/invitecheck', { code: 'nope-nope' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error).toBe('Invalid invitation code for SBA Registration');
  });
});

describe('sign-in and sessions', () => {
  it('signs in and answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerParticipant(t.app);
    const ok = await post('/api/login', { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await me(ok.json().success.token)).statusCode).toBe(200);

    const wrong = await post('/api/login', { email, password: 'Wrong-pass-1' });
    const unknown = await post('/api/login', { email: uniqueEmail('ghost'), password: 'Wrong-pass-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().error).toBe('Invalid username and password');
  });

  it('locks an address after 10 failures, whether or not it has an account', async () => {
    const { email } = await registerParticipant(t.app);
    for (const address of [email, uniqueEmail('ghost')]) {
      for (let i = 0; i < 10; i++) {
        expect((await post('/api/login', { email: address, password: 'Wrong-pass-1' })).statusCode).toBe(401);
      }
      const locked = await post('/api/login', { email: address, password: STRONG_PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(500);
      expect(locked.json().code).toBe('account_locked');
    }
  });

  it('locks only the network that failed, so a stranger cannot lock the owner out', async () => {
    const { email } = await registerParticipant(t.app);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.9', 'Wrong-pass-1')).statusCode).toBe(401);
    expect((await from('203.0.113.9', STRONG_PASSWORD)).json().code).toBe('account_locked');
    // The owner, elsewhere, signs in as usual.
    expect((await from('198.51.100.20', STRONG_PASSWORD)).statusCode).toBe(200);
    // One IPv6 subscriber holds a whole /64: its addresses share one count.
    for (let i = 0; i < 10; i++) {
      expect((await from(`2001:db8:aa:bb::${(i + 1).toString(16)}`, 'Wrong-pass-1')).statusCode).toBe(401);
    }
    expect((await from('2001:db8:aa:bb:ffff::1', STRONG_PASSWORD)).json().code).toBe('account_locked');
    expect((await from('2001:db8:aa:cc::1', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out by revoking the token', async () => {
    const { token } = await registerParticipant(t.app);
    const res = await post('/api/logout', {}, bearer(token));
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await post('/api/logout', {}, bearer(token))).statusCode).toBe(401);
  });

  it('refuses missing, unknown and expired tokens', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
    const { token } = await registerParticipant(t.app);
    const { secretDigest } = await import('../../lib/secrets');
    await t.database.db
      .update(sessions)
      .set({ last_used_at: sql`now() - interval '8 days'` })
      .where(eq(sessions.token_hash, secretDigest(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('sends operators to the console sign-in, and gives them short idle sessions', async () => {
    const { email, token } = await registerParticipant(t.app);
    await t.database.db.update(users).set({ cb_roles_id: 3 }).where(eq(users.email, email));
    const login = await post('/api/login', { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('operator_sign_in');
    const [operator] = await t.database.db.select().from(users).where(eq(users.email, email));
    const { createSession } = await import('./sessions.service');
    const operatorToken = await createSession({ db: t.database.db, user: operator! });
    expect((await me(operatorToken)).statusCode).toBe(200);
    const { secretDigest } = await import('../../lib/secrets');
    await t.database.db
      .update(sessions)
      .set({ last_used_at: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.token_hash, secretDigest(operatorToken)));
    expect((await me(operatorToken)).statusCode).toBe(401);
    expect(token).not.toBe(operatorToken);
  });

  it('records consent', async () => {
    const { token } = await registerParticipant(t.app);
    const res = await post('/api/rgpd', { accept: true }, bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().accept_rgpd).toBe(true);
    expect((await post('/api/rgpd', { accept: true })).statusCode).toBe(401);
  });
});

describe('changing a password', () => {
  it('needs the current password, then ends every session and answers a new token', async () => {
    const { email, token } = await registerParticipant(t.app);
    const other = (await post('/api/login', { email, password: STRONG_PASSWORD })).json().success.token;
    const wrong = await post(
      '/api/changePassword',
      { current_password: 'Not-it-123', password: 'Fresh-Start-9', c_password: 'Fresh-Start-9' },
      bearer(token),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct']);

    const mismatch = await post(
      '/api/changePassword',
      { current_password: STRONG_PASSWORD, password: 'Fresh-Start-9', c_password: 'Fresh-Start-8' },
      bearer(token),
    );
    expect(mismatch.json().errors.c_password).toEqual(['password mismatch']);

    const ok = await post(
      '/api/changePassword',
      { current_password: STRONG_PASSWORD, password: 'Fresh-Start-9', c_password: 'Fresh-Start-9' },
      bearer(token),
    );
    expect(ok.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(ok.json().token)).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: 'Fresh-Start-9' })).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    const res = await post('/api/changePassword', {
      current_password: STRONG_PASSWORD,
      password: 'Fresh-Start-9',
      c_password: 'Fresh-Start-9',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('per-address limit on credential endpoints', () => {
  it('counts sign-in, operator sign-in, registration and reset requests together', async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_CREDENTIALS: '8' } });
    try {
      const calls = [
        ['/api/login', { email: uniqueEmail(), password: 'Whatever-1' }],
        ['/api/admin/login', { email: uniqueEmail(), password: 'Whatever-1' }],
        ['/api/register', { email: 'not-an-email', password: 'x', c_password: 'x', role: '1' }],
        ['/api/forgotPassword', { email: uniqueEmail() }],
      ] as const;
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const [url, payload] of calls) {
          const res = await strict.app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.44' });
          statuses.push(res.statusCode);
          if (res.statusCode === 429) {
            expect(res.json().code).toBe('rate_limited');
            expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          }
        }
      }
      expect(statuses.slice(0, 8).includes(429)).toBe(false);
      expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
      // Another address has its own count.
      const other = await strict.app.inject({
        method: 'POST',
        url: '/api/forgotPassword',
        payload: { email: uniqueEmail() },
        remoteAddress: '192.0.2.45',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('answers 429 after 10 sign-in attempts a minute from one address', async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_CREDENTIALS: '10' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: uniqueEmail(), password: 'Whatever-1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
