import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createAdvisorWithParticipants } from '../../test/factories/admin';
import { lastMonth } from '../../test/factories/advisor-payments';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('advisor payment requests', () => {
  it('lists only the participants associated with the advisor', async () => {
    const { advisor } = await createAdvisorWithParticipants({
      db: t.database.db,
      companies: ['Quinta Azul', 'Barco Lda'],
    });
    await createAdvisorWithParticipants({ db: t.database.db, companies: ['Someone Else'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getSbaAssociatedParticipants',
      headers: bearer(advisor.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { company_name: string }) => p.company_name)).toEqual([
      'Barco Lda',
      'Quinta Azul',
    ]);
  });

  it('adds a request per participant, lists and filters them', async () => {
    const { advisor, participants } = await createAdvisorWithParticipants({
      db: t.database.db,
      companies: ['Alfa SA', 'Beta SL'],
    });
    const period = lastMonth();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addSbaPaymentInformation',
      headers: bearer(advisor.token),
      payload: { ...period, participants: participants.map((p) => p.id), declaration: true },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().success).toBe('Request added successfully');
    expect(added.json().data).toHaveLength(2);

    const list = await t.app.inject({
      method: 'POST',
      url: '/api/listSbaPaymentInformation',
      headers: bearer(advisor.token),
      payload: { month: '', year: '', status: '' },
    });
    expect(list.json().success).toHaveLength(2);
    expect(list.json().success[0]).toMatchObject({
      ...period,
      status: 'Submitted',
      participant: { company_name: expect.any(String) },
    });

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/listSbaPaymentInformation',
      headers: bearer(advisor.token),
      payload: { status: 'Paid' },
    });
    expect(paid.json().success).toHaveLength(0);
  });

  it('refuses a second request for the same month and participant, even concurrently', async () => {
    const { advisor, participants } = await createAdvisorWithParticipants({
      db: t.database.db,
      companies: ['Gama Lda'],
    });
    const payload = { ...lastMonth(), participants: [participants[0]!.id] };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/addSbaPaymentInformation',
        headers: bearer(advisor.token),
        payload,
      });
    const statuses = (await Promise.all([send(), send(), send()])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('Gama Lda');
  });

  it('refuses participants not associated with the advisor', async () => {
    const { advisor } = await createAdvisorWithParticipants({ db: t.database.db, companies: ['Mine Lda'] });
    const stranger = await createUser({ db: t.database.db, profile: { company_name: 'Not Yours SA' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addSbaPaymentInformation',
      headers: bearer(advisor.token),
      payload: { ...lastMonth(), participants: [stranger.id] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates month, year and participants, and refuses future months', async () => {
    const { advisor, participants } = await createAdvisorWithParticipants({
      db: t.database.db,
      companies: ['Delta Lda'],
    });
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/addSbaPaymentInformation',
        headers: bearer(advisor.token),
        payload,
      });
    const missing = await post({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['month', 'participants', 'year']);
    expect((await post({ month: 13, year: 2024, participants: [participants[0]!.id] })).statusCode).toBe(422);
    expect((await post({ month: 1, year: 2019, participants: [participants[0]!.id] })).statusCode).toBe(422);
    const next = new Date();
    next.setMonth(next.getMonth() + 1);
    const future = await post({
      month: next.getMonth() + 1,
      year: next.getFullYear(),
      participants: [participants[0]!.id],
    });
    expect(future.statusCode).toBe(422);
  });

  it('is for advisors only', async () => {
    const participant = await createUser({ db: t.database.db });
    for (const [method, url] of [
      ['GET', '/api/getSbaAssociatedParticipants'],
      ['POST', '/api/listSbaPaymentInformation'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, headers: bearer(participant.token), payload: {} })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
