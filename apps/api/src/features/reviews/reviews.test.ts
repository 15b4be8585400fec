import { contentItems, feedbackRequests, interests, reviews, sectors, users } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { useFeedbackTestApp } from '../../test/feedback';
import { mailedReviewCode, reviewBody, reviewCalls } from './reviews.fixtures';

const kit = useFeedbackTestApp(reviewCalls);
const { db, company } = kit;
let sector: number;
beforeAll(async () => {
  const [first] = await db().select({ id: sectors.id }).from(sectors).limit(1);
  sector = first?.id as number;
});

/** A published opportunity ('I want to buy') of `owner`, or another type or state of item. */
async function itemOf(owner: TestUser, values: { type?: string; status?: string; title?: string } = {}) {
  const [item] = await db()
    .insert(contentItems)
    .values({
      type: 'opportunity',
      status: 'published',
      title: 'Cork stoppers',
      owner_id: owner.id,
      ...values,
    })
    .returning();
  return item?.id as number;
}

/** `asker` asks `member` for a review of a project; the code mailed to the member. */
async function askMember(asker: TestUser, member: TestUser, needId?: number) {
  const res = await kit.api.permit(asker.token, {
    participant: member.id,
    request_type: 'ask',
    project_name: 'Iberian distribution',
    email_content: 'Would you review our work?',
    ...(needId ? { need_id: needId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  // The asker never holds the code.
  expect(res.json()).toEqual({ success: { message: 'Request successfully send!' } });
  return mailedReviewCode(kit.sink, member.email);
}

/** `giver` starts reviewing `to`: the code of the giver's own form, in success.request_code. */
async function startGiving(giver: TestUser, to: TestUser) {
  const res = await kit.api.permit(giver.token, {
    participant: to.id,
    request_type: 'give',
    project_name: 'Cork supply',
  });
  expect(res.statusCode, res.body).toBe(200);
  const code: string = res.json().success.request_code;
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return code;
}

async function askGuest(asker: TestUser, email = uniqueEmail('guest')) {
  const res = await kit.api.permit(asker.token, {
    public_request: 'yes',
    request_type: 'ask',
    project_name: 'Cork harvest',
    name: 'Rui Lopes',
    email,
    email_content: 'A few words about the cork harvest?',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success.request_code).toBeUndefined();
  return { email, ...(await mailedReviewCode(kit.sink, email)) };
}

const mine = async (user: TestUser) => {
  const res = await kit.api.mine(user.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().success as Array<Record<string, unknown>>;
};

describe('a review', () => {
  it('asked of a member: mailed with the link, given once, listed with its evidence, shown when switched public', async () => {
    const asker = await company({ profile: { company_name: 'Nortejo' } });
    const member = await company({ language: 'pt' });
    const reader = await company();
    const need = await itemOf(asker, { title: 'Wine corks' });
    const { code, message } = await askMember(asker, member, need);
    expect(message.text).toContain(`https://acorn.example/give/review/${code}`);
    expect(message.subject).toContain('Nortejo');
    expect(message.text).toContain('Would you review our work?');

    const validated = await kit.api.validate(code, member.token);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toEqual({
      data: {
        company: { id: asker.id, company_name: 'Nortejo' },
        project_name: 'Iberian distribution',
        need: { id: need, title: 'Wine corks' },
      },
    });

    const given = await kit.api.submit(reviewBody(code, sector, { rating_value: 5 }), member.token);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ success: 'Review submitted' });
    const id = given.json().data.id;

    expect((await kit.api.validate(code, member.token)).json().code).toBe('invalid_feedback_code');
    const again = await kit.api.submit(reviewBody(code, sector), member.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('invalid_feedback_code');

    const [item] = await mine(asker);
    expect(item).toMatchObject({
      id,
      name: 'Inês Duarte',
      job_function: 'Head of exports',
      company_name: 'Quinta Azul',
      project_name: 'Iberian distribution',
      from_date: '2025-01-10',
      to_date: '2025-06-30',
      rating_value: 5,
      sector: { name: expect.any(String) },
      show_public: 'no',
      evidence: 'invited',
    });
    expect(await mine(member)).toEqual([]);
    expect((await kit.api.publicOf(reader.token, asker.id)).json().success).toEqual([]);

    expect((await kit.api.change(asker.token, id, 'yes')).json()).toEqual({
      success: 'Changes updated successfully',
      data: { id, show_public: 'yes' },
    });
    const shown = (await kit.api.publicOf(reader.token, asker.id)).json();
    expect(shown.success).toHaveLength(1);
    expect(shown.success[0]).toMatchObject({
      id,
      rating_value: 5,
      evidence: 'invited',
      company: { id: member.id },
    });
    expect(shown.summary).toEqual({ total: 1, average: 5, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
  });

  it('given by a member: the code is the giver’s own, the review the company’s', async () => {
    const giver = await company();
    const receiver = await company();
    const other = await company();
    const code = await startGiving(giver, receiver);
    expect((await kit.api.validate(code, other.token)).statusCode).toBe(422);
    expect((await kit.api.submit(reviewBody(code, sector), other.token)).statusCode).toBe(422);
    expect((await kit.api.validate(code)).statusCode).toBe(422);
    expect((await kit.api.submit(reviewBody(code, sector))).statusCode).toBe(422);

    expect((await kit.api.validate(code, giver.token)).json().data).toEqual({
      company: { id: receiver.id, company_name: expect.any(String) },
      project_name: 'Cork supply',
      need: null,
    });
    expect((await kit.api.submit(reviewBody(code, sector), giver.token)).statusCode).toBe(200);
    const [item] = await mine(receiver);
    expect(item).toMatchObject({ evidence: 'none', show_public: 'no', project_name: 'Cork supply' });
    const [row] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.id, item?.id as number));
    expect(row).toMatchObject({ user_id: receiver.id, reviewer_id: giver.id, sector_id: sector });
    expect(await mine(giver)).toEqual([]);
  });

  it('asked of a guest: mailed in the asker’s language to the one give page, given without an account', async () => {
    const asker = await company({ language: 'es' });
    const member = await company();
    const { code, message } = await askGuest(asker);
    expect(message.text).toContain(`https://acorn.example/give/review/${code}`);
    expect(message.text).toContain('Hola, Rui Lopes:');
    expect(message.text).toContain('A few words about the cork harvest?');

    expect((await kit.api.validate(code, member.token)).statusCode).toBe(422);
    expect((await kit.api.validate(code)).json().data).toMatchObject({
      company: { id: asker.id },
      project_name: 'Cork harvest',
    });
    const given = await kit.api.submit(reviewBody(code, sector, { job_function: '', company_name: null }));
    expect(given.statusCode, given.body).toBe(200);
    expect((await kit.api.submit(reviewBody(code, sector))).json().code).toBe('invalid_feedback_code');

    const [item] = await mine(asker);
    expect(item).toMatchObject({ evidence: 'invited', job_function: null, company_name: null });
    const [row] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.id, item?.id as number));
    expect(row?.reviewer_id).toBeNull();
  });
});

describe('review codes', () => {
  it('expire after 30 days, and a newer ask voids the older one', async () => {
    const asker = await company();
    const member = await company();
    const { code } = await askMember(asker, member);
    const [request] = await db()
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.user_id, asker.id));
    expect(request).toMatchObject({ kind: 'review', project_name: 'Iberian distribution' });
    await db()
      .update(feedbackRequests)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(feedbackRequests.id, request?.id as number));
    expect((await kit.api.submit(reviewBody(code, sector), member.token)).json().code).toBe(
      'invalid_feedback_code',
    );

    const guest = uniqueEmail('guest');
    const first = await askGuest(asker, guest);
    const second = await askGuest(asker, guest);
    expect((await kit.api.validate(first.code)).statusCode).toBe(422);
    expect((await kit.api.validate(second.code)).statusCode).toBe(200);
  });

  it('are not a referral’s, nor a referral’s a review’s', async () => {
    const giver = await company();
    const receiver = await company();
    const code = await startGiving(giver, receiver);
    const asReferral = await kit.api.post('/validateReferralPermit', { code }, giver.token);
    expect(asReferral.json().code).toBe('invalid_feedback_code');
    const referral = await kit.api.post(
      '/addReferralPermit',
      { participant: receiver.id, request_type: 'give', reffer_type: 'recommendation' },
      giver.token,
    );
    const referralCode = referral.json().data.request_code;
    expect((await kit.api.validate(referralCode, giver.token)).json().code).toBe('invalid_feedback_code');
  });
});

