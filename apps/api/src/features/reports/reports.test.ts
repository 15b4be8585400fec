import { type AdminReport, ROLES } from '@acorn/contracts';
import { auditLog, contentItems, mailQueue, notifications, reports, reviews } from '@acorn/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueEmail } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createPublishedOffer, createReferral, createReview } from '../../test/factories/feedback';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://acorn.example' } });
  operator = await createUser({ db: t.database.db, cb_roles_id: ROLES.operator });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

function call(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
  });
}

const report = (
  user: TestUser | null,
  item_type: string,
  item_id: number | string,
  reason = 'Insults a partner',
) => call(user, 'POST', '/reports', { item_type, item_id, reason });

const reportsOn = (itemType: string, itemId: number) =>
  db()
    .select()
    .from(reports)
    .where(and(eq(reports.item_type, itemType), eq(reports.item_id, itemId)))
    .orderBy(reports.id);

const mailTo = (email: string) =>
  db().select().from(mailQueue).where(eq(mailQueue.to_address, email)).orderBy(desc(mailQueue.id));

const openQueue = async () => {
  const res = await call(operator, 'GET', '/admin/reports?perPage=200');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminReport[];
};

describe('a member’s report', () => {
  it('is taken once per member and item, from companies and advisors, even when sent at once', async () => {
    const review = await createReview({ db: db() });
    const member = await createUser({ db: db() });
    const advisor = await createUser({ db: db(), cb_roles_id: ROLES.advisor });

    const first = await report(member, 'review', review.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: 'Report received' });
    expect((await report(member, 'review', review.id, 'Again')).json()).toEqual({
      success: 'Report received',
    });
    const together = await Promise.all([1, 2, 3, 4].map(() => report(advisor, 'review', review.id)));
    expect(together.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);

    const rows = await reportsOn('review', review.id);
    expect(rows.map((row) => [row.reporter_id, row.reason, row.status])).toEqual([
      [member.id, 'Insults a partner', 'open'],
      [advisor.id, 'Insults a partner', 'open'],
    ]);
  });

  it('is only of what the member can see: a public review or referral, a published item', async () => {
    const member = await createUser({ db: db() });
    const notPublic = await createReview({ db: db(), show_public: false });
    const hidden = await createReview({ db: db(), hidden_at: new Date(), hidden_reason: 'Spam' });
    const referral = await createReferral({ db: db() });
    const offer = await createPublishedOffer({ db: db() });
    const pending = await createPublishedOffer({ db: db(), status: 'pending' });

    for (const [type, id] of [
      ['review', notPublic.id],
      ['review', hidden.id],
      ['review', 2_147_483_647],
      ['referral', 2_147_483_646],
      ['content', pending.id],
      ['content', referral.id],
    ] as const) {
      const res = await report(member, type, id);
      expect(res.statusCode, `${type} ${id}`).toBe(404);
      expect(res.json().code).toBe('report_item_not_found');
    }
    expect((await report(member, 'referral', referral.id)).statusCode).toBe(200);
    expect((await report(member, 'content', offer.id)).statusCode).toBe(200);
  });

  it('refuses what is not a report, visitors and operators, never with a 5xx', async () => {
    const member = await createUser({ db: db() });
    const review = await createReview({ db: db() });
    for (const body of [
      { item_type: 'review', item_id: review.id, reason: 'a\u0000b' },
      { item_type: 'review', item_id: review.id, reason: '  ' },
      { item_type: 'review', item_id: review.id, reason: 'x'.repeat(1001) },
      { item_type: 'review', item_id: 2 ** 31, reason: 'Spam' },
      { item_type: 'review', item_id: '1\u0000', reason: 'Spam' },
      { item_type: 'message', item_id: review.id, reason: 'Spam' },
      { item_type: 'review', reason: 'Spam' },
    ]) {
      const res = await call(member, 'POST', '/reports', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await report(null, 'review', review.id)).statusCode).toBe(401);
    expect((await report(operator, 'review', review.id)).statusCode).toBe(403);
  });
});

