import { ROLES, TIERS } from '@acorn/contracts';
import { auditLog, mailQueue, notifications } from '@acorn/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createCredential } from '../../test/factories/credentials';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://acorn.example' } });
  operator = await createUser({ db: t.database.db, cb_roles_id: 3 });
});
afterAll(async () => {
  await t.close();
});

const offer = {
  title: 'Cork for export',
  description: '<p>Natural cork stoppers.</p>',
  service_id: 1,
  sectors: [1],
  countries: [152],
  deadline: '2099-12-31',
};

function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(user.token),
    ...(payload ? { payload } : {}),
  });
}

async function pendingOffer(owner: TestUser) {
  const res = await call(owner, 'POST', '/market/offers', { ...offer, title: `Cork ${owner.id}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const mailTo = async (email: string) =>
  t.database.db.select().from(mailQueue).where(eq(mailQueue.to_address, email)).orderBy(desc(mailQueue.id));

describe('content moderation', () => {
  it('tells the owner as they chose: nothing when off, the notice alone in the app, else a mail with one-click unsubscribe', async () => {
    const choose = (owner: TestUser, delivery: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: bearer(owner.token),
        payload: { preferences: [{ kind: 'content_approved', delivery }] },
      });
    const noticesOf = (owner: TestUser) =>
      t.database.db.select().from(notifications).where(eq(notifications.user_id, owner.id));
    const outcome = async (delivery: string | undefined) => {
      const owner = await createUser({ db: t.database.db, package_id: TIERS.silver });
      if (delivery) expect((await choose(owner, delivery)).statusCode).toBe(200);
      const id = await pendingOffer(owner);
      expect((await call(operator, 'POST', `/admin/content/offer/${id}/approve`)).statusCode).toBe(200);
      return { notices: (await noticesOf(owner)).length, mails: await mailTo(owner.email) };
    };
    expect(await outcome('off')).toEqual({ notices: 0, mails: [] });
    expect(await outcome('app')).toEqual({ notices: 1, mails: [] });
    const byDefault = await outcome(undefined);
    expect(byDefault.notices).toBe(1);
    expect(byDefault.mails).toHaveLength(1);
    expect(byDefault.mails[0]?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/acorn\.example\/unsubscribe\?token=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(byDefault.mails[0]?.text).toContain('https://acorn.example/notifications/preferences');
  });

  it('lists pending items oldest first for the operator only, by type', async () => {
    const owner = await createUser({ db: t.database.db, package_id: TIERS.silver });
    const first = await pendingOffer(owner);
    const second = await pendingOffer(owner);
    const queue = await call(operator, 'GET', '/admin/content?type=offer&perPage=200');
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().data.map((item: { id: number }) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(queue.json().data.find((item: { id: number }) => item.id === first)).toMatchObject({
      item_type: 'offer',
      status: 'pending',
      owner: { id: owner.id, email: owner.email },
    });
    expect((await call(operator, 'GET', '/admin/content?type=campaign')).json().meta.total).toBe(0);
    expect((await call(owner, 'GET', '/admin/content')).statusCode).toBe(403);
  });

  it('approves: published for everyone, audited, and the owner told in the app and by e-mail', async () => {
    const owner = await createUser({ db: t.database.db, package_id: TIERS.silver });
    const reader = await createUser({ db: t.database.db, package_id: TIERS.silver });
    const id = await pendingOffer(owner);
    const approved = await call(operator, 'POST', `/admin/content/offer/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'published' });
    expect((await call(reader, 'GET', `/market/offers/${id}`)).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'offer'), eq(auditLog.entity_id, String(id))));
    expect(entry).toMatchObject({
      action: 'content.approve',
      actor_id: operator.id,
      after: { status: 'published' },
    });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, owner.id));
    expect(notice).toMatchObject({
      kind: 'content_approved',
      item_type: 'offer',
      item_id: id,
      read_at: null,
    });
    const [mail] = await mailTo(owner.email);
    expect(mail?.subject).toContain('is published');
    expect(mail?.text).toContain(`https://acorn.example/20-log-market/iws/${id}`);
  });

  it('denies with a reason the owner reads in their language; others still cannot see it', async () => {
    const owner = await createUser({ db: t.database.db, package_id: TIERS.silver, language: 'pt' });
    const reader = await createUser({ db: t.database.db, package_id: TIERS.silver });
    const id = await pendingOffer(owner);
    const tooShort = await call(operator, 'POST', `/admin/content/offer/${id}/deny`, { reason: 'no' });
    expect(tooShort.statusCode).toBe(422);
    const denied = await call(operator, 'POST', `/admin/content/offer/${id}/deny`, {
      reason: 'Duplicated offer',
    });
    expect(denied.json()).toMatchObject({ status: 'denied', deny_reason: 'Duplicated offer' });
    expect((await call(reader, 'GET', `/market/offers/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/market/offers/${id}`)).json().data).toMatchObject({
      status: 'denied',
      deny_reason: 'Duplicated offer',
    });
    const [mail] = await mailTo(owner.email);
    expect(mail?.subject).toContain('não foi aprovado');
    expect(mail?.text).toContain('Motivo: Duplicated offer');
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, owner.id));
    expect(notice).toMatchObject({ kind: 'content_denied', reason: 'Duplicated offer' });
  });

  it('answers 404 for an item of another type or none, and refuses non-operators', async () => {
    const owner = await createUser({ db: t.database.db, package_id: TIERS.silver });
    const id = await pendingOffer(owner);
    expect((await call(operator, 'POST', `/admin/content/campaign/${id}/approve`)).statusCode).toBe(404);
    expect((await call(operator, 'POST', '/admin/content/offer/2147483647/approve')).statusCode).toBe(404);
    expect((await call(operator, 'POST', `/admin/content/nonsense/${id}/approve`)).statusCode).toBe(400);
    expect((await call(owner, 'POST', `/admin/content/offer/${id}/approve`)).statusCode).toBe(403);
  });
});

