import { randomBytes } from 'node:crypto';
import { mailQueue, notifications, userSecrets } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTotp } from '../../lib/totp';
import { bearer, STRONG_PASSWORD } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createAdvisorWithParticipants } from '../../test/factories/admin';
import { createPaymentRequest } from '../../test/factories/advisor-payments';
import { COUNTRY, createBuyer } from '../../test/factories/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resetOperatorSecondFactor } from './operator-sign-in.service';

let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://acorn.example', SECRETS_KEY: randomBytes(32).toString('base64') },
  });
  const operator = await createUser({ db: t.database.db, cb_roles_id: 3, name: 'Olga Operator' });
  operatorToken = operator.token;
});
afterAll(async () => {
  await t.close();
});

const as = (token: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload }),
  delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) }),
});

/** The code an authenticator app shows for `secret`, `steps` time steps of 30 s after `at`. */
const codeAt = (secret: string, at = Date.now(), steps = 0) =>
  operatorTotp(secret).generate({ timestamp: at + steps * 30_000 });

/** The console's password step for `email`, and the second factor's answer to its challenge. */
const passwordStep = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: STRONG_PASSWORD } });
const secondFactor = (challenge: string, code: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/admin/mfa', payload: { challenge, code } });

describe('operator sign-in with a second factor', () => {
  it('enrols TOTP on the first sign-in, then asks for a code every time', async () => {
    const operator = await createUser({ db: t.database.db, cb_roles_id: 3 });
    const first = await passwordStep(operator.email);
    expect(first.statusCode).toBe(200);
    const enrol = first.json();
    expect(enrol).toMatchObject({ mfa: 'enroll', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(enrol.otpauth_url).toContain(`secret=${enrol.secret}`);

    const wrong = await secondFactor(enrol.challenge, '000000');
    expect(wrong.statusCode).toBe(422);
    const code = codeAt(enrol.secret);
    const done = await secondFactor(enrol.challenge, code);
    expect(done.statusCode).toBe(200);
    // Kept sealed under SECRETS_KEY: the database alone does not give the secret away.
    const [stored] = await t.database.db
      .select({ secret: userSecrets.totp_secret })
      .from(userSecrets)
      .where(eq(userSecrets.user_id, operator.id));
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain(enrol.secret);
    const me = await as(done.json().success.token).get('/api/me');
    expect(me.json().cb_roles_id).toBe(3);
    const reused = await secondFactor(enrol.challenge, code);
    expect(reused.statusCode).toBe(401);

    const second = await passwordStep(operator.email);
    expect(second.json()).toEqual({ mfa: 'verify', challenge: expect.any(String) });

    // A code seen once is spent, even while its 30 s window lasts; the next step's code works.
    const replayed = await secondFactor(second.json().challenge, code);
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors.code).toEqual(['This code has already been used. Wait for the next one.']);
    const next = await secondFactor(second.json().challenge, codeAt(enrol.secret, Date.now(), 1));
    expect(next.statusCode).toBe(200);
  });

  it('seals a secret kept from before SECRETS_KEY at the next sign-in', async () => {
    const legacy = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const operator = await createUser({
      db: t.database.db,
      cb_roles_id: 3,
      secrets: { totp_secret: legacy, totp_enabled_at: new Date() },
    });
    const started = await passwordStep(operator.email);
    expect(started.json().mfa).toBe('verify');
    const done = await secondFactor(started.json().challenge, codeAt(legacy));
    expect(done.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select({ secret: userSecrets.totp_secret })
      .from(userSecrets)
      .where(eq(userSecrets.user_id, operator.id));
    expect(stored?.secret).toMatch(/^v1\./);
  });

  it('closes a challenge after five wrong codes', async () => {
    const operator = await createUser({ db: t.database.db, cb_roles_id: 3 });
    const { challenge } = (await passwordStep(operator.email)).json();
    for (let i = 0; i < 5; i++) {
      await secondFactor(challenge, '123456');
    }
    const after = await secondFactor(challenge, '123456');
    expect(after.statusCode).toBe(401);
  });

  it('evaluates at most five codes per challenge, however many arrive at once', async () => {
    const operator = await createUser({ db: t.database.db, cb_roles_id: 3 });
    const { challenge, secret } = (await passwordStep(operator.email)).json();
    // A code no window around now accepts, so every attempt is a wrong one.
    const now = Date.now();
    const valid = new Set([-2, -1, 0, 1, 2].map((offset) => codeAt(secret, now, offset)));
    const wrong = ['111111', '222222', '333333', '444444', '555555', '666666'].find((c) => !valid.has(c));
    const answers = await Promise.all(Array.from({ length: 12 }, () => secondFactor(challenge, wrong)));
    const evaluated = answers.filter((res) => res.statusCode === 422);
    const refused = answers.filter((res) => res.statusCode === 401);
    expect(evaluated).toHaveLength(5);
    expect(refused).toHaveLength(7);
    expect(refused[0]?.json().code).toBe('mfa_challenge_expired');
    // Not even the right code opens it now.
    const right = await secondFactor(challenge, codeAt(secret, now));
    expect(right.statusCode).toBe(401);
  });

  it('recovers an operator who lost their authenticator: reset on the server, enrol again', async () => {
    const operator = await createUser({ db: t.database.db, cb_roles_id: 3 });
    const signIn = () => passwordStep(operator.email);
    const enrol = (await signIn()).json();
    const code = codeAt(enrol.secret);
    const session = await secondFactor(enrol.challenge, code);
    const token = session.json().success.token;
    expect((await signIn()).json().mfa).toBe('verify');

    expect(await resetOperatorSecondFactor({ db: t.database.db, email: operator.email.toUpperCase() })).toBe(
      true,
    );
    expect((await as(token).get('/api/admin/users')).statusCode).toBe(401);
    const again = (await signIn()).json();
    expect(again).toMatchObject({ mfa: 'enroll', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(again.secret).not.toBe(enrol.secret);
    const audit = await as(operatorToken).get(
      `/api/admin/audit-log?entity_type=user&entity_id=${operator.id}`,
    );
    expect(audit.json().data[0]).toMatchObject({ action: 'operator.second_factor_reset', actor: null });

    // Only operators: a participant's e-mail resets nothing.
    const participant = await createUser({ db: t.database.db });
    expect(await resetOperatorSecondFactor({ db: t.database.db, email: participant.email })).toBe(false);
  });

  it('voids every earlier enrolment challenge once the operator has enrolled', async () => {
    const operator = await createUser({ db: t.database.db, cb_roles_id: 3 });
    const signIn = async () => (await passwordStep(operator.email)).json();
    const older = await signIn();
    const newer = await signIn();
    expect([older.mfa, newer.mfa]).toEqual(['enroll', 'enroll']);
    const now = Date.now();
    const enrolled = await secondFactor(newer.challenge, codeAt(newer.secret, now));
    expect(enrolled.statusCode).toBe(200);
    const storedSecret = async () =>
      (
        await t.database.db
          .select({ secret: userSecrets.totp_secret })
          .from(userSecrets)
          .where(eq(userSecrets.user_id, operator.id))
      )[0]?.secret;
    const kept = await storedSecret();

    const replaced = await secondFactor(older.challenge, codeAt(older.secret, now));
    expect(replaced.statusCode).toBe(401);
    expect(replaced.json().code).toBe('mfa_challenge_expired');
    expect(await storedSecret()).toBe(kept);
    const verify = await signIn();
    expect(verify.mfa).toBe('verify');
    const next = await secondFactor(verify.challenge, codeAt(newer.secret, now, 1));
    expect(next.statusCode).toBe(200);
  });

  it('enrols one factor when two enrolments race', async () => {
    const operator = await createUser({ db: t.database.db, cb_roles_id: 3 });
    const signIn = async () => (await passwordStep(operator.email)).json();
    const challenges = [await signIn(), await signIn()];
    const now = Date.now();
    const answers = await Promise.all(
      challenges.map(({ challenge, secret }) => secondFactor(challenge, codeAt(secret, now))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    const loser = answers.find((res) => res.statusCode === 401);
    expect(loser?.json().code).toBe('mfa_challenge_expired');
    // The factor is the winner's: its next code opens the next sign-in, the other's does not.
    const winner = challenges[answers.findIndex((res) => res.statusCode === 200)];
    const other = challenges.find((challenge) => challenge !== winner);
    const verify = await signIn();
    const wrong = await secondFactor(verify.challenge, codeAt(other.secret, now, 1));
    expect(wrong.statusCode).toBe(422);
    const right = await secondFactor(verify.challenge, codeAt(winner.secret, now, 1));
    expect(right.statusCode).toBe(200);
  });

  it('voids the challenges issued before a reset of the second factor', async () => {
    const legacy = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const operator = await createUser({
      db: t.database.db,
      cb_roles_id: 3,
      secrets: { totp_secret: legacy, totp_enabled_at: new Date() },
    });
    const signIn = async () => (await passwordStep(operator.email)).json();
    const before = await signIn();
    expect(before.mfa).toBe('verify');
    await resetOperatorSecondFactor({ db: t.database.db, email: operator.email });
    const enrol = await signIn();
    const now = Date.now();
    const enrolled = await secondFactor(enrol.challenge, codeAt(enrol.secret, now));
    expect(enrolled.statusCode).toBe(200);
    for (const code of [codeAt(legacy, now), codeAt(enrol.secret, now, 1)]) {
      const stale = await secondFactor(before.challenge, code);
      expect(stale.statusCode).toBe(401);
    }
  });

  it('gives nothing away to other accounts', async () => {
    const participant = await createUser({ db: t.database.db });
    const res = await passwordStep(participant.email);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid username and password');
  });
});

describe('console access', () => {
  it('answers 403 to participants and advisors and 401 without a token', async () => {
    const participant = await createUser({ db: t.database.db });
    const advisor = await createUser({ db: t.database.db, cb_roles_id: 2 });
    const calls: [string, string][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${participant.id}`],
      ['POST', `/api/admin/users/${participant.id}/status`],
      ['POST', `/api/admin/advisors/${advisor.id}/participants`],
      ['DELETE', `/api/admin/advisors/${advisor.id}/participants/${participant.id}`],
      ['GET', '/api/admin/payment-requests'],
      ['POST', '/api/admin/payment-requests/1/approve'],
      ['POST', '/api/admin/payment-requests/1/pay'],
      ['GET', '/api/admin/invitations'],
      ['POST', '/api/admin/invitations'],
      ['GET', '/api/admin/audit-log'],
    ];
    for (const [method, url] of calls) {
      const payload =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : { active: false, reason: 'xyz', participant_id: 1, email: 'a@b.co' };
      for (const token of [participant.token, advisor.token]) {
        const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(token), payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.app.inject({ method: method as 'GET', url, payload })).statusCode).toBe(401);
    }
  });
});

describe('users', () => {
  it('searches and filters by role, step, state and tier', async () => {
    const marker = `Zeta${Date.now()}`;
    await createUser({ db: t.database.db, profile: { company_name: `${marker} Gold` }, package_id: 3 });
    await createUser({ db: t.database.db, profile: { company_name: `${marker} Draft` }, step: 2 });
    await createUser({ db: t.database.db, profile: { company_name: `${marker} Off` }, status: 1 });
    const search = (query: string) => as(operatorToken).get(`/api/admin/users?search=${marker}${query}`);
    expect((await search('')).json().meta.total).toBe(3);
    expect(
      (await search('&tier=3')).json().data.map((u: { company_name: string }) => u.company_name),
    ).toEqual([`${marker} Gold`]);
    expect((await search('&step=2')).json().data).toHaveLength(1);
    expect((await search('&status=inactive')).json().data[0].company_name).toBe(`${marker} Off`);
    expect((await search('&role=2')).json().data).toHaveLength(0);
    const page = await as(operatorToken).get(`/api/admin/users?search=${marker}&perPage=2&page=2`);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    const beyond = await as(operatorToken).get(`/api/admin/users?search=${marker}&perPage=2&page=9`);
    expect(beyond.json()).toEqual({
      data: [],
      meta: { current_page: 9, last_page: 2, per_page: 2, total: 3 },
    });
  });

  it('deactivates with a reason, ending the user sessions, and reactivates; both audited', async () => {
    const user = await createUser({ db: t.database.db, profile: { company_name: 'Soon Inactive Lda' } });
    const off = await as(operatorToken).post(`/api/admin/users/${user.id}/status`, {
      active: false,
      reason: 'Unpaid invoices',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, status: 1, deactivation_reason: 'Unpaid invoices' });
    expect((await as(user.token).get('/api/me')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'account_inactive' });

    await as(operatorToken).post(`/api/admin/users/${user.id}/status`, { active: true, reason: 'Paid' });
    const audit = await as(operatorToken).get(`/api/admin/audit-log?entity_type=user&entity_id=${user.id}`);
    const entries = audit.json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['user.activate', 'user.deactivate']);
    expect(entries[1]).toMatchObject({
      before: { status: 0 },
      after: { status: 1, deactivation_reason: 'Unpaid invoices' },
      reason: 'Unpaid invoices',
      actor: expect.stringContaining('@'),
    });
  });

  it('needs a reason', async () => {
    const user = await createUser({ db: t.database.db });
    const res = await as(operatorToken).post(`/api/admin/users/${user.id}/status`, { active: false });
    expect(res.statusCode).toBe(422);
  });
});

describe('advisor associations', () => {
  it('links and unlinks participants; the advisor sees the change', async () => {
    const { advisor } = await createAdvisorWithParticipants({ db: t.database.db, companies: [] });
    const participant = await createUser({ db: t.database.db, profile: { company_name: 'Linked Lda' } });
    const linked = await as(operatorToken).post(`/api/admin/advisors/${advisor.id}/participants`, {
      participant_id: participant.id,
    });
    expect(linked.json().associations.map((a: { id: number }) => a.id)).toEqual([participant.id]);
    const seen = await as(advisor.token).get('/api/getSbaAssociatedParticipants');
    expect(seen.json().data).toEqual([{ id: participant.id, company_name: 'Linked Lda' }]);
    const unlinked = await as(operatorToken).delete(
      `/api/admin/advisors/${advisor.id}/participants/${participant.id}`,
    );
    expect(unlinked.json().associations).toEqual([]);
    const wrongRole = await as(operatorToken).post(`/api/admin/advisors/${participant.id}/participants`, {
      participant_id: advisor.id,
    });
    expect(wrongRole.statusCode).toBe(422);
  });
});

describe('payment requests queue', () => {
  it('moves a request Submitted → Approved → Paid with who and when; the advisor sees each change', async () => {
    const { id, advisor } = await createPaymentRequest({ db: t.database.db });
    const advisorStatus = async () =>
      (await as(advisor.token).post('/api/listSbaPaymentInformation')).json().success[0].status;

    expect((await as(operatorToken).post(`/api/admin/payment-requests/${id}/pay`)).statusCode).toBe(409);
    const approved = await as(operatorToken).post(`/api/admin/payment-requests/${id}/approve`);
    expect(approved.json()).toMatchObject({
      status: 'Approved',
      approved_by: expect.stringContaining('@'),
      approved_at: expect.any(String),
    });
    expect(await advisorStatus()).toBe('Approved');
    const paid = await as(operatorToken).post(`/api/admin/payment-requests/${id}/pay`);
    expect(paid.json()).toMatchObject({ status: 'Paid', paid_at: expect.any(String) });
    expect(await advisorStatus()).toBe('Paid');
    expect((await as(operatorToken).post(`/api/admin/payment-requests/${id}/pay`)).statusCode).toBe(409);

    const queue = await as(operatorToken).get(
      `/api/admin/payment-requests?status=Paid&advisor_id=${advisor.id}`,
    );
    expect(queue.json().data).toHaveLength(1);
    const audit = await as(operatorToken).get(
      `/api/admin/audit-log?entity_type=payment_request&entity_id=${id}`,
    );
    expect(audit.json().data.map((e: { action: string }) => e.action)).toEqual([
      'payment_request.pay',
      'payment_request.approve',
    ]);
  });

  it('keeps an erased advisor’s request, marked erased and named by nothing the advisor typed', async () => {
    const { id, advisor } = await createPaymentRequest({ db: t.database.db });
    const before = await as(operatorToken).get(`/api/admin/payment-requests?advisor_id=${advisor.id}`);
    expect(before.json().data[0].advisor).toMatchObject({ id: advisor.id, erased: false });
    const erased = await as(operatorToken).post(`/api/admin/users/${advisor.id}/erase`, {
      reason: 'Asked by e-mail',
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await as(operatorToken).get(`/api/admin/payment-requests?advisor_id=${advisor.id}`);
    expect(after.json().data).toEqual([
      expect.objectContaining({
        id,
        advisor: { id: advisor.id, name: null, email: `erased:${advisor.id}`, erased: true },
      }),
    ]);

    // The books still close (approved, then paid another way), but nobody is told: the account
    // has no inbox and no notification centre any more.
    for (const step of ['approve', 'pay']) {
      const advanced = await as(operatorToken).post(`/api/admin/payment-requests/${id}/${step}`);
      expect(advanced.statusCode, advanced.body).toBe(200);
    }
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, advisor.id));
    expect(told).toEqual([]);
    const mailed = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to_address, `erased:${advisor.id}`));
    expect(mailed).toEqual([]);
  });
});

describe('advisor invitations', () => {
  it('mails a single-use code; a newer invitation voids the older one', async () => {
    const email = `invitee.${Date.now()}@example.test`;
    const first = await as(operatorToken).post('/api/admin/invitations', { email, language: 'es' });
    expect(first.statusCode).toBe(200);
    const codeOf = async () => {
      const mails = await t.database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.to_address, email))
        .orderBy(mailQueue.id);
      const last = mails.at(-1)!;
      expect(last.text).toContain('https://acorn.example/createaccount?invitecode=');
      return decodeURIComponent(/invitecode=([^\s"&]+)/.exec(last.text ?? '')![1]!);
    };
    const firstCode = await codeOf();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invitecheck', payload: { code: firstCode } }))
        .statusCode,
    ).toBe(200);

    await as(operatorToken).post('/api/admin/invitations', { email });
    const secondCode = await codeOf();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invitecheck', payload: { code: firstCode } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invitecheck', payload: { code: secondCode } }))
        .statusCode,
    ).toBe(200);

    const list = await as(operatorToken).get('/api/admin/invitations');
    expect(list.json().data[0]).toMatchObject({ email, used_at: null });
    const audit = await as(operatorToken).get('/api/admin/audit-log?entity_type=invitation');
    expect(JSON.stringify(audit.json())).not.toContain(secondCode);
  });
});

describe('bank transfers awaiting confirmation', () => {
  it('confirms receipt: the subscription becomes active with an invoice, and the action is audited', async () => {
    const buyer = await createBuyer({ db: t.database.db, countryId: COUNTRY.portugal });
    const bank = await as(buyer.token).post('/api/bankPost', {
      id: 4,
      substype: 'annual',
      payoption: 'Bank',
    });
    expect(bank.statusCode).toBe(200);
    const subscriptionId = bank.json().data.subscription_id;

    const queue = await as(operatorToken).get('/api/admin/bank-transfers');
    const item = queue
      .json()
      .data.find((row: { subscription_id: number }) => row.subscription_id === subscriptionId);
    expect(item).toMatchObject({
      reference: `ACORN-${subscriptionId}`,
      package: 'Platinum',
      total_amount: 14760,
    });

    const confirmed = await as(operatorToken).post(`/api/admin/bank-transfers/${subscriptionId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'active',
      invoice_number: expect.stringMatching(/^ACN-\d{4}-\d{6}$/),
    });
    const me = (await as(buyer.token).get('/api/me')).json();
    expect(me).toMatchObject({ step: 4, payment_status: 'ok', subscription: { id: 4 } });
    const invoices = (await as(buyer.token).get('/api/invoices')).json();
    expect(invoices.data[0].number).toBe(confirmed.json().invoice_number);
    const after = await as(operatorToken).get('/api/admin/bank-transfers');
    expect(
      after.json().data.some((row: { subscription_id: number }) => row.subscription_id === subscriptionId),
    ).toBe(false);
    const audit = await as(operatorToken).get(
      `/api/admin/audit-log?entity_type=subscription&entity_id=${subscriptionId}`,
    );
    expect(audit.json().data[0]).toMatchObject({
      action: 'bank_transfer.confirm',
      after: { status: 'active' },
    });
  });
});

describe('mail that failed for good', () => {
  it('is listed for operators with its reason, and sent again on request, audited', async () => {
    const participant = await createUser({ db: t.database.db });
    const [mail] = await t.database.db
      .insert(mailQueue)
      .values({
        to_address: 'bounced@example.com',
        subject: 'Your invoice',
        html: '<p>Invoice</p>',
        text: 'Invoice',
        status: 'failed',
        attempts: 8,
        last_error: '550 Mailbox unavailable',
        failed_at: new Date(),
      })
      .returning();
    const { id } = mail!;

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/failed-mail' })).statusCode).toBe(401);
    expect((await as(participant.token).get('/api/admin/failed-mail')).statusCode).toBe(403);
    expect((await as(participant.token).post(`/api/admin/failed-mail/${id}/resend`)).statusCode).toBe(403);

    const list = await as(operatorToken).get('/api/admin/failed-mail?page=1&perPage=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((row: { id: number }) => row.id === id)).toEqual({
      id,
      to: 'bounced@example.com',
      subject: 'Your invoice',
      status: 'failed',
      attempts: 8,
      last_error: '550 Mailbox unavailable',
      failed_at: expect.any(String),
    });
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 50 });

    const resent = await as(operatorToken).post(`/api/admin/failed-mail/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id, status: 'pending', attempts: 0, failed_at: null });
    const after = await as(operatorToken).get('/api/admin/failed-mail?perPage=50');
    expect(after.json().data.some((row: { id: number }) => row.id === id)).toBe(false);
    const audit = await as(operatorToken).get(`/api/admin/audit-log?entity_type=mail&entity_id=${id}`);
    expect(audit.json().data[0]).toMatchObject({
      action: 'mail.resend',
      actor: expect.any(String),
      before: { status: 'failed', attempts: 8, last_error: '550 Mailbox unavailable' },
      after: { status: 'pending' },
    });

    const again = await as(operatorToken).post(`/api/admin/failed-mail/${id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('mail_not_failed');
    const unknown = await as(operatorToken).post('/api/admin/failed-mail/2147483647/resend');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('mail_not_found');
  });
});

describe("a company's financial risk", () => {
  const put = (token: string, id: number | string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}/financial-risk`,
      headers: bearer(token),
      payload,
    });
  const risk = { delinquency_rating: 2, failure_rating: 1, tax_debts: 'OK', social_security_debts: 'NOK' };

  it('is recorded by an operator, audited, and shown on the company profile only once it exists', async () => {
    const company = await createUser({ db: t.database.db, profile: { company_name: 'Risco Baixo Lda' } });
    const visitor = await createUser({ db: t.database.db });
    const profile = async () => (await as(visitor.token).get(`/api/companies/${company.id}`)).json();
    expect((await profile()).financial_risk).toBeNull();
    expect((await as(operatorToken).get(`/api/admin/users/${company.id}`)).json().financial_risk).toEqual({
      delinquency_rating: null,
      failure_rating: null,
      tax_debts: null,
      social_security_debts: null,
    });

    const saved = await put(operatorToken, company.id, risk);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().financial_risk).toEqual(risk);
    expect((await profile()).financial_risk).toEqual(risk);
    const history = (
      await as(operatorToken).get(`/api/admin/audit-log?entity_type=user&entity_id=${company.id}`)
    ).json();
    expect(history.data[0]).toMatchObject({ action: 'company.financial_risk' });

    // Clearing every score hides the block again.
    const cleared = {
      delinquency_rating: null,
      failure_rating: null,
      tax_debts: null,
      social_security_debts: null,
    };
    expect((await put(operatorToken, company.id, cleared)).statusCode).toBe(200);
    expect((await profile()).financial_risk).toBeNull();
  });

  it('takes only the scales of the spec, only for companies, only from operators', async () => {
    const company = await createUser({ db: t.database.db });
    for (const wrong of [
      { ...risk, delinquency_rating: 6 },
      { ...risk, failure_rating: 0 },
      { ...risk, tax_debts: 'maybe' },
      { ...risk, social_security_debts: 'ok\u0000' },
    ]) {
      expect((await put(operatorToken, company.id, wrong)).statusCode).toBe(422);
    }
    const advisor = await createUser({ db: t.database.db, cb_roles_id: 2 });
    expect((await put(operatorToken, advisor.id, risk)).statusCode).toBe(404);
    expect((await put(operatorToken, '2147483648', risk)).statusCode).toBe(400);
    expect((await put(company.token, company.id, risk)).statusCode).toBe(403);
  });
});
