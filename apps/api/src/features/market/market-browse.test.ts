import { TIERS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';

const kit = useContentTestApp();
const { call, member } = kit;

const item = (title: string) => ({
  title,
  description: `<p>${title}, made in the north.</p>`,
  service_id: 1,
  sectors: [1],
  countries: [152],
  deadline: '2099-12-31',
});

async function published(owner: TestUser, side: 'offers' | 'opportunities', title: string) {
  const created = await kit.create(owner, `/market/${side}`, item(title));
  await kit.approve(side === 'offers' ? 'offer' : 'opportunity', created.id);
  return created.id;
}

const ids = (body: { data: Array<{ id: number; item_type: string }> }) => body.data.map((card) => card.id);

describe('the market to browse', () => {
  it("lists other companies' published items of one side as cards, never one's own nor unpublished ones", async () => {
    const reader = await member();
    const seller = await member(TIERS.gold);
    const theirs = await published(seller, 'offers', 'Granite worktops from Braga');
    const theirNeed = await published(seller, 'opportunities', 'Granite transport wanted');
    const mine = await published(reader, 'offers', 'Granite polishing by the reader');
    const pending = (await kit.create(seller, '/market/offers', item('Granite still pending'))).id;
    const denied = (await kit.create(seller, '/market/offers', item('Granite denied'))).id;
    const denial = await kit.t.app.inject({
      method: 'POST',
      url: `/api/admin/content/offer/${denied}/deny`,
      headers: { authorization: `Bearer ${kit.operator.token}` },
      payload: { reason: 'Not a real offer' },
    });
    expect(denial.statusCode, denial.body).toBe(200);

    const offers = await call(reader, 'GET', '/market?type=offers&perPage=50');
    expect(offers.statusCode, offers.body).toBe(200);
    const listed = ids(offers.json());
    expect(listed).toContain(theirs);
    expect(listed).not.toContain(mine);
    expect(listed).not.toContain(pending);
    expect(listed).not.toContain(denied);
    expect(listed).not.toContain(theirNeed);
    expect(offers.json().data.every((card: { item_type: string }) => card.item_type === 'offer')).toBe(true);

    const needs = await call(reader, 'GET', '/market?type=opportunities&perPage=50');
    expect(ids(needs.json())).toContain(theirNeed);
    // The owner browses the others' items too: theirs are not there, the reader's are.
    const sellerView = ids((await call(seller, 'GET', '/market?type=offers&perPage=50')).json());
    expect(sellerView).toContain(mine);
    expect(sellerView).not.toContain(theirs);
  });

  it('searches and filters as the feed does, page by page', async () => {
    const reader = await member();
    const seller = await member();
    const first = await published(seller, 'offers', 'Azulejo tiles hand painted');
    const second = await published(seller, 'offers', 'Azulejo restoration service');
    const found = await call(reader, 'GET', '/market?type=offers&search=azulejo&perPage=1');
    expect(found.json().meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    const next = await call(reader, 'GET', '/market?type=offers&search=azulejo&perPage=1&page=2');
    expect([...ids(found.json()), ...ids(next.json())].sort()).toEqual([first, second].sort());
    const past = await call(reader, 'GET', '/market?type=offers&search=azulejo&perPage=1&page=3');
    expect(past.json().data).toEqual([]);
    const otherSector = await call(reader, 'GET', '/market?type=offers&search=azulejo&sectors=2');
    expect(otherSector.json().meta.total).toBe(0);
    const sameSector = await call(reader, 'GET', '/market?type=offers&search=azulejo&sectors=1');
    expect(sameSector.json().meta.total).toBe(2);
  });

  it('refuses what it cannot read with 400, never 500', async () => {
    const reader = await member();
    for (const query of [
      '',
      'type=campaigns',
      'type=offers&perPage=100000',
      'type=offers&page=0',
      'type=offers&page=99999999999',
      `type=offers&search=${encodeURIComponent('tiles\u0000')}`,
      `type=offers&search=${'a'.repeat(201)}`,
      'type=offers&sectors=abc',
    ]) {
      const res = await call(reader, 'GET', `/market?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
  });

  it('is for the tiers with the market, on the server', async () => {
    const crystal = await member(TIERS.crystal);
    const res = await call(crystal, 'GET', '/market?type=offers');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'feature_not_in_plan',
      params: { targetSubscription: 'Silver' },
    });
    const visitor = await kit.t.app.inject({ method: 'GET', url: '/api/market?type=offers' });
    expect(visitor.statusCode).toBe(401);
  });
});
