import { type ContentType, ROLES, TIERS } from '@acorn/contracts';
import {
  companyProfiles,
  contentItems,
  conversations,
  interests,
  mailQueue,
  notifications,
  users,
} from '@acorn/db';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createContentItem } from '../content';

const kit = useContentTestApp();
const { call } = kit;
const db = () => kit.t.database.db;

/** A participant whose company has a name, as the mails read it. */
const company = (name = 'Corticeira Atlântica', values: Partial<typeof users.$inferInsert> = {}) =>
  kit.member().then(async (user) => {
    await db()
      .update(companyProfiles)
      .set({ company_name: name })
      .where(eq(companyProfiles.user_id, user.id));
    if (Object.keys(values).length > 0) await db().update(users).set(values).where(eq(users.id, user.id));
    return user;
  });

/** An item of `owner`, published unless told otherwise. */
async function createItem(
  owner: TestUser,
  { type = 'offer', publish = true }: { type?: ContentType; publish?: boolean } = {},
) {
  const row = await createContentItem({
    tx: db(),
    ownerId: owner.id,
    type,
    fields: { title: 'Cork stoppers, 10,000 a month', description: '<p>Natural cork.</p>' },
  });
  if (publish) await kit.approve(type, row.id);
  return row.id;
}

const want = (user: TestUser, body: object) => call(user, 'POST', '/interest', body);
const unwant = (user: TestUser, body: object) => call(user, 'DELETE', '/interest', body);
const send = (user: TestUser, body: object) => call(user, 'POST', '/sendInterestedNotification', body);

const interestsOf = (itemId: number) => db().select().from(interests).where(eq(interests.content_id, itemId));
const noticesOf = (user: TestUser, kind: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, user.id), eq(notifications.kind, kind)));
const mailTo = (user: TestUser) =>
  db().select().from(mailQueue).where(eq(mailQueue.to_address, user.email)).orderBy(desc(mailQueue.id));

