import { ROLES } from '@acorn/contracts';
import {
  auditLog,
  companyProfiles,
  contentItems,
  conversations,
  credentials,
  educations,
  expertises,
  files,
  interests,
  invoices,
  mailQueue,
  messages,
  notifications,
  referrals,
  reviews,
  sessions,
  subscriptions,
  userSecrets,
  users,
} from '@acorn/db';
import { and, eq, or } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerParticipant, STRONG_PASSWORD } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type SeededMember, seedMemberWithEverything, UPLOADED_BYTES } from './personal-data.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const exportOf = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(token) });
const erase = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/me/delete', headers: bearer(token), payload });
const eraseInConsole = (
  operatorToken: string,
  userId: number | string,
  reason = 'Asked by e-mail on 3 May',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/erase`,
    headers: bearer(operatorToken),
    payload: { reason },
  });

/** What a visitor reads of a shared link: a company's or an item's public preview. */
const publicPreview = (path: string) => t.app.inject({ method: 'GET', url: `/api/public/${path}` });

function readArchive(body: Buffer) {
  const entries = unzipSync(new Uint8Array(body));
  const document = JSON.parse(Buffer.from(entries['personal-data.json']!).toString('utf8'));
  return { entries, document, text: Buffer.from(entries['personal-data.json']!).toString('utf8') };
}

describe('GET /api/me/export', () => {
  let seeded: SeededMember;
  let archive: ReturnType<typeof readArchive>;

  beforeAll(async () => {
    seeded = await seedMemberWithEverything({ db: db(), storage: t.storage });
    const res = await exportOf(seeded.member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    archive = readArchive(res.rawPayload);
  });

  it('holds the profile, company, content of every type, credentials and the uploaded file', () => {
    const { document, entries } = archive;
    expect(document.profile.email).toBe(seeded.member.email);
    expect(document.company.company_name).toBe('Marques Têxteis');
    expect(document.bank_account.iban).toBe('PT50000201231234567890154');
    expect(document.content.items.map((item: { title: string }) => item.title).sort()).toEqual([
      'Hotel linen in bulk',
      'Our linen story',
    ]);
    expect(document.content.posts).toHaveLength(1);
    expect(document.credentials[0].title).toBe('ISO 9001');
    expect(document.educations[0].academy).toBe('Universidade do Minho');
    expect(document.expertises[0].position).toBe('Director');
    const [file] = document.files;
    expect(file.original_name).toBe('brochure.pdf');
    expect(Buffer.from(entries[file.archive_path]!)).toEqual(UPLOADED_BYTES);
  });

  it('holds feedback received and given, messages, notifications, Wants, invoices, consents and sessions', () => {
    const { document } = archive;
    expect(document.reviews.received.map((r: { id: number }) => r.id)).toEqual([seeded.reviewReceived.id]);
    expect(document.reviews.given.map((r: { id: number }) => r.id)).toEqual([seeded.reviewGiven.id]);
    expect(document.referrals.received.map((r: { id: number }) => r.id)).toEqual([
      seeded.referralReceived.id,
    ]);
    expect(document.referrals.given.map((r: { id: number }) => r.id)).toEqual([seeded.referralGiven.id]);
    expect(document.messages.map((m: { body: string }) => m.body).sort()).toEqual([
      'Hello back',
      'Hello from Helena',
    ]);
    expect(document.notifications).toHaveLength(1);
    expect(document.wants[0].content_id).toBe(seeded.othersOffer.id);
    expect(document.invoices[0].number).toBe(seeded.invoice.number);
    expect(document.consents).toEqual({ data_protection: true });
    expect(document.sessions).toHaveLength(1);
    expect(document.sessions[0]).toHaveProperty('expires_at');
  });

  it('holds no secret and nothing of another member beyond the conversation they share', () => {
    const { text, document } = archive;
    for (const secret of [
      'token_hash',
      'password_hash',
      'code_hash',
      'totp_secret',
      'NEVER-EXPORTED-SECRET',
      'storage_key',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(seeded.other.email);
    expect(text).not.toContain('Other member offer');
    expect(document.notifications.every((n: { user_id: number }) => n.user_id === seeded.member.id)).toBe(
      true,
    );
  });

  it('answers once a day: a second export is refused with a typed code and when to retry', async () => {
    const again = await exportOf(seeded.member.token);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('personal_data_export_limited');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('gives one export when two are asked at once, on two instances of one database', async () => {
    const member = await createUser({ db: db() });
    const second = await createTestApp({ sameDatabaseAs: t });
    try {
      const answers = await Promise.all([
        exportOf(member.token),
        second.app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(member.token) }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    } finally {
      await second.close();
    }
  });

  it('is for members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    const operator = await createUser({ db: db(), cb_roles_id: ROLES.operator });
    expect((await exportOf(operator.token)).statusCode).toBe(403);
  });
});

describe('POST /api/me/delete', () => {
  it('refuses a wrong password with a typed code, and odd input without a server error', async () => {
    const member = await createUser({ db: db() });
    const wrong = await erase(member.token, { password: 'Not-the-password1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'current_password_wrong',
      errors: { password: expect.any(Array) },
    });
    for (const payload of [
      { password: 'a\u0000b' },
      { password: '' },
      { password: 'x'.repeat(5000) },
      {},
      { password: 12 },
    ]) {
      expect((await erase(member.token, payload)).statusCode).toBeLessThan(500);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(member.token) })).statusCode,
    ).toBe(200);
  });

  it('is refused to operators and to accounts without a password', async () => {
    const operator = await createUser({ db: db(), cb_roles_id: ROLES.operator });
    expect((await erase(operator.token, { password: STRONG_PASSWORD })).json().code).toBe(
      'operator_not_erasable',
    );
    const social = await createUser({
      db: db(),
      password_hash: null,
      provider: 'google',
      provider_subject: `s-${Date.now()}`,
    });
    expect((await erase(social.token, { password: STRONG_PASSWORD })).json().code).toBe(
      'provider_account_erasure',
    );
  });

  describe('erasing a member with data of every kind', () => {
    let seeded: SeededMember;
    beforeAll(async () => {
      seeded = await seedMemberWithEverything({ db: db(), storage: t.storage });
      expect((await publicPreview(`companies/${seeded.member.id}`)).statusCode).toBe(200);
      expect((await publicPreview(`content/offer/${seeded.offer.id}`)).statusCode).toBe(200);
      const feed = await t.app.inject({
        method: 'GET',
        url: '/api/feed?type=offers&perPage=50',
        headers: bearer(seeded.other.token),
      });
      expect(feed.json().data.map((item: { id: number }) => item.id)).toContain(seeded.offer.id);
      // Both at once: one erases, the other finds it done; neither fails.
      const answers = await Promise.all([
        erase(seeded.member.token, { password: STRONG_PASSWORD }),
        erase(seeded.member.token, { password: STRONG_PASSWORD }),
      ]);
      expect(
        answers.map((answer) => answer.statusCode).every((status) => status === 200 || status === 401),
      ).toBe(true);
      expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    });

    it('ends its sessions and empties the account, whose e-mail can register again', async () => {
      const id = seeded.member.id;
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(seeded.member.token) }))
          .statusCode,
      ).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.user_id, id))).toEqual([]);
      const [account] = await db().select().from(users).where(eq(users.id, id));
      expect(account).toMatchObject({ name: null, password_hash: null, status: 1 });
      expect(account?.email).not.toContain('@');
      expect(account?.erased_at).toBeInstanceOf(Date);
      expect(await db().select().from(userSecrets).where(eq(userSecrets.user_id, id))).toEqual([]);
      await registerParticipant(t.app, { email: seeded.member.email });
    });

    it('deletes its profile, content, credentials, conversations, notices, mail and files', async () => {
      const id = seeded.member.id;
      const none = async (rows: Promise<unknown[]>) => expect(await rows).toEqual([]);
      await none(db().select().from(companyProfiles).where(eq(companyProfiles.user_id, id)));
      await none(db().select().from(contentItems).where(eq(contentItems.owner_id, id)));
      await none(db().select().from(interests).where(eq(interests.user_id, id)));
      await none(db().select().from(credentials).where(eq(credentials.user_id, id)));
      await none(db().select().from(educations).where(eq(educations.user_id, id)));
      await none(db().select().from(expertises).where(eq(expertises.user_id, id)));
      await none(db().select().from(reviews).where(eq(reviews.user_id, id)));
      await none(db().select().from(referrals).where(eq(referrals.user_id, id)));
      await none(
        db()
          .select()
          .from(conversations)
          .where(or(eq(conversations.started_by, id), eq(conversations.recipient_id, id))),
      );
      await none(db().select().from(messages).where(eq(messages.sender_id, id)));
      await none(db().select().from(notifications).where(eq(notifications.user_id, id)));
      await none(db().select().from(notifications).where(eq(notifications.actor_id, id)));
      await none(db().select().from(mailQueue).where(eq(mailQueue.to_address, seeded.member.email)));
      await none(db().select().from(files).where(eq(files.owner_id, id)));
      expect(await t.storage.exists(seeded.file.storage_key, 'private')).toBe(false);
    });

    it('keeps others’ notices of what it did without its name or words', async () => {
      const told = await db().select().from(notifications).where(eq(notifications.user_id, seeded.other.id));
      expect(
        told.map((notice) => [notice.kind, notice.actor_id, notice.message, notice.item_title]).sort(),
      ).toEqual([
        ['feedback_received', null, null, null],
        ['message', null, null, null],
      ]);
    });

    it('keeps invoices and payments for the legal period, with the company’s legal data only', async () => {
      const [invoice] = await db().select().from(invoices).where(eq(invoices.id, seeded.invoice.id));
      expect(invoice?.buyer).toEqual({
        name: 'Marques Têxteis',
        legalName: 'Marques Têxteis, Lda.',
        vatnumber: 'PT509876543',
        address: ['Rua Augusta 1', '1100-048 Lisboa'],
      });
      expect(
        await db().select().from(subscriptions).where(eq(subscriptions.user_id, seeded.member.id)),
      ).toHaveLength(1);
    });

    it('disappears from public reads at once; what it gave stays under “A former member”', async () => {
      expect((await publicPreview(`companies/${seeded.member.id}`)).statusCode).toBe(404);
      expect((await publicPreview(`content/offer/${seeded.offer.id}`)).statusCode).toBe(404);
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/companies/${seeded.member.id}`,
        headers: bearer(seeded.other.token),
      });
      expect(profile.statusCode).toBe(404);
      const feed = await t.app.inject({
        method: 'GET',
        url: '/api/feed?type=offers&perPage=50',
        headers: bearer(seeded.other.token),
      });
      expect(feed.statusCode).toBe(200);
      expect(feed.json().data.map((item: { id: number }) => item.id)).not.toContain(seeded.offer.id);
      const given = await t.app.inject({
        method: 'POST',
        url: '/api/listPublicReview',
        headers: bearer(seeded.other.token),
        payload: { user_id: seeded.other.id },
      });
      const [review] = given.json().success;
      expect(review).toMatchObject({
        description: 'Helena’s review of the other company.',
        reviewer: { name: 'A former member', position: null },
        company: { id: null, name: null, subscription: null, image: null },
        former_member: true,
      });
      expect(JSON.stringify(given.json())).not.toContain('Helena Marques');
      const referralsGiven = await t.app.inject({
        method: 'POST',
        url: '/api/listPublicReferral',
        headers: bearer(seeded.other.token),
        payload: { user_id: seeded.other.id, reffer_type: 'recommendation' },
      });
      expect(referralsGiven.json().success[0]).toMatchObject({
        description: 'Helena recommends them.',
        former_member: true,
      });
      // The company that received them reads them in its own lists under the same name.
      const received = await t.app.inject({
        method: 'GET',
        url: '/api/listmyReview',
        headers: bearer(seeded.other.token),
      });
      expect(received.json().success).toEqual([
        expect.objectContaining({
          name: 'A former member',
          former_member: true,
          description: 'Helena’s review of the other company.',
        }),
      ]);
      const receivedReferrals = await t.app.inject({
        method: 'POST',
        url: '/api/listmyReferral',
        headers: bearer(seeded.other.token),
        payload: { reffer_type: 'recommendation' },
      });
      expect(receivedReferrals.json().success).toEqual([
        expect.objectContaining({ name: 'A former member', former_member: true }),
      ]);
    });

    it('records the erasure in the audit log without naming the member', async () => {
      const entries = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity_type, 'user'), eq(auditLog.entity_id, String(seeded.member.id))));
      expect(entries.map((entry) => entry.action)).toEqual(['user.erase_self']);
      expect(JSON.stringify(entries)).not.toContain(seeded.member.email);
    });
  });
});

