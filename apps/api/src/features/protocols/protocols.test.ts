import { TIERS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { listedIds, useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';

const kit = useContentTestApp();
const { call } = kit;

const PORTUGAL = 152;
const protocol = {
  title: 'Distribution protocol for Iberian retail',
  description: '<p>Shelf space in <em>200 stores</em>.</p>',
  categories: [1],
  sectors: [1, 2],
  countries: [PORTUGAL],
  date_of_publication: '2026-01-01',
  date_of_validity: '2099-12-31',
};

const member = (tier: number = TIERS.gold) => kit.member(tier);

async function createProtocol(owner: TestUser, body: object = protocol) {
  const res = await call(owner, 'POST', '/addPOMService', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string };
}

const approve = (id: number) => kit.approve('protocol', id);

const ids = listedIds;

describe('protocols', () => {
  it("creates a protocol pending approval with user_status 'Published' set by the server", async () => {
    const owner = await member();
    const created = await createProtocol(owner, { ...protocol, user_status: 'Draft', status: 'published' });
    expect(created).toMatchObject({
      item_type: 'protocol',
      status: 'pending',
      user_status: 'Published',
      title: protocol.title,
      categories: [{ id: 1, category_name: expect.any(String) }],
      sectors: [{ id: expect.any(Number) }, { id: expect.any(Number) }],
      countries: [{ id: PORTUGAL, name: 'Portugal' }],
      dateOfPublication: '2026-01-01',
      dateOfValidity: '2099-12-31',
      brochure: null,
      image: null,
      user: { id: owner.id },
    });
  });

  it("lists others' published protocols, leaves out one's own and pending ones, and opens them by id", async () => {
    const owner = await member();
    const reader = await member();
    const pending = await createProtocol(owner, { ...protocol, title: 'Still waiting' });
    const published = await createProtocol(owner, { ...protocol, title: 'Cold chain protocol' });
    await approve(published.id);
    const mine = await createProtocol(reader, { ...protocol, title: 'My own protocol' });
    await approve(mine.id);

    const directory = await call(reader, 'GET', '/listPOMServicesOthers?perPage=50');
    expect(ids(directory)).toContain(published.id);
    expect(ids(directory)).not.toContain(pending.id);
    expect(ids(directory)).not.toContain(mine.id);
    expect(ids(await call(reader, 'GET', '/listPOMServicesOthers?search=cold%20cha'))).toEqual([
      published.id,
    ]);

    expect((await call(reader, 'GET', `/POMServiceDetail/${published.id}`)).statusCode).toBe(200);
    expect((await call(reader, 'GET', `/POMServiceDetail/${pending.id}`)).json()).toMatchObject({
      code: 'content_not_found',
    });
    const own = await call(owner, 'GET', `/listPOMServicesOthers?user=${owner.id}`);
    expect(own.json()).toMatchObject({ meta: { total: 2 } });
    expect(
      own
        .json()
        .data.map((item: { status: string }) => item.status)
        .sort(),
    ).toEqual(['pending', 'published']);
  });

  it('answers the required fields by code, and a validity before the publication date', async () => {
    const owner = await member();
    const empty = await call(owner, 'POST', '/addPOMService', { description: '' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errorCodes).sort()).toEqual(
      ['categories', 'countries', 'date_of_publication', 'date_of_validity', 'sectors', 'title'].sort(),
    );
    const backwards = await call(owner, 'POST', '/addPOMService', {
      ...protocol,
      date_of_publication: '2030-05-02',
      date_of_validity: '2030-05-01',
    });
    expect(backwards.json().errorCodes).toEqual({ date_of_validity: ['endBeforeStart'] });
  });

  it('refuses the tiers without protocols, naming Gold', async () => {
    const silver = await member(TIERS.silver);
    const res = await call(silver, 'POST', '/addPOMService', protocol);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_not_in_plan', params: { targetSubscription: 'Gold' } });
  });

  it("lets only the owner edit or delete, keeps an approved protocol published, and takes only the owner's files", async () => {
    const owner = await member();
    const other = await member();
    const created = await createProtocol(owner);
    await approve(created.id);
    const brochure = await createFile({ db: kit.t.database.db, owner, original_name: 'protocol.pdf' });
    const foreign = await createFile({ db: kit.t.database.db, owner: other });

    const refused = await call(owner, 'POST', `/editPOMService/${created.id}`, {
      ...protocol,
      image: foreign.id,
    });
    expect(refused.json().errorCodes).toEqual({ image: ['invalid'] });
    expect((await call(other, 'POST', `/editPOMService/${created.id}`, protocol)).statusCode).toBe(404);
    const edited = await call(owner, 'POST', `/editPOMService/${created.id}`, {
      ...protocol,
      title: 'Renewed protocol',
      brochure: brochure.id,
    });
    expect(edited.json().data).toMatchObject({
      title: 'Renewed protocol',
      status: 'published',
      user_status: 'Published',
      brochure: { id: brochure.id, name: 'protocol.pdf' },
      image: null,
    });

    expect((await call(other, 'DELETE', '/deletePOMService', { protocolId: created.id })).statusCode).toBe(
      404,
    );
    const removed = await call(owner, 'DELETE', '/deletePOMService', { protocolId: created.id });
    expect(removed.json()).toEqual({ success: 'Remove successfully' });
    expect((await call(owner, 'GET', `/POMServiceDetail/${created.id}`)).statusCode).toBe(404);
  });
});