describe('the operators’ reports queue', () => {
  it('lists open reports oldest first with what they are about, and pages', async () => {
    const owner = await createUser({ db: db(), profile: { company_name: 'Nortejo' } });
    const reporter = await createUser({ db: db(), profile: { company_name: 'Quinta Azul' } });
    const review = await createReview({ db: db(), company: owner, description: 'Rude words' });
    const offer = await createPublishedOffer({
      db: db(),
      owner,
      title: 'Cork 2026',
      description: 'Best cork',
    });
    await report(reporter, 'review', review.id, 'Offensive');
    await report(reporter, 'content', offer.id, 'Counterfeit');

    const queue = await openQueue();
    const mine = queue.filter((item) => [review.id, offer.id].includes(item.item_id));
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        item_type: 'review',
        item_id: review.id,
        reason: 'Offensive',
        reporter: { id: reporter.id, company_name: 'Quinta Azul' },
        item: {
          title: 'Inês Duarte',
          former_member: false,
          text: 'Rude words',
          owner: { id: owner.id, company_name: 'Nortejo' },
        },
        status: 'open',
        decision_reason: null,
        created_at: expect.any(String),
        decided_at: null,
      },
      expect.objectContaining({
        item_type: 'content',
        item_id: offer.id,
        item: {
          title: 'Cork 2026',
          former_member: false,
          text: 'Best cork',
          owner: { id: owner.id, company_name: 'Nortejo' },
        },
      }),
    ]);

    const page = await call(operator, 'GET', '/admin/reports?status=open&page=1&perPage=1');
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta).toMatchObject({ current_page: 1, per_page: 1 });
    expect(page.json().meta.total).toBeGreaterThanOrEqual(2);
    expect((await call(operator, 'GET', '/admin/reports?page=9999&perPage=50')).json().data).toEqual([]);
    for (const query of ['perPage=100000', 'status=closed', 'page=0', 'page=1%00']) {
      const res = await call(operator, 'GET', `/admin/reports?${query}`);
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
    }
    expect((await call(reporter, 'GET', '/admin/reports')).statusCode).toBe(403);
  });

  it('names a reported review’s or referral’s giver who since erased their account only as a former member', async () => {
    const owner = await createUser({ db: db(), profile: { company_name: 'Serra Alta' } });
    const giver = await createUser({ db: db(), profile: { company_name: 'Vale Fundo' } });
    const reporter = await createUser({ db: db() });
    const review = await createReview({
      db: db(),
      company: owner,
      reviewer_id: giver.id,
      name: 'Rui Vale',
      description: 'Late twice',
    });
    const referral = await createReferral({
      db: db(),
      company: owner,
      reviewer_id: giver.id,
      name: 'Rui Vale',
    });
    await report(reporter, 'review', review.id);
    await report(reporter, 'referral', referral.id);
    const erased = await call(operator, 'POST', `/admin/users/${giver.id}/erase`, {
      reason: 'Asked by e-mail',
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const items = (await openQueue()).filter(
      (entry) => entry.item_id === (entry.item_type === 'review' ? review.id : referral.id),
    );
    expect(items.map((entry) => entry.item)).toEqual([
      expect.objectContaining({ title: 'A former member', former_member: true, text: 'Late twice' }),
      expect.objectContaining({ title: 'A former member', former_member: true }),
    ]);
  });
  it('leaves out a report whose item was since deleted, in the page and in its total', async () => {
    const reporter = await createUser({ db: db() });
    const review = await createReview({ db: db(), description: 'Soon gone' });
    await report(reporter, 'review', review.id);
    const before = await call(operator, 'GET', '/admin/reports?perPage=200');
    expect(before.json().data.map((entry: AdminReport) => entry.item_id)).toContain(review.id);
    await db().delete(reviews).where(eq(reviews.id, review.id));

    const after = await call(operator, 'GET', '/admin/reports?perPage=200');
    expect(after.json().data.map((entry: AdminReport) => entry.item_id)).not.toContain(review.id);
    expect(after.json().meta.total).toBe(before.json().meta.total - 1);
  });
});