describe('POST /api/admin/users/{id}/erase', () => {
  it('erases a member (a deactivated one too), audited with the operator and reason, once', async () => {
    const operator = await createUser({ db: db(), cb_roles_id: ROLES.operator });
    const member = await createUser({ db: db(), status: 1, profile: { company_name: 'Dormant Co' } });
    const res = await eraseInConsole(operator.token, member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.id,
      active: false,
      erased_at: expect.any(String),
      company_name: null,
    });
    expect((await eraseInConsole(operator.token, member.id)).statusCode).toBe(200);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(member.id)));
    expect(entries).toMatchObject([
      { action: 'user.erase', actor_id: operator.id, reason: 'Asked by e-mail on 3 May' },
    ]);
    const reactivate = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/status`,
      headers: bearer(operator.token),
      payload: { active: true, reason: 'Asked to come back' },
    });
    expect(reactivate.json().code).toBe('user_erased');
  });

  it('refuses operators, unknown and odd ids, and members calling it', async () => {
    const operator = await createUser({ db: db(), cb_roles_id: ROLES.operator });
    expect((await eraseInConsole(operator.token, operator.id)).json().code).toBe('operator_not_erasable');
    expect((await eraseInConsole(operator.token, 2_000_000_000)).statusCode).toBe(404);
    for (const id of ['4294967296', '1%00', 'abc']) {
      expect((await eraseInConsole(operator.token, id)).statusCode).toBeLessThan(500);
    }
    expect((await eraseInConsole(operator.token, operator.id, 'a\u0000b')).statusCode).toBeLessThan(500);
    const member = await createUser({ db: db() });
    const other = await createUser({ db: db() });
    expect((await eraseInConsole(member.token, other.id)).statusCode).toBe(403);
    expect((await db().select().from(users).where(eq(users.id, other.id)))[0]?.erased_at).toBeNull();
  });
});