describe('award and certificate moderation', () => {
  const noticesOf = (owner: TestUser) =>
    t.database.db.select().from(notifications).where(eq(notifications.user_id, owner.id));
  const auditOf = (type: string, id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, type), eq(auditLog.entity_id, String(id))));

  it('lists a status oldest first, by kind, with the owner named by the company or the advisor', async () => {
    const company = await createUser({ db: t.database.db, profile: { company_name: 'Nortejo Consulting' } });
    const advisor = await createUser({ db: t.database.db, cb_roles_id: ROLES.advisor, name: 'Rita Lopes' });
    const first = await createCredential({ db: t.database.db, owner: company, kind: 'award' });
    const second = await createCredential({ db: t.database.db, owner: advisor, kind: 'award' });
    const certificate = await createCredential({ db: t.database.db, owner: company });
    const approved = await createCredential({ db: t.database.db, owner: company, admin_status: 'approved' });

    const queue = await call(operator, 'GET', '/admin/credentials?type=award&perPage=50');
    expect(queue.statusCode, queue.body).toBe(200);
    const ids = queue.json().data.map((item: { id: number }) => item.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(certificate.id);
    const items = queue.json().data as Array<{ id: number }>;
    expect(items.find((item) => item.id === first.id)).toMatchObject({
      type: 'award',
      admin_status: 'underreview',
      deny_reason: null,
      owner: { id: company.id, name: 'Nortejo Consulting' },
    });
    expect(items.find((item) => item.id === second.id)).toMatchObject({ owner: { name: 'Rita Lopes' } });

    const all = await call(operator, 'GET', '/admin/credentials?type=&page=1&perPage=1');
    expect(all.json().meta).toMatchObject({ per_page: 1, current_page: 1 });
    expect(all.json().meta.total).toBeGreaterThanOrEqual(3);
    const approvedList = await call(operator, 'GET', '/admin/credentials?status=approved');
    expect(approvedList.json().data.map((item: { id: number }) => item.id)).toContain(approved.id);
    expect((await call(operator, 'GET', '/admin/credentials?status=published')).statusCode).toBe(400);
    expect((await call(company, 'GET', '/admin/credentials')).statusCode).toBe(403);
  });

  it('approves: audited, the owner told in the app and by e-mail, and visitors see it once published', async () => {
    const owner = await createUser({ db: t.database.db });
    const reader = await createUser({ db: t.database.db });
    const item = await createCredential({ db: t.database.db, owner, user_status: 'publish' });
    const approved = await call(operator, 'POST', `/admin/credentials/certificate/${item.id}/status`, {
      admin_status: 'approved',
      reason: 'ignored',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: item.id, admin_status: 'approved', deny_reason: null });
    const visible = await call(reader, 'POST', '/userCertificatesList', { user_id: owner.id });
    expect(visible.json().data.map((row: { id: number }) => row.id)).toEqual([item.id]);

    const [entry] = await auditOf('certificate', item.id);
    expect(entry).toMatchObject({
      action: 'credential.approve',
      actor_id: operator.id,
      before: { admin_status: 'underreview' },
      after: { admin_status: 'approved' },
    });
    expect(await noticesOf(owner)).toMatchObject([
      { kind: 'credential_approved', item_type: 'certificate', item_id: item.id, item_title: item.title },
    ]);
    const [mail] = await mailTo(owner.email);
    expect(mail?.subject).toContain('is published');
    expect(mail?.text).toContain('https://acorn.example/certifications');
  });

  it('declines only with a reason, which the owner reads; an unpublished approval is not called published', async () => {
    const owner = await createUser({ db: t.database.db, language: 'pt' });
    const item = await createCredential({ db: t.database.db, owner, kind: 'award', user_status: 'publish' });
    const path = `/admin/credentials/award/${item.id}/status`;
    const bare = await call(operator, 'POST', path, { admin_status: 'declined' });
    expect(bare.statusCode).toBe(422);
    expect((await call(operator, 'POST', path, { admin_status: 'declined', reason: 'no' })).statusCode).toBe(
      422,
    );
    expect((await call(operator, 'POST', path, { admin_status: 'underreview' })).statusCode).toBe(422);

    const declined = await call(operator, 'POST', path, {
      admin_status: 'declined',
      reason: 'The scan is unreadable',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      admin_status: 'declined',
      deny_reason: 'The scan is unreadable',
    });
    const [entry] = await auditOf('award', item.id);
    expect(entry).toMatchObject({ action: 'credential.decline', reason: 'The scan is unreadable' });
    expect(await noticesOf(owner)).toMatchObject([
      { kind: 'credential_declined', reason: 'The scan is unreadable' },
    ]);
    const [mail] = await mailTo(owner.email);
    expect(mail?.subject).toContain('não foi aprovado');
    expect(mail?.text).toContain('Motivo: The scan is unreadable');
    expect(mail?.text).toContain('https://acorn.example/awards');

    const hidden = await createCredential({ db: t.database.db, owner, kind: 'award' });
    await call(operator, 'POST', `/admin/credentials/award/${hidden.id}/status`, {
      admin_status: 'approved',
    });
    const [approvalMail] = await mailTo(owner.email);
    expect(approvalMail?.subject).toContain('foi aprovado');
  });

  it('answers 404 for another kind or none, 400 for a bad path, and refuses non-operators', async () => {
    const owner = await createUser({ db: t.database.db });
    const item = await createCredential({ db: t.database.db, owner });
    const approve = { admin_status: 'approved' };
    expect(
      (await call(operator, 'POST', `/admin/credentials/award/${item.id}/status`, approve)).statusCode,
    ).toBe(404);
    expect(
      (await call(operator, 'POST', '/admin/credentials/award/2147483647/status', approve)).statusCode,
    ).toBe(404);
    expect(
      (await call(operator, 'POST', '/admin/credentials/award/2147483648/status', approve)).statusCode,
    ).toBe(400);
    expect(
      (await call(operator, 'POST', `/admin/credentials/offer/${item.id}/status`, approve)).statusCode,
    ).toBe(400);
    const byOwner = await call(owner, 'POST', `/admin/credentials/certificate/${item.id}/status`, approve);
    expect(byOwner.statusCode).toBe(403);
    expect((await auditOf('certificate', item.id)).length).toBe(0);
  });
});