describe('Want (POST/DELETE /api/interest)', () => {
  it('records one interest per company and item, and tells the owner once in the app and by e-mail', async () => {
    const owner = await company('Nortejo Consulting');
    const buyer = await company('Corticeira Atlântica');
    const id = await createItem(owner);

    const first = await want(buyer, { item_id: id, item_type: 'offer' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { item_id: id, item_type: 'offer', wanted: true } });
    const again = await want(buyer, { item_id: id, item_type: 'offer' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.wanted).toBe(true);

    expect(await interestsOf(id)).toEqual([
      { user_id: buyer.id, content_id: id, created_at: expect.any(Date) },
    ]);
    const notices = await noticesOf(owner, 'interest');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      actor_id: buyer.id,
      item_type: 'offer',
      item_id: id,
      item_title: 'Cork stoppers, 10,000 a month',
    });
    const mails = await mailTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Acorn: Corticeira Atlântica wants “Cork stoppers, 10,000 a month”');
    expect(mails[0]?.text).toContain(`${kit.t.config.publicUrl}/company/${buyer.id}`);
    expect(mails[0]?.text).toContain(`${kit.t.config.publicUrl}/20-log-market/iws/${id}`);
    expect(mails[0]?.text).not.toContain(buyer.email);
  });

  it('takes a Want back, and a Want given again records it without telling the owner twice', async () => {
    const owner = await company();
    const buyer = await company('Gama & Filhos', { package_id: TIERS.gold });
    const id = await createItem(owner, { type: 'protocol' });
    await want(buyer, { item_id: id, item_type: 'protocol' });

    const taken = await unwant(buyer, { item_id: id, item_type: 'protocol' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ data: { item_id: id, item_type: 'protocol', wanted: false } });
    expect(await interestsOf(id)).toEqual([]);
    expect((await unwant(buyer, { item_id: id, item_type: 'protocol' })).statusCode).toBe(200);

    expect((await want(buyer, { item_id: id, item_type: 'protocol' })).statusCode).toBe(200);
    expect(await interestsOf(id)).toHaveLength(1);
    expect(await noticesOf(owner, 'interest')).toHaveLength(1);
    expect(await mailTo(owner)).toHaveLength(1);
    expect((await mailTo(owner))[0]?.text).toContain(`/iwsb/protocol/${id}`);
  });

  it('answers whether the caller wants an item (GET), only for the caller and the type named', async () => {
    const owner = await company();
    const buyer = await company();
    const other = await company();
    const id = await createItem(owner);
    const stateOf = async (user: TestUser, type: string) =>
      (await call(user, 'GET', `/interest?item_id=${id}&item_type=${type}`)).json();
    expect(await stateOf(buyer, 'offer')).toEqual({
      data: { item_id: id, item_type: 'offer', wanted: false },
    });
    await want(buyer, { item_id: id, item_type: 'offer' });
    expect((await stateOf(buyer, 'offer')).data.wanted).toBe(true);
    expect((await stateOf(buyer, 'campaign')).data.wanted).toBe(false);
    expect((await stateOf(other, 'offer')).data.wanted).toBe(false);
    expect((await call(buyer, 'GET', '/interest?item_id=x&item_type=offer')).statusCode).toBe(400);
  });

  it('takes a Want back only for the type named', async () => {
    const owner = await company();
    const buyer = await company();
    const id = await createItem(owner);
    await want(buyer, { item_id: id, item_type: 'offer' });
    await unwant(buyer, { item_id: id, item_type: 'campaign' });
    expect(await interestsOf(id)).toHaveLength(1);
  });

  it("refuses one's own item, an item the caller may not see, and a type that does not exist", async () => {
    const owner = await company();
    const buyer = await company();
    const own = await createItem(owner);
    const pending = await createItem(owner, { publish: false });
    const published = await createItem(owner);

    const mine = await want(owner, { item_id: own, item_type: 'offer' });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().code).toBe('interest_own');
    const ownPending = await want(owner, { item_id: pending, item_type: 'offer' });
    expect(ownPending.json().code).toBe('interest_own');

    const unpublished = await want(buyer, { item_id: pending, item_type: 'offer' });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().code).toBe('content_not_found');
    expect((await want(buyer, { item_id: published, item_type: 'opportunity' })).statusCode).toBe(404);

    const badType = await want(buyer, { item_id: published, item_type: 'company' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errorCodes).toHaveProperty('item_type');
    expect((await want(buyer, { item_id: 2 ** 31, item_type: 'offer' })).statusCode).toBe(422);
    expect((await want(buyer, { item_id: '1; drop', item_type: 'offer' })).statusCode).toBe(422);
    expect(await interestsOf(pending)).toEqual([]);
  });

  it("refuses an expired item and one whose owner's account is inactive", async () => {
    const owner = await company();
    const buyer = await company();
    const expired = await createItem(owner);
    await db().update(contentItems).set({ deadline: '2020-01-01' }).where(eq(contentItems.id, expired));
    expect((await want(buyer, { item_id: expired, item_type: 'offer' })).statusCode).toBe(404);

    const gone = await company();
    const item = await createItem(gone);
    await db().update(users).set({ status: 1 }).where(eq(users.id, gone.id));
    expect((await want(buyer, { item_id: item, item_type: 'offer' })).json().code).toBe('content_not_found');
  });

  it("refuses a Want and a message about a type the caller's tier cannot open, naming the tier that can", async () => {
    const owner = await company('Nortejo Consulting', { package_id: TIERS.gold });
    const silver = await company('Gama & Filhos');
    const id = await createItem(owner, { type: 'campaign' });

    const wanted = await want(silver, { item_id: id, item_type: 'campaign' });
    expect(wanted.statusCode).toBe(403);
    expect(wanted.json()).toMatchObject({
      code: 'feature_not_in_plan',
      params: { targetSubscription: 'Gold' },
    });
    const sent = await send(silver, { item_id: id, item_type: 'campaign', message: 'Can we talk?' });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().code).toBe('feature_not_in_plan');
    const started = await call(silver, 'POST', '/conversations', {
      to_user_id: owner.id,
      item_type: 'campaign',
      item_id: id,
      body: 'Can we talk?',
    });
    expect(started.statusCode).toBe(403);
    expect(started.json().code).toBe('feature_not_in_plan');
    expect(await interestsOf(id)).toEqual([]);
    expect(await db().select().from(conversations).where(eq(conversations.item_id, id))).toEqual([]);

    const gold = await company('Corticeira Atlântica', { package_id: TIERS.gold });
    expect((await want(gold, { item_id: id, item_type: 'campaign' })).statusCode).toBe(200);
    // The owner answers about its own item whatever the other side's tier.
    const reply = await call(owner, 'POST', '/conversations', {
      to_user_id: silver.id,
      item_type: 'campaign',
      item_id: id,
      body: 'Happy to talk.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('takes the caller from the token, never from a user_id in the body', async () => {
    const owner = await company();
    const buyer = await company();
    const someoneElse = await company();
    const id = await createItem(owner);
    const res = await want(buyer, { item_id: id, item_type: 'offer', user_id: someoneElse.id });
    expect(res.statusCode).toBe(200);
    expect((await interestsOf(id)).map((row) => row.user_id)).toEqual([buyer.id]);
  });

  it("leaves a giveaway's Want to its application for a sample (surpriseBoxAdd)", async () => {
    const owner = await company();
    const res = await call(owner, 'POST', '/addSurpriseBox', {
      title: 'One jar of anchovies',
      description: 'One company wins it.',
      no_of_offers: 1,
      prefered_date: '2099-01-10',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    await kit.approve('sampling', id);
    const refused = await want(await company(), { item_id: id, item_type: 'sampling' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errorCodes)).toEqual(['item_type']);
  });

  it('answers 401 without a session, 403 to advisors and read-only accounts', async () => {
    const owner = await company();
    const id = await createItem(owner);
    const anonymous = await kit.t.app.inject({
      method: 'POST',
      url: '/api/interest',
      payload: { item_id: id, item_type: 'offer' },
    });
    expect(anonymous.statusCode).toBe(401);
    const advisor = await createUser({ db: db(), cb_roles_id: ROLES.advisor });
    expect((await want(advisor, { item_id: id, item_type: 'offer' })).statusCode).toBe(403);
    const readOnly = await company('Read Only Lda', { is_read_only: true });
    expect((await want(readOnly, { item_id: id, item_type: 'offer' })).json().code).toBe('forbidden');
    expect((await send(readOnly, { item_id: id, item_type: 'offer', message: 'Hello' })).statusCode).toBe(
      403,
    );
    expect(await interestsOf(id)).toEqual([]);
  });
});

describe('E-mail the owner (POST /api/sendInterestedNotification)', () => {
  /** The message mails of a member (a Want's own mail left out). */
  const messageMailsTo = async (user: TestUser) =>
    (await mailTo(user)).filter((mail) => /message|mensagem/.test(mail.subject));
  const conversationsOf = (user: TestUser) =>
    db().select().from(conversations).where(eq(conversations.recipient_id, user.id));

  it("continues the sender's conversation with the owner; the mail quotes it and opens the thread, never an address", async () => {
    const owner = await company('Nortejo Consulting', { language: 'pt' });
    const sender = await company('Gama & Filhos');
    const id = await createItem(owner);
    // A Want first: the two have dealt, so the message opens a conversation at once.
    await want(sender, { item_id: id, item_type: 'offer' });

    const res = await send(sender, {
      item_id: id,
      item_type: 'offer',
      message: '  We would like 2,000 stoppers.\nCan you ship to Porto?  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: 'Your message was sent' });
    expect(res.body).not.toContain(owner.email);

    const [conversation] = await conversationsOf(owner);
    expect(conversation).toMatchObject({
      started_by: sender.id,
      status: 'open',
      item_id: id,
      item_type: 'offer',
    });
    const [mail, ...others] = await messageMailsTo(owner);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Acorn: uma mensagem de Gama & Filhos');
    expect(mail?.text).toContain('> We would like 2,000 stoppers.\n> Can you ship to Porto?\n');
    expect(mail?.text).toContain('“Cork stoppers, 10,000 a month”');
    expect(mail?.text).toContain(`${kit.t.config.publicUrl}/messages/${conversation?.id}`);
    expect(mail?.html).toContain('Gama &amp; Filhos');
    expect(`${mail?.text}${mail?.html}${mail?.subject}`).not.toContain(sender.email);
    expect(await mailTo(sender)).toEqual([]);

    expect(await noticesOf(owner, 'message')).toEqual([
      expect.objectContaining({
        actor_id: sender.id,
        item_type: 'offer',
        item_id: id,
        message: 'We would like 2,000 stoppers.\nCan you ship to Porto?',
      }),
    ]);

    // A second message goes to the same thread.
    expect((await send(sender, { item_id: id, item_type: 'offer', message: 'And 3,000?' })).statusCode).toBe(
      200,
    );
    expect(await conversationsOf(owner)).toHaveLength(1);
  });

  it('writes to a company itself: a first contact is a request, told in the app only', async () => {
    const owner = await company('Nortejo Consulting');
    const sender = await company('Gama & Filhos');
    const res = await send(owner, {
      item_id: sender.id,
      item_type: 'company',
      message: 'Yes, we ship to Porto.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailTo(sender)).toEqual([]);
    expect(await conversationsOf(sender)).toEqual([
      expect.objectContaining({ started_by: owner.id, status: 'request', item_id: null }),
    ]);
    expect(await noticesOf(sender, 'message')).toEqual([
      expect.objectContaining({ actor_id: owner.id, item_type: null, item_id: null }),
    ]);
    // Until the company answers, the sender waits.
    const again = await send(owner, { item_id: sender.id, item_type: 'company', message: 'Hello?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conversation_request_pending');
  });

  it('refuses oneself, a company that is not registered or active, and an item the caller may not see', async () => {
    const owner = await company();
    const sender = await company();
    const own = await createItem(owner);
    const pending = await createItem(owner, { publish: false });
    const message = 'Hello';

    expect((await send(owner, { item_id: own, item_type: 'offer', message })).json().code).toBe(
      'message_to_self',
    );
    const self = await send(owner, { item_id: owner.id, item_type: 'company', message });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('message_to_self');

    expect((await send(sender, { item_id: pending, item_type: 'offer', message })).statusCode).toBe(404);
    const inactive = await company('Closed Lda', { status: 1 });
    const unregistered = await company('Halfway Lda', { step: 2 });
    for (const target of [inactive, unregistered, kit.operator]) {
      const res = await send(sender, { item_id: target.id, item_type: 'company', message });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('company_not_found');
    }
    expect(await mailTo(owner)).toEqual([]);
    expect(await conversationsOf(owner)).toEqual([]);
  });

  it('checks the message: required, at most 2000 characters, no NUL; ids within range', async () => {
    const owner = await company();
    const sender = await company();
    const id = await createItem(owner);
    await want(sender, { item_id: id, item_type: 'offer' });
    const body = { item_id: id, item_type: 'offer' };
    expect((await send(sender, { ...body, message: '   ' })).json().errorCodes).toEqual({
      message: ['required'],
    });
    expect((await send(sender, { ...body, message: 'x'.repeat(2001) })).json().errorCodes).toEqual({
      message: ['maxLength2000'],
    });
    expect((await send(sender, { ...body, message: 'x'.repeat(2000) })).statusCode).toBe(200);
    const nul = await send(sender, { ...body, message: 'a\u0000b' });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const big = await send(sender, { ...body, item_id: 2 ** 31, message: 'Hello' });
    expect(big.statusCode).toBe(422);
    expect((await send(sender, { ...body, item_type: 'user', message: 'Hello' })).statusCode).toBe(422);
    expect(await messageMailsTo(owner)).toHaveLength(1);
  });

  it('lets a sender write ten messages an hour, then answers 429', async () => {
    const owner = await company();
    const sender = await company();
    const id = await createItem(owner);
    await want(sender, { item_id: id, item_type: 'offer' });
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push(
        (await send(sender, { item_id: id, item_type: 'offer', message: `Message ${n}` })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const limited = await send(sender, { item_id: id, item_type: 'offer', message: 'Again' });
    expect(limited.json().code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await messageMailsTo(owner)).toHaveLength(10);
    // Another sender has a count of their own.
    expect((await send(await company(), { item_id: id, item_type: 'offer', message: 'Hi' })).statusCode).toBe(
      200,
    );
  });
});