describe('the review form', () => {
  it('names rating_value outside 1 to 5, an unknown sector, and missing or reversed dates; refusals leave the code usable', async () => {
    const asker = await company();
    const { code } = await askGuest(asker);
    for (const rating_value of [0, 6, 2.5]) {
      const res = await kit.api.submit(reviewBody(code, sector, { rating_value }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errorCodes).toEqual({ rating_value: ['invalid'] });
    }
    const unknown = await kit.api.submit(reviewBody(code, 999_999));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errorCodes).toEqual({ sector: ['optionInvalid'] });
    const missing = await kit.api.submit({ code, name: 'Rui', description: ' ', rating_value: 3 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errorCodes).sort()).toEqual([
      'description',
      'from_date',
      'sector',
      'to_date',
    ]);
    const reversed = await kit.api.submit(
      reviewBody(code, sector, { from_date: '2025-06-30', to_date: '2025-01-10' }),
    );
    expect(reversed.json().errorCodes).toEqual({ to_date: ['endBeforeStart'] });

    for (const rating_value of [1, 5]) {
      const { code: next } = await askGuest(await company());
      expect((await kit.api.submit(reviewBody(next, sector, { rating_value }))).statusCode).toBe(200);
    }
    expect((await kit.api.submit(reviewBody(code, sector))).statusCode).toBe(200);
  });
});

