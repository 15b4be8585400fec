import { FEEDBACK_PARTICIPANT_LIMIT, REFERRAL_TYPES, type ReferralType } from '@acorn/contracts';
import {
  advisorParticipants,
  contentItems,
  feedbackRequests,
  interests,
  notifications,
  referrals,
  samplingApplications,
  samplings,
  users,
} from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { useFeedbackTestApp } from '../../test/feedback';
import { mailedReferralCode, referralBody, referralCalls } from './referrals.fixtures';

const kit = useFeedbackTestApp(referralCalls);
const { db, company } = kit;

/** `asker` asks `member` for a referral of `type`; the code mailed to the member. */
async function askMember(asker: TestUser, member: TestUser, type: ReferralType) {
  const res = await kit.api.permit(asker.token, {
    participant: member.id,
    request_type: 'ask',
    reffer_type: type,
  });
  expect(res.statusCode, res.body).toBe(200);
  // The asker never holds the code: they could answer their own ask.
  expect(res.json()).toEqual({ success: 'Request successfully send!', data: {} });
  return mailedReferralCode(kit.sink, member.email);
}

/** `giver` starts giving `company` a referral of `type`: the code of the giver's form. */
async function startGiving(giver: TestUser, to: TestUser, type: ReferralType) {
  const res = await kit.api.permit(giver.token, {
    participant: to.id,
    request_type: 'give',
    reffer_type: type,
  });
  expect(res.statusCode, res.body).toBe(200);
  const code: string = res.json().data.request_code;
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return code;
}

