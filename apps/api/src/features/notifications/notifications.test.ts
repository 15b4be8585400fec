import { ROLES, TIERS } from '@acorn/contracts';
import { notifications, sectors } from '@acorn/db';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createPaymentRequest } from '../../test/factories/advisor-payments';
import { referralBody } from '../referrals/referrals.fixtures';
import { reviewBody } from '../reviews/reviews.fixtures';

const kit = useContentTestApp();
const { call } = kit;
const db = () => kit.t.database.db;

let companies = 0;
const company = (name = `Company N${++companies}`) =>
  createUser({ db: db(), package_id: TIERS.platinum, profile: { company_name: name } });

const list = (user: TestUser, query = '') => call(user, 'GET', `/notifications${query}`);
const markRead = (user: TestUser, body: unknown) =>
  kit.t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: { authorization: `Bearer ${user.token}` },
    payload: body as object,
  });

async function seed(userId: number, count: number, values: Partial<typeof notifications.$inferInsert> = {}) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const [row] = await db()
      .insert(notifications)
      .values({
        user_id: userId,
        kind: 'content_approved',
        item_type: 'offer',
        item_id: 1000 + i,
        item_title: `Offer ${i}`,
        created_at: new Date(Date.UTC(2026, 0, 1 + i)),
        ...values,
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}

const newestOf = async (userId: number) =>
  (
    await db()
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(desc(notifications.id))
  )[0];

describe('the notification centre', () => {
  it('lists a member’s own notifications newest first, a page at a time, with the unread count', async () => {
    const member = await company();
    const other = await company();
    await seed(member.id, 3);
    await seed(other.id, 2);

    const first = await list(member, '?perPage=2');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3, unread: 3 });
    expect(body.data.map((n: { item: { title: string } }) => n.item.title)).toEqual(['Offer 2', 'Offer 1']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      kind: 'content_approved',
      actor: null,
      item: { type: 'offer', id: 1002, title: 'Offer 2' },
      reason: null,
      message: null,
      read: false,
      created_at: '2026-01-03T00:00:00.000Z',
    });
    const past = (await list(member, '?page=9&perPage=2')).json();
    expect(past).toEqual({
      data: [],
      meta: { current_page: 9, last_page: 2, per_page: 2, total: 3, unread: 3 },
    });
    const fresh = await company();
    expect((await list(fresh)).json()).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, unread: 0 },
    });
  });

  it('names the actor by company, with a message’s excerpt; a hidden advisor reads Nondisclosure', async () => {
    const member = await company();
    const sender = await company('Cortiça Lda');
    const advisor = await createUser({
      db: db(),
      cb_roles_id: ROLES.advisor,
      name: 'Rita Advisor',
      profile: { hide_identity: true },
    });
    await seed(member.id, 1, { kind: 'message', actor_id: sender.id, message: 'x'.repeat(500) });
    const [item] = (await list(member)).json().data;
    expect(item.actor).toEqual({ id: sender.id, company_name: 'Cortiça Lda', logo: null });
    expect(item.message).toHaveLength(200);
    await seed(member.id, 1, {
      kind: 'message',
      actor_id: advisor.id,
      created_at: new Date(Date.UTC(2027, 0, 1)),
    });
    const [hidden] = (await list(member)).json().data;
    expect(hidden.actor).toEqual({ id: 0, company_name: 'Nondisclosure', logo: null });
  });

  it('marks some or all read, only the member’s own, answering what stays unread', async () => {
    const member = await company();
    const other = await company();
    const mine = await seed(member.id, 3);
    const theirs = await seed(other.id, 1);

    const some = await markRead(member, { ids: [mine[0]!.id, theirs[0]!.id, 2_000_000_000] });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json()).toEqual({ unread: 2 });
    expect((await list(other)).json().meta.unread).toBe(1);
    const listed = (await list(member)).json().data as { id: number; read: boolean }[];
    expect(listed.find((n) => n.id === mine[0]!.id)?.read).toBe(true);

    expect((await markRead(member, { all: true })).json()).toEqual({ unread: 0 });
    expect((await list(member, '?perPage=1')).json().meta.unread).toBe(0);
    expect((await list(other)).json().meta.unread).toBe(1);
  });

  it('refuses what is not a list of ids or all, never with a server error', async () => {
    const member = await company();
    const bodies: unknown[] = [
      {},
      { ids: [] },
      { ids: [2_147_483_648] },
      { ids: Array.from({ length: 10_000 }, (_, i) => i + 1) },
      { ids: ['1\u0000'] },
      { ids: [-1] },
      { all: false },
      { all: 'true' },
      [],
      { ids: null },
    ];
    for (const body of bodies) {
      const res = await markRead(member, body);
      expect([400, 422], `${JSON.stringify(body).slice(0, 40)} → ${res.statusCode}`).toContain(
        res.statusCode,
      );
    }
    for (const query of ['?perPage=100000', '?page=0', '?page=99999999999', '?perPage=1%00', '?page=abc']) {
      const res = await list(member, query);
      expect([400, 422], `${query} → ${res.statusCode}`).toContain(res.statusCode);
    }
    expect((await list(member, '?page=2147483647&perPage=200')).statusCode).toBe(200);
    expect((await markRead(member, { ids: Array.from({ length: 100 }, (_, i) => i + 1) })).statusCode).toBe(
      200,
    );
  });

  it('is for members: a visitor is 401, an operator 403; an advisor has their own', async () => {
    const anonymous = await kit.t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
    expect((await list(kit.operator)).statusCode).toBe(403);
    expect((await markRead(kit.operator, { all: true })).statusCode).toBe(403);
    const advisor = await createUser({ db: db(), cb_roles_id: ROLES.advisor });
    expect((await list(advisor)).statusCode).toBe(200);
  });
});