describe('asking for a review', () => {
  it('requires the project, and a message for an ask; refuses one’s own company', async () => {
    const asker = await company();
    const member = await company();
    const ask = await kit.api.post(
      '/addReviewPermit',
      { participant: member.id, request_type: 'ask' },
      asker.token,
    );
    expect(ask.statusCode).toBe(422);
    expect(ask.json().errorCodes).toEqual({ project_name: ['required'], email_content: ['required'] });
    const give = await kit.api.permit(asker.token, {
      participant: member.id,
      request_type: 'give',
      project_name: 'X',
    });
    expect(give.statusCode).toBe(200);
    const guestGive = await kit.api.permit(asker.token, {
      public_request: 'yes',
      request_type: 'give',
      project_name: 'X',
    });
    expect(guestGive.json().errorCodes).toEqual({
      name: ['required'],
      email: ['required'],
      email_content: ['required'],
      request_type: ['invalid'],
    });
    const own = await kit.api.permit(asker.token, {
      participant: asker.id,
      request_type: 'give',
      project_name: 'X',
    });
    expect(own.json().code).toBe('feedback_own');
  });

  it('ties it only to one of the reviewed company’s published opportunities', async () => {
    const asker = await company();
    const member = await company();
    const mineNeed = await itemOf(asker, { title: 'Glass bottles' });
    const draft = await itemOf(asker, { status: 'draft' });
    const offer = await itemOf(asker, { type: 'offer' });
    const theirs = await itemOf(member);
    const needs = await kit.api.needs(asker.token, member.id);
    expect(needs.statusCode, needs.body).toBe(200);
    expect(needs.json()).toEqual({ data: [{ id: mineNeed, title: 'Glass bottles' }] });
    expect((await kit.api.needs(asker.token, asker.id)).json().code).toBe('feedback_own');

    for (const need_id of [draft, offer, theirs]) {
      const res = await kit.api.permit(asker.token, {
        participant: member.id,
        request_type: 'ask',
        project_name: 'X',
        email_content: 'Please',
        need_id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errorCodes).toEqual({ need_id: ['optionInvalid'] });
    }
    // A giver names the reviewed company's need.
    const given = await kit.api.permit(member.token, {
      participant: asker.id,
      request_type: 'give',
      project_name: 'X',
      need_id: mineNeed,
    });
    expect(given.statusCode, given.body).toBe(200);
  });

  it('is for companies only', async () => {
    const advisor = await createUser({ db: db(), cb_roles_id: 2 });
    const other = await company();
    const body = { participant: other.id, request_type: 'give', project_name: 'X' } as const;
    expect((await kit.api.permit(advisor.token, body)).statusCode).toBe(403);
    expect((await kit.api.mine(advisor.token)).statusCode).toBe(403);
    expect((await kit.api.needs(advisor.token, other.id)).statusCode).toBe(403);
  });
});

describe('a company’s own reviews', () => {
  it('are read and switched by the company alone', async () => {
    const owner = await company();
    const intruder = await company();
    const { code } = await askGuest(owner);
    const id = (await kit.api.submit(reviewBody(code, sector))).json().data.id;

    const flipped = await kit.api.change(intruder.token, id, 'yes');
    expect(flipped.statusCode).toBe(404);
    expect(flipped.json().code).toBe('review_not_found');
    expect(await mine(intruder)).toEqual([]);
    expect((await kit.api.publicOf(intruder.token, owner.id)).json().success).toEqual([]);

    expect((await kit.api.change(owner.token, id, 'yes')).statusCode).toBe(200);
    expect((await kit.api.publicOf(intruder.token, owner.id)).json().success).toHaveLength(1);
    expect((await kit.api.change(owner.token, id, 'no')).json().data).toEqual({ id, show_public: 'no' });
    expect((await kit.api.publicOf(intruder.token, owner.id)).json()).toEqual({
      success: [],
      summary: { total: 0, average: null, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });
});

describe('a company’s reply to a review', () => {
  it('is the reviewed company’s, once, shown under the review on its profile and its own list', async () => {
    const owner = await company();
    const other = await company();
    const { code } = await askGuest(owner);
    const id = (await kit.api.submit(reviewBody(code, sector))).json().data.id;
    await kit.api.change(owner.token, id, 'yes');

    const intruder = await kit.api.reply(other.token, id, 'Not mine to answer');
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().code).toBe('review_not_found');

    const res = await kit.api.reply(owner.token, id, '  Thank you, it was a pleasure.  ');
    expect(res.statusCode, res.body).toBe(200);
    const reply = { body: 'Thank you, it was a pleasure.', created_at: expect.any(String) };
    expect(res.json()).toEqual({ success: 'Reply published', data: { id, reply } });
    expect((await kit.api.publicOf(other.token, owner.id)).json().success[0].reply).toEqual(reply);
    expect((await mine(owner))[0]).toMatchObject({ reply, hidden_reason: null });

    const again = await kit.api.reply(owner.token, id, 'A second answer');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('reply_exists');
  });

  it('two replies at once: one published, the other refused', async () => {
    const owner = await company();
    const { code } = await askGuest(owner);
    const id = (await kit.api.submit(reviewBody(code, sector))).json().data.id;
    const answers = await Promise.all([
      kit.api.reply(owner.token, id, 'First'),
      kit.api.reply(owner.token, id, 'Second'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an empty or long body and ids that are not ids, never with a 5xx', async () => {
    const owner = await company();
    const { code } = await askGuest(owner);
    const id = (await kit.api.submit(reviewBody(code, sector))).json().data.id;
    expect((await kit.api.reply(owner.token, id, '   ')).statusCode).toBe(422);
    expect((await kit.api.reply(owner.token, id, 'x'.repeat(1001))).statusCode).toBe(422);
    expect((await kit.api.reply(owner.token, id, 'a\u0000b')).statusCode).toBe(422);
    for (const bad of [2 ** 31, 0, -1, 'x', '1.5']) {
      const answer = await kit.api.reply(owner.token, bad as number, 'Thanks');
      expect(answer.statusCode, String(bad)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    const advisor = await createUser({ db: db(), cb_roles_id: 2 });
    expect((await kit.api.reply(advisor.token, id, 'Thanks')).statusCode).toBe(403);
    expect((await kit.api.reply(owner.token, id, 'Still unanswered')).statusCode).toBe(200);
  });
});

describe('a review’s evidence', () => {
  it('is a verified relationship after a Want, before an invitation, on the profile too', async () => {
    const [asker, member, reader] = [await company(), await company(), await company()];
    await db()
      .insert(interests)
      .values({ user_id: member.id, content_id: await itemOf(asker, { type: 'offer' }) });
    const { code } = await askMember(asker, member);
    const id = (await kit.api.submit(reviewBody(code, sector), member.token)).json().data.id;
    await kit.api.change(asker.token, id, 'yes');
    const [item] = (await kit.api.publicOf(reader.token, asker.id)).json().success;
    expect(item).toMatchObject({ id, evidence: 'verified_relationship' });
    expect((await mine(asker))[0]).toMatchObject({ evidence: 'verified_relationship' });
  });

  it('no longer counts a deactivated company’s reviews', async () => {
    const asker = await company();
    const { code } = await askGuest(asker);
    const id = (await kit.api.submit(reviewBody(code, sector))).json().data.id;
    await kit.api.change(asker.token, id, 'yes');
    await db().update(users).set({ status: 1 }).where(eq(users.id, asker.id));
    expect((await kit.api.publicOf((await company()).token, asker.id)).json().success).toEqual([]);
  });
});