describe('deciding a report', () => {
  it('hides a member’s review: every open report decided, off the profile, the company and the author told why', async () => {
    const owner = await createUser({ db: db(), profile: { company_name: 'Nortejo' } });
    const author = await createUser({ db: db(), language: 'pt' });
    const review = await createReview({ db: db(), company: owner, reviewer_id: author.id });
    const [a, b] = [await createUser({ db: db() }), await createUser({ db: db() })];
    await report(a, 'review', review.id);
    await report(b, 'review', review.id);
    const [first, second] = await reportsOn('review', review.id);
    if (!first || !second) throw new Error('no reports');

    const tooShort = await call(operator, 'POST', `/admin/reports/${first.id}/hide`, { reason: 'no' });
    expect(tooShort.statusCode).toBe(422);
    const res = await call(operator, 'POST', `/admin/reports/${first.id}/hide`, {
      reason: 'Insults another company',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: first.id,
      status: 'hidden',
      decision_reason: 'Insults another company',
      decided_at: expect.any(String),
    });
    expect((await reportsOn('review', review.id)).map((row) => row.status)).toEqual(['hidden', 'hidden']);
    const again = await call(operator, 'POST', `/admin/reports/${second.id}/keep`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('report_decided');

    const shown = await call(a, 'POST', '/listPublicReview', { user_id: owner.id });
    expect(shown.json().success).toEqual([]);
    const own = await call(owner, 'GET', '/listmyReview');
    expect(own.json().success[0]).toMatchObject({ id: review.id, hidden_reason: 'Insults another company' });

    const told = await db().select().from(notifications).where(eq(notifications.item_id, review.id));
    expect(told.map((row) => [row.user_id, row.kind, row.item_type, row.reason]).sort()).toEqual(
      [
        [owner.id, 'feedback_hidden', 'review', 'Insults another company'],
        [author.id, 'feedback_hidden', 'review', 'Insults another company'],
      ].sort(),
    );
    const [ownerMail] = await mailTo(owner.email);
    expect(ownerMail?.text).toContain('Insults another company');
    expect(ownerMail?.text).toContain('https://acorn.example/reviews');
    const [authorMail] = await mailTo(author.email);
    expect(authorMail?.subject).toContain('ocultámos');
    expect(authorMail?.text).toContain(`https://acorn.example/company/${owner.id}`);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.hide'), eq(auditLog.entity_id, String(review.id))));
    expect(audit).toMatchObject({
      actor_id: operator.id,
      entity_type: 'review',
      reason: 'Insults another company',
    });
  });

  it('hides a guest’s referral and mails the guest at the address asked', async () => {
    const guestEmail = uniqueEmail('guest');
    const referral = await createReferral({ db: db(), guestEmail });
    const member = await createUser({ db: db() });
    await report(member, 'referral', referral.id);
    const [open] = await reportsOn('referral', referral.id);
    const res = await call(operator, 'POST', `/admin/reports/${open?.id}/hide`, {
      reason: 'Not a real customer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailTo(guestEmail);
    expect(mail?.text).toContain('Rui Lopes');
    expect(mail?.text).toContain('Not a real customer');
    const own = await call(referral.company, 'POST', '/listmyReferral', { reffer_type: 'recommendation' });
    expect(own.json().success[0]).toMatchObject({ id: referral.id, hidden_reason: 'Not a real customer' });
  });

  it('keeps an item: the reports closed, the item as it was, audited', async () => {
    const review = await createReview({ db: db() });
    const member = await createUser({ db: db() });
    await report(member, 'review', review.id);
    const [open] = await reportsOn('review', review.id);
    const res = await call(operator, 'POST', `/admin/reports/${open?.id}/keep`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'kept', decision_reason: null });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.hidden_at).toBeNull();
    expect(
      (await call(member, 'POST', '/listPublicReview', { user_id: review.company.id })).json().success,
    ).toHaveLength(1);
    const kept = await call(operator, 'GET', '/admin/reports?status=kept&perPage=200');
    expect(kept.json().data.map((item: { id: number }) => item.id)).toContain(open?.id);
    // A kept item may be reported again.
    expect((await report(member, 'review', review.id)).statusCode).toBe(200);
    expect(await reportsOn('review', review.id)).toHaveLength(2);
  });

  it('hides a content item by denying it as moderation does, the owner told', async () => {
    const offer = await createPublishedOffer({ db: db() });
    const member = await createUser({ db: db() });
    await report(member, 'content', offer.id);
    const [open] = await reportsOn('content', offer.id);
    const res = await call(operator, 'POST', `/admin/reports/${open?.id}/hide`, {
      reason: 'Counterfeit goods',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = await db().select().from(contentItems).where(eq(contentItems.id, offer.id));
    expect(item).toMatchObject({ status: 'denied', deny_reason: 'Counterfeit goods' });
    const [notice] = await db().select().from(notifications).where(eq(notifications.item_id, offer.id));
    expect(notice).toMatchObject({ user_id: offer.owner.id, kind: 'content_denied' });
    expect((await report(member, 'content', offer.id)).statusCode).toBe(404);
  });

  it('two operators deciding one item at once: one decision, never a 5xx', async () => {
    const review = await createReview({ db: db() });
    const [a, b] = [await createUser({ db: db() }), await createUser({ db: db() })];
    await report(a, 'review', review.id);
    await report(b, 'review', review.id);
    const [first, second] = await reportsOn('review', review.id);
    const other = await createUser({ db: db(), cb_roles_id: ROLES.operator });
    const answers = await Promise.all([
      call(operator, 'POST', `/admin/reports/${first?.id}/hide`, { reason: 'Abusive language' }),
      call(other, 'POST', `/admin/reports/${second?.id}/keep`),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers an unknown report 404 and bad ids 4xx, for operators only', async () => {
    expect((await call(operator, 'POST', '/admin/reports/2147483647/keep')).json().code).toBe(
      'report_not_found',
    );
    for (const id of ['2147483648', '0', 'x', '1.5']) {
      const res = await call(operator, 'POST', `/admin/reports/${id}/keep`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    const member = await createUser({ db: db() });
    expect((await call(member, 'POST', '/admin/reports/1/hide', { reason: 'Spam spam' })).statusCode).toBe(
      403,
    );
  });
});