/** `asker` asks someone outside the platform. */
async function askGuest(asker: TestUser, type: ReferralType, email = uniqueEmail('guest')) {
  const res = await kit.api.permit(asker.token, {
    public_request: 'yes',
    request_type: 'ask',
    reffer_type: type,
    name: 'Rui Lopes',
    email,
    email_content: 'Would you write a few words\nabout the cork project?',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toEqual({});
  return { email, ...(await mailedReferralCode(kit.sink, email)) };
}

const mine = async (user: TestUser, type: ReferralType) => {
  const res = await kit.api.mine(user.token, type);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().success as Array<Record<string, unknown>>;
};

describe.each(REFERRAL_TYPES)('a %s', (type) => {
  it('asked of a member: mailed in their language, given once, listed with the asker, shown when switched public', async () => {
    const asker = await company({ profile: { company_name: 'Nortejo' } });
    const member = await company({ language: 'pt' });
    const reader = await company();
    const { code, page, message } = await askMember(asker, member, type);
    expect(page).toBe('referral');
    expect(message.text).toContain(`https://acorn.example/give/referral/${code}`);
    expect(message.subject).toContain('Nortejo');
    expect(message.text).toMatch(type === 'testimonial' ? /um testemunho/ : /uma recomendação/);

    const validated = await kit.api.validate(code, member.token);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toEqual({
      data: { reffertype: type, company: { id: asker.id, company_name: 'Nortejo' } },
    });

    const given = await kit.api.submit(referralBody(code, type), member.token);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ success: 'Referral submitted', data: { reffer_type: type } });
    const id = given.json().data.id;

    // Used up: neither validated nor given again.
    expect((await kit.api.validate(code, member.token)).json().code).toBe('invalid_feedback_code');
    const again = await kit.api.submit(referralBody(code, type), member.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('invalid_feedback_code');

    const [item] = await mine(asker, type);
    expect(item).toMatchObject({
      id,
      name: 'Inês Duarte',
      job_function: 'Head of exports',
      company_name: 'Quinta Azul',
      reffer_type: type,
      show_public: 'no',
      evidence: 'invited',
    });
    expect(await mine(member, type)).toEqual([]);
    expect((await kit.api.publicOf(reader.token, asker.id, type)).json().success).toEqual([]);

    expect((await kit.api.change(asker.token, id, 'yes')).json()).toEqual({
      success: 'Changes updated successfully',
      data: { id, show_public: 'yes' },
    });
    const [shown] = (await kit.api.publicOf(reader.token, asker.id, type)).json().success;
    expect(shown).toMatchObject({ id, evidence: 'invited', company: { id: member.id } });
  });

  it('given by a member: the code is the giver’s own, the referral the company’s', async () => {
    const giver = await company();
    const receiver = await company();
    const other = await company();
    const code = await startGiving(giver, receiver, type);
    // Meant for the giver alone, and never for a guest.
    expect((await kit.api.validate(code, other.token)).statusCode).toBe(422);
    expect((await kit.api.submit(referralBody(code, type), other.token)).statusCode).toBe(422);
    expect((await kit.api.validate(code)).statusCode).toBe(422);
    expect((await kit.api.submit(referralBody(code, type))).statusCode).toBe(422);

    expect((await kit.api.validate(code, giver.token)).json().data).toMatchObject({
      reffertype: type,
      company: { id: receiver.id },
    });
    expect((await kit.api.submit(referralBody(code, type), giver.token)).statusCode).toBe(200);
    const [item] = await mine(receiver, type);
    expect(item).toMatchObject({ evidence: 'none', show_public: 'no' });
    const [row] = await db()
      .select()
      .from(referrals)
      .where(eq(referrals.id, item?.id as number));
    expect(row).toMatchObject({ user_id: receiver.id, reviewer_id: giver.id });
    expect(await mine(giver, type)).toEqual([]);
  });

  it('asked of a guest: mailed in the asker’s language with the message, given without an account', async () => {
    const asker = await company({ language: 'es' });
    const member = await company();
    const { code, page, message } = await askGuest(asker, type);
    expect(page).toBe('guest-referral');
    expect(message.text).toContain(`https://acorn.example/give/guest-referral/${code}`);
    expect(message.text).toContain('Hola, Rui Lopes:');
    expect(message.text).toContain('> Would you write a few words\n> about the cork project?');
    expect(message.html).toContain('Would you write a few words<br>about the cork project?');

    // A guest's code is not a member's.
    expect((await kit.api.validate(code, member.token)).statusCode).toBe(422);
    expect((await kit.api.validate(code)).json().data).toMatchObject({
      reffertype: type,
      company: { id: asker.id },
    });
    const given = await kit.api.submit(referralBody(code, type));
    expect(given.statusCode, given.body).toBe(200);
    expect((await kit.api.submit(referralBody(code, type))).json().code).toBe('invalid_feedback_code');

    const [item] = await mine(asker, type);
    expect(item).toMatchObject({ name: 'Inês Duarte', evidence: 'invited', sector: { name: null } });
    const [row] = await db()
      .select()
      .from(referrals)
      .where(eq(referrals.id, item?.id as number));
    expect(row?.reviewer_id).toBeNull();
  });
});

describe('the ask’s mail', () => {
  it('shows the company’s name and the message as text', async () => {
    const asker = await company({ profile: { company_name: '<a href="https://phish.example">Nortejo</a>' } });
    const email = uniqueEmail('guest');
    await kit.api.permit(asker.token, {
      public_request: 'yes',
      request_type: 'ask',
      reffer_type: 'testimonial',
      name: '<img src=x onerror=alert(1)>',
      email,
      email_content: '<script>alert(1)</script>',
    });
    const { message } = await mailedReferralCode(kit.sink, email);
    expect(message.html).not.toMatch(/<img\b|<script|href="https:\/\/phish/);
    expect(message.html).toContain('&lt;a href=&quot;https://phish.example&quot;&gt;Nortejo&lt;/a&gt;');
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('codes', () => {
  it('are stored only as digests and expire after 30 days', async () => {
    const asker = await company();
    const member = await company();
    const { code } = await askMember(asker, member, 'recommendation');
    const [request] = await db()
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.user_id, asker.id));
    expect(request?.code_hash).not.toContain(code);
    const days = ((request?.expires_at.getTime() ?? 0) - (request?.created_at.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    await db()
      .update(feedbackRequests)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(feedbackRequests.id, request?.id as number));
    expect((await kit.api.validate(code, member.token)).json().code).toBe('invalid_feedback_code');
    expect((await kit.api.submit(referralBody(code, 'recommendation'), member.token)).json().code).toBe(
      'invalid_feedback_code',
    );
  });

  it('a newer ask voids the older one', async () => {
    const asker = await company();
    const guest = uniqueEmail('guest');
    const first = await askGuest(asker, 'testimonial', guest);
    const second = await askGuest(asker, 'testimonial', guest);
    expect((await kit.api.validate(first.code)).statusCode).toBe(422);
    expect((await kit.api.validate(second.code)).statusCode).toBe(200);
  });

  it('is not valid once its company is no longer listed', async () => {
    const asker = await company();
    const { code } = await askGuest(asker, 'recommendation');
    await db().update(users).set({ status: 1 }).where(eq(users.id, asker.id));
    expect((await kit.api.validate(code)).json().code).toBe('invalid_feedback_code');
  });

  it('two submits of one code at once: one referral, the other refused', async () => {
    const asker = await company();
    const { code } = await askGuest(asker, 'testimonial');
    const answers = await Promise.all([1, 2, 3].map(() => kit.api.submit(referralBody(code, 'testimonial'))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await db().select().from(referrals).where(eq(referrals.user_id, asker.id))).toHaveLength(1);
  });
});

describe('the give form', () => {
  it('requires what the code’s type needs: a testimonial’s project and dates, in order', async () => {
    const asker = await company();
    const { code } = await askGuest(asker, 'testimonial');
    const missing = await kit.api.submit({
      code,
      reffertype: 'testimonial',
      description: ' ',
      name: '',
      job_function: '',
      company_name: '',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errorCodes).toEqual({
      description: ['required'],
      name: ['required'],
      job_function: ['required'],
      company_name: ['required'],
      project_name: ['required'],
      from_date: ['required'],
      to_date: ['required'],
    });
    const reversed = await kit.api.submit(
      referralBody(code, 'testimonial', { from_date: '2025-06-30', to_date: '2025-01-10' }),
    );
    expect(reversed.json().errorCodes).toEqual({ to_date: ['endBeforeStart'] });
    // The type is the code's: a testimonial's code does not take a recommendation without a project.
    const retyped = await kit.api.submit(referralBody(code, 'recommendation'));
    expect(retyped.statusCode).toBe(422);
    expect(retyped.json().errorCodes).toEqual({ reffertype: ['invalid'] });
    // Refusals leave the code usable.
    expect((await kit.api.submit(referralBody(code, 'testimonial'))).statusCode).toBe(200);
  });

  it('takes a recommendation without project or dates, and ignores fields it does not know', async () => {
    const asker = await company();
    const { code } = await askGuest(asker, 'recommendation');
    const res = await kit.api.submit({
      ...referralBody(code, 'recommendation'),
      user_id: 1,
      reviewer_id: 1,
      show_public: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(referrals).where(eq(referrals.id, res.json().data.id));
    expect(row).toMatchObject({
      user_id: asker.id,
      reviewer_id: null,
      show_public: false,
      project_name: null,
    });
  });
});

describe('asking and giving', () => {
  it('refuses a guest without a name, a valid address or a message, one’s own company and unlisted ones', async () => {
    const asker = await company();
    const guest = await kit.api.permit(asker.token, {
      public_request: 'yes',
      request_type: 'ask',
      reffer_type: 'recommendation',
      email: 'not an address',
    });
    expect(guest.statusCode).toBe(422);
    expect(guest.json().errorCodes).toEqual({ email: ['emailInvalid'] });
    const empty = await kit.api.permit(asker.token, {
      public_request: 'yes',
      request_type: 'give',
      reffer_type: 'recommendation',
    });
    expect(empty.json().errorCodes).toEqual({
      name: ['required'],
      email: ['required'],
      email_content: ['required'],
      request_type: ['invalid'],
    });
    const nobody = await kit.api.permit(asker.token, { request_type: 'ask', reffer_type: 'recommendation' });
    expect(nobody.json().errorCodes).toEqual({ participant: ['required'] });

    const own = await kit.api.permit(asker.token, {
      participant: asker.id,
      request_type: 'give',
      reffer_type: 'testimonial',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('feedback_own');
    const gone = await company();
    await db().update(users).set({ status: 1 }).where(eq(users.id, gone.id));
    const unlisted = await kit.api.permit(asker.token, {
      participant: gone.id,
      request_type: 'ask',
      reffer_type: 'testimonial',
    });
    expect(unlisted.statusCode).toBe(404);
    expect(unlisted.json().code).toBe('company_not_found');
  });

  it('is for companies only, and not for a read-only account', async () => {
    const advisor = await createUser({ db: db(), cb_roles_id: 2 });
    const other = await company();
    const body = { participant: other.id, request_type: 'give', reffer_type: 'testimonial' } as const;
    expect((await kit.api.permit(advisor.token, body)).statusCode).toBe(403);
    expect((await kit.api.mine(advisor.token, 'testimonial')).statusCode).toBe(403);
    const readOnly = await company({ is_read_only: true });
    expect((await kit.api.permit(readOnly.token, body)).statusCode).toBe(403);
  });

  it('sends at most 20 requests an hour per member', async () => {
    const giver = await company();
    const to = await company();
    const body = { participant: to.id, request_type: 'give', reffer_type: 'recommendation' } as const;
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await kit.api.permit(giver.token, body)).statusCode);
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    // Another member has a count of their own.
    expect((await kit.api.permit((await company()).token, body)).statusCode).toBe(200);
  });

  it('mails one address at most five asks a day, from every company together', async () => {
    const email = uniqueEmail('popular');
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const asker = await company();
      const res = await kit.api.permit(asker.token, {
        public_request: 'yes',
        request_type: 'ask',
        reffer_type: 'recommendation',
        name: 'Rui',
        email: email.toUpperCase(),
        email_content: 'Please',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const member = await company();
    for (let n = 0; n < 5; n += 1) await askMember(await company(), member, 'testimonial');
    const limited = await kit.api.permit((await company()).token, {
      participant: member.id,
      request_type: 'ask',
      reffer_type: 'testimonial',
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe('a company’s own referrals', () => {
  it('are read and switched by the company alone', async () => {
    const owner = await company();
    const intruder = await company();
    const { code } = await askGuest(owner, 'recommendation');
    const id = (await kit.api.submit(referralBody(code, 'recommendation'))).json().data.id;

    const flipped = await kit.api.change(intruder.token, id, 'yes');
    expect(flipped.statusCode).toBe(404);
    expect(flipped.json().code).toBe('referral_not_found');
    expect(await mine(intruder, 'recommendation')).toEqual([]);
    expect((await kit.api.publicOf(intruder.token, owner.id, 'recommendation')).json().success).toEqual([]);

    expect((await kit.api.change(owner.token, id, 'yes')).statusCode).toBe(200);
    expect((await kit.api.publicOf(intruder.token, owner.id, 'recommendation')).json().success).toHaveLength(
      1,
    );
    expect((await kit.api.change(owner.token, id, 'no')).json().data).toEqual({ id, show_public: 'no' });
    expect((await kit.api.publicOf(intruder.token, owner.id, 'recommendation')).json().success).toEqual([]);
    // The other type's list does not hold it.
    expect(await mine(owner, 'testimonial')).toEqual([]);
  });
});

describe('a company’s reply to a referral', () => {
  it('is the referred company’s, once, shown on its profile and its own list', async () => {
    const owner = await company();
    const other = await company();
    const { code } = await askGuest(owner, 'testimonial');
    const id = (await kit.api.submit(referralBody(code, 'testimonial'))).json().data.id;
    await kit.api.change(owner.token, id, 'yes');
    expect((await kit.api.publicOf(other.token, owner.id, 'testimonial')).json().success[0].reply).toBeNull();

    const intruder = await kit.api.reply(other.token, id, 'Not mine');
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().code).toBe('referral_not_found');

    const res = await kit.api.reply(owner.token, id, 'Thank you for the kind words.');
    expect(res.statusCode, res.body).toBe(200);
    const reply = { body: 'Thank you for the kind words.', created_at: expect.any(String) };
    expect(res.json().data).toEqual({ id, reply });
    expect((await kit.api.publicOf(other.token, owner.id, 'testimonial')).json().success[0].reply).toEqual(
      reply,
    );
    expect((await mine(owner, 'testimonial'))[0]).toMatchObject({ reply, hidden_reason: null });
    const again = await kit.api.reply(owner.token, id, 'Again');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('reply_exists');
    expect((await kit.api.reply(owner.token, 2 ** 31, 'Thanks')).statusCode).toBe(400);
  });
});

describe('evidence', () => {
  /** A referral `giver` gave `receiver` through a give code. */
  async function given(giver: TestUser, receiver: TestUser) {
    const code = await startGiving(giver, receiver, 'recommendation');
    expect((await kit.api.submit(referralBody(code, 'recommendation'), giver.token)).statusCode).toBe(200);
    const [item] = await mine(receiver, 'recommendation');
    return item?.evidence;
  }

  const itemOf = async (owner: TestUser, type: 'offer' | 'sampling') => {
    const [item] = await db()
      .insert(contentItems)
      .values({ type, owner_id: owner.id, title: 'Cork stoppers', status: 'published' })
      .returning();
    return item?.id as number;
  };

  it('is a verified relationship after a Want on the other’s item, either way', async () => {
    const [a, b] = [await company(), await company()];
    await db()
      .insert(interests)
      .values({ user_id: b.id, content_id: await itemOf(a, 'offer') });
    expect(await given(a, b)).toBe('verified_relationship');
    expect(await given(b, a)).toBe('verified_relationship');
  });

  it('is a verified relationship after a message, either way', async () => {
    const [a, b] = [await company(), await company()];
    await db()
      .insert(notifications)
      .values({ user_id: a.id, actor_id: b.id, kind: 'message', message: 'Hi' });
    expect(await given(b, a)).toBe('verified_relationship');
    expect(await given(a, b)).toBe('verified_relationship');
    // A Want's notice is no message.
    const [c, d] = [await company(), await company()];
    await db().insert(notifications).values({ user_id: c.id, actor_id: d.id, kind: 'content_approved' });
    expect(await given(d, c)).toBe('none');
  });

  it('is a verified relationship after a giveaway application, either way', async () => {
    const [a, b] = [await company(), await company()];
    const sampling = await itemOf(a, 'sampling');
    await db()
      .insert(samplings)
      .values({ content_id: sampling, no_of_offers: 3, available: 2, prefered_date: '2026-01-01' });
    await db().insert(samplingApplications).values({ content_id: sampling, user_id: b.id });
    expect(await given(a, b)).toBe('verified_relationship');
    expect(await given(b, a)).toBe('verified_relationship');
  });

  it('is a verified relationship when an advisor works with both', async () => {
    const [a, b] = [await company(), await company()];
    const advisor = await createUser({ db: db(), cb_roles_id: 2 });
    await db()
      .insert(advisorParticipants)
      .values([
        { advisor_id: advisor.id, participant_id: a.id },
        { advisor_id: advisor.id, participant_id: b.id },
      ]);
    expect(await given(a, b)).toBe('verified_relationship');
  });

  it('outranks an invitation, and is shown on the profile', async () => {
    const [asker, member, reader] = [await company(), await company(), await company()];
    await db().insert(notifications).values({ user_id: member.id, actor_id: asker.id, kind: 'message' });
    const { code } = await askMember(asker, member, 'testimonial');
    const id = (await kit.api.submit(referralBody(code, 'testimonial'), member.token)).json().data.id;
    await kit.api.change(asker.token, id, 'yes');
    const [item] = (await kit.api.publicOf(reader.token, asker.id, 'testimonial')).json().success;
    expect(item).toMatchObject({ id, evidence: 'verified_relationship' });
  });
});

describe('the participants a member may pick', () => {
  it('are the other listed companies, with their public logos', async () => {
    const logo = await createFile({
      db: db(),
      visibility: 'public',
      content_type: 'image/png',
      storage_key: 'aaa/logo.png',
      variants: { thumb: 'aaa/logo-thumb.webp', medium: 'aaa/logo-medium.webp' },
    });
    const caller = await company();
    const shown = await company({ profile: { company_name: 'Aaa Logos', company_logo_file_id: logo.id } });
    const hidden = await company();
    await db().update(users).set({ status: 1 }).where(eq(users.id, hidden.id));
    const res = await kit.t.app.inject({
      method: 'GET',
      url: '/api/listOfParticipants',
      headers: { authorization: `Bearer ${caller.token}` },
    });
    expect(res.statusCode).toBe(200);
    const list: Array<{ id: number; company_name: string; logo: string | null }> = res.json().success;
    const ids = list.map((item) => item.id);
    expect(ids).not.toContain(caller.id);
    expect(ids).not.toContain(hidden.id);
    expect(list.find((item) => item.id === shown.id)).toEqual({
      id: shown.id,
      company_name: 'Aaa Logos',
      // A picker's avatar: the thumbnail, not the original.
      logo: '/uploads/aaa/logo-thumb.webp',
    });
    expect(Object.keys(list[0] ?? {})).toEqual(['id', 'company_name', 'logo']);
  });

  it('are searched by name in any case, by name, at most FEEDBACK_PARTICIPANT_LIMIT', async () => {
    const caller = await company();
    const tag = `Zq${Date.now().toString(36)}`;
    const second = await company({ profile: { company_name: `${tag} Beta` } });
    const first = await company({ profile: { company_name: `${tag.toLowerCase()} alpha` } });
    await company({ profile: { company_name: `Other ${tag.slice(0, 3)}_x` } });
    const search = (text: string) =>
      kit.t.app.inject({
        method: 'GET',
        url: `/api/listOfParticipants?search=${encodeURIComponent(text)}`,
        headers: { authorization: `Bearer ${caller.token}` },
      });
    const found = await search(tag.toUpperCase());
    expect(found.statusCode).toBe(200);
    expect(found.json().success.map((item: { id: number }) => item.id)).toEqual([first.id, second.id]);
    // LIKE's wildcards are searched as themselves.
    expect((await search('%')).json().success).toEqual([]);
    expect((await search(`${tag.slice(0, 3)}_`)).json().success).toHaveLength(1);
    expect((await search('')).json().success.length).toBeLessThanOrEqual(FEEDBACK_PARTICIPANT_LIMIT);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });
});