describe('events that notify', () => {
  const sector = async () => (await db().select({ id: sectors.id }).from(sectors).limit(1))[0]!.id;

  it('a review given to a company, and a referral', async () => {
    const receiver = await company('Receiver Lda');
    const giver = await company('Giver Lda');
    const permit = await call(giver, 'POST', '/addReviewPermit', {
      participant: receiver.id,
      request_type: 'give',
      project_name: 'Cork supply',
    });
    const code = permit.json().success.request_code;
    const given = await call(giver, 'POST', '/addReview', reviewBody(code, await sector()));
    expect(given.statusCode, given.body).toBe(200);
    expect(await newestOf(receiver.id)).toMatchObject({
      kind: 'feedback_received',
      actor_id: giver.id,
      item_type: 'review',
      item_title: 'Quinta Azul',
      read_at: null,
    });

    const referral = await call(giver, 'POST', '/addReferralPermit', {
      participant: receiver.id,
      request_type: 'give',
      reffer_type: 'testimonial',
    });
    const referralCode = referral.json().data.request_code;
    const sent = await call(giver, 'POST', '/addReferral', referralBody(referralCode, 'testimonial'));
    expect(sent.statusCode, sent.body).toBe(200);
    const told = (await list(receiver)).json().data[0];
    expect(told).toMatchObject({
      kind: 'feedback_received',
      actor: { id: giver.id, company_name: 'Giver Lda' },
      item: { type: 'testimonial', title: 'Quinta Azul' },
    });
  });

  it('a member asked for feedback; a guest asked has no notification to read', async () => {
    const asker = await company('Asker Lda');
    const member = await company();
    const asked = await call(asker, 'POST', '/addReviewPermit', {
      participant: member.id,
      request_type: 'ask',
      project_name: 'Iberian distribution',
      email_content: 'Would you review our work?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await newestOf(member.id)).toMatchObject({
      kind: 'feedback_requested',
      actor_id: asker.id,
      item_type: 'review',
      message: 'Would you review our work?',
    });
    const before = (await db().select().from(notifications)).length;
    const guest = await call(asker, 'POST', '/addReferralPermit', {
      public_request: 'yes',
      request_type: 'ask',
      reffer_type: 'recommendation',
      email_content: 'A few words?',
      name: 'Rui Lopes',
      email: 'rui.lopes@example.com',
    });
    expect(guest.statusCode, guest.body).toBe(200);
    expect((await db().select().from(notifications)).length).toBe(before);
  });

  it('a giveaway’s owner, of each application', async () => {
    const owner = await company('Owner Lda');
    const applicant = await company('Applicant Lda');
    const created = await kit.create(owner, '/addSurpriseBox', {
      title: 'Twelve jars of anchovies',
      description: 'Three companies win a box.',
      no_of_offers: 3,
      prefered_date: '2099-01-10',
      date_of_giveaway: '2099-01-20',
      winning_criteria: 'First come, first served',
    });
    await kit.approve('sampling', created.id);
    const applied = await call(applicant, 'POST', '/surpriseBoxAdd', { surprise_id: created.id });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await newestOf(owner.id)).toMatchObject({
      kind: 'sampling_application',
      actor_id: applicant.id,
      item_type: 'sampling',
      item_id: created.id,
      item_title: 'Twelve jars of anchovies',
    });
  });

  it('an advisor, of each step of a payment request', async () => {
    const { id, advisor } = await createPaymentRequest({ db: db(), month: 1, year: 2026 });
    const step = (name: string) => call(kit.operator, 'POST', `/admin/payment-requests/${id}/${name}`);
    expect((await step('approve')).statusCode).toBe(200);
    expect(await newestOf(advisor.id)).toMatchObject({
      kind: 'payment_request_status',
      item_type: 'payment_request',
      item_id: id,
      item_title: '2026-01',
      reason: 'Approved',
    });
    expect((await step('pay')).statusCode).toBe(200);
    expect((await list(advisor)).json().data.map((n: { reason: string }) => n.reason)).toEqual([
      'Paid',
      'Approved',
    ]);
    // A refused step tells nobody.
    expect((await step('pay')).statusCode).toBe(409);
    expect((await list(advisor)).json().meta.total).toBe(2);
  });
});
