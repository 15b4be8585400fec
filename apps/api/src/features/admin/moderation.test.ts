import { TIERS } from '@acorn/contracts';
import { auditLog, mailQueue, notifications } from '@acorn/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
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
