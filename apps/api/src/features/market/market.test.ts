import { TIERS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { pdfDocument } from '../files/files.fixtures';
import { storeUpload, sweepUnattachedFiles, UNATTACHED_FILE_GRACE_MS } from '../files/files.service';

const kit = useContentTestApp();
const { call, member } = kit;

const PORTUGAL = 152;
const SPAIN = 179;
const offer = {
  title: 'Export consulting for Iberia',
  description: '<p>We open <strong>doors</strong> in Spain.</p>',
  service_id: 1,
  sectors: [1, 2],
  countries: [PORTUGAL, SPAIN],
  deadline: '2099-12-31',
  what_brand_famous: 'Our cork',
  need: 'Not for offers',
  proposalFactors: [1, 2],
  scoring_board_reviews: 'yes',
};

async function createOffer(owner: TestUser, body: object = offer) {
  const res = await call(owner, 'POST', '/market/offers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string };
}

const approve = (id: number, type: 'offer' | 'opportunity' = 'offer') => kit.approve(type, id);

describe('the 20 LOG market', () => {
  it('creates an offer pending approval, with every field, and shows it to its owner only', async () => {
    const owner = await member();
    const other = await member();
    const created = await createOffer(owner);
    expect(created).toMatchObject({
      item_type: 'offer',
      status: 'pending',
      title: offer.title,
      description: '<p>We open <strong>doors</strong> in Spain.</p>',
      what_brand_famous: 'Our cork',
      need: null,
      scoring_board_reviews: true,
      scoring_board_awards: false,
      deadline: '2099-12-31',
      user: { id: owner.id },
    });
    expect(created).toMatchObject({
      service: { id: 1 },
      sectors: [{ id: expect.any(Number) }, { id: expect.any(Number) }],
      countries: [
        { id: PORTUGAL, name: 'Portugal' },
        { id: SPAIN, name: 'Spain' },
      ],
      proposalFactors: [{ id: 1 }, { id: 2 }],
    });

    expect((await call(owner, 'GET', `/market/offers/${created.id}`)).statusCode).toBe(200);
    const hidden = await call(other, 'GET', `/market/offers/${created.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('content_not_found');
    // Not under the other side's path either.
    expect((await call(owner, 'GET', `/market/opportunities/${created.id}`)).statusCode).toBe(404);

    const publicList = await call(other, 'GET', '/market/offers?perPage=50');
    expect(publicList.json().data.map((item: { id: number }) => item.id)).not.toContain(created.id);
    const ownList = await call(owner, 'GET', `/market/offers?user=${owner.id}`);
    expect(ownList.json()).toMatchObject({
      data: [{ id: created.id, status: 'pending' }],
      meta: { total: 1 },
    });
  });

  it('shows approved items to every member, in Portuguese too, and finds them by the start of a word', async () => {
    const owner = await member(TIERS.gold);
    const reader = await member();
    const created = await createOffer(owner, { ...offer, title: 'Consultoria de exportação ibérica' });
    await approve(created.id);

    const detail = await kit.t.app.inject({
      method: 'GET',
      url: `/api/market/offers/${created.id}?lang=pt`,
      headers: { ...bearer(reader.token), 'accept-language': 'pt' },
    });
    expect(detail.json().data).toMatchObject({
      status: 'published',
      countries: [{ name: 'Portugal' }, { name: 'Espanha' }],
    });
    const found = await call(reader, 'GET', `/market/offers?search=${encodeURIComponent('EXPORTACAO ib')}`);
    expect(found.json().data.map((item: { id: number }) => item.id)).toEqual([created.id]);
    const byCompany = await call(reader, 'GET', `/market/offers?user=${owner.id}`);
    expect(byCompany.json().meta.total).toBe(1);
  });

  it('takes an approved item past its closing date out of the market; its owner reads it as expired', async () => {
    const owner = await member();
    const reader = await member();
    const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
    const created = await createOffer(owner, { ...offer, title: 'Closed last week', deadline: yesterday });
    await approve(created.id);
    expect((await call(owner, 'GET', `/market/offers/${created.id}`)).json().data.status).toBe('expired');
    expect((await call(reader, 'GET', `/market/offers/${created.id}`)).statusCode).toBe(404);
    const listed = await call(reader, 'GET', `/market/offers?user=${owner.id}`);
    expect(listed.json().meta.total).toBe(0);
    const own = await call(owner, 'GET', `/market/offers?user=${owner.id}`);
    expect(own.json().data).toMatchObject([{ id: created.id, status: 'expired' }]);
  });

  it('refuses tiers without the market, naming the tier that has it', async () => {
    const crystal = await member(TIERS.crystal);
    for (const [method, url] of [
      ['GET', '/market/offers'],
      ['POST', '/market/opportunities'],
    ] as const) {
      const res = await call(crystal, method, url, method === 'POST' ? offer : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'feature_not_in_plan',
        params: { targetSubscription: 'Silver' },
      });
    }
  });

  it('answers the required fields by code and ignores fields a client may not set', async () => {
    const owner = await member();
    const empty = await call(owner, 'POST', '/market/opportunities', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errorCodes).sort()).toEqual(
      ['countries', 'deadline', 'description', 'sectors', 'service_id', 'title'].sort(),
    );
    const sneaky = await call(owner, 'POST', '/market/opportunities', {
      ...offer,
      status: 'published',
      owner_id: kit.operator.id,
      description: '<p>Hi<img src=x onerror="alert(1)"><script>steal()</script></p>',
    });
    expect(sneaky.statusCode).toBe(201);
    expect(sneaky.json().data).toMatchObject({
      status: 'pending',
      user: { id: owner.id },
      need: 'Not for offers',
      what_brand_famous: null,
    });
    expect(sneaky.json().data.description).not.toMatch(/onerror|script/);
  });

  it('lets only the owner edit or delete, and an approved item stays published after an edit', async () => {
    const owner = await member();
    const other = await member();
    const created = await createOffer(owner);
    await approve(created.id);

    const foreignEdit = await call(other, 'PUT', `/market/offers/${created.id}`, {
      ...offer,
      title: 'Mine now',
    });
    expect(foreignEdit.statusCode).toBe(404);
    const edit = await call(owner, 'PUT', `/market/offers/${created.id}`, {
      ...offer,
      title: 'Better title',
      sectors: '2',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({
      title: 'Better title',
      status: 'published',
      sectors: [{ id: 2 }],
    });

    expect((await call(other, 'DELETE', '/market/offers', { offerId: created.id })).statusCode).toBe(404);
    expect(
      (await call(owner, 'DELETE', '/market/opportunities', { opportunityId: created.id })).statusCode,
    ).toBe(404);
    const removed = await call(owner, 'DELETE', '/market/offers', { offerId: created.id });
    expect(removed.json()).toEqual({ success: 'Remove successfully' });
    expect((await call(owner, 'GET', `/market/offers/${created.id}`)).statusCode).toBe(404);
  });

  it("attaches the owner's uploads and refuses another member's", async () => {
    const owner = await member();
    const other = await member();
    const own = await createFile({ db: kit.t.database.db, owner, original_name: 'brochure.pdf' });
    const foreign = await createFile({ db: kit.t.database.db, owner: other });
    const refused = await call(owner, 'POST', '/market/offers', { ...offer, files: [own.id, foreign.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCodes).toEqual({ files: ['invalid'] });
    const created = await createOffer(owner, { ...offer, files: [own.id] });
    expect(created).toMatchObject({ files: [{ id: own.id, name: 'brochure.pdf' }] });
  });

  it("shares a published item's private files with the members who see it, and keeps them from the sweeper", async () => {
    const owner = await member();
    const other = await member();
    const brochure = await storeUpload({
      db: kit.t.database.db,
      storage: kit.t.storage,
      ownerId: owner.id,
      data: await pdfDocument('Brochure'),
      originalName: 'brochure.pdf',
      accept: ['image', 'pdf'],
      visibility: 'private',
    });
    const created = await createOffer(owner, { ...offer, files: [brochure.id] });
    const download = (user: TestUser) => call(user, 'GET', `/protected/files/${brochure.id}`);
    // Pending: the owner reads it, another member does not even learn it exists.
    expect((await download(owner)).statusCode).toBe(200);
    expect((await download(other)).statusCode).toBe(404);
    await approve(created.id);
    const read = await download(other);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');

    const later = new Date(Date.now() + UNATTACHED_FILE_GRACE_MS + 60 * 60_000);
    await sweepUnattachedFiles({ db: kit.t.database.db, storage: kit.t.storage, now: later });
    expect((await download(owner)).statusCode).toBe(200);
  });
});
