import { TIERS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { pdfDocument } from '../files/files.fixtures';
import { storeUpload } from '../files/files.service';

const kit = useContentTestApp();
const { call, member } = kit;

const offer = {
  title: 'Cork stoppers for wineries',
  description: '<p>Natural cork, <strong>graded</strong> by hand.</p>',
  service_id: 1,
  sectors: [1],
  countries: [152],
  target_company_size: '11-50',
  deadline: '2099-12-31',
  what_brand_famous: 'A century of cork',
  strengths: 'Quick delivery',
  proposalFactors: [1],
  scoring_board_awards: 'yes',
};

async function privateBrochure(owner: TestUser) {
  return storeUpload({
    db: kit.t.database.db,
    storage: kit.t.storage,
    ownerId: owner.id,
    data: await pdfDocument('Brochure'),
    originalName: 'cork-brochure.pdf',
    accept: ['image', 'pdf'],
    visibility: 'private',
  });
}

const review = (user: TestUser, type: string, id: number | string) =>
  call(user, 'GET', `/admin/content/${type}/${id}`);

describe("the operator's review of an item", () => {
  it('answers a pending offer whole, as its detail page shows it, with its files the operator may open', async () => {
    const owner = await member();
    const brochure = await privateBrochure(owner);
    const created = await kit.create(owner, '/market/offers', { ...offer, files: [brochure.id] });

    const res = await review(kit.operator, 'offer', created.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      item_type: 'offer',
      title: offer.title,
      description: offer.description,
      target_company_size: '11-50',
      what_brand_famous: 'A century of cork',
      strengths: 'Quick delivery',
      scoring_board_awards: true,
      proposalFactors: [{ id: 1 }],
      countries: [{ id: 152, name: 'Portugal' }],
      files: [{ id: brochure.id, name: 'cork-brochure.pdf' }],
      user: { id: owner.id },
    });
    const file = await call(kit.operator, 'GET', `/protected/files/${brochure.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it("answers another type's whole item too: a blog post's images", async () => {
    const owner = await member(TIERS.crystal);
    const db = kit.t.database.db;
    const header = await createFile({ db, owner, original_name: 'header.png' });
    const thumbnail = await createFile({ db, owner, original_name: 'thumb.png' });
    const created = await kit.create(owner, '/addBlog', {
      title: 'Lead times halved',
      categories: [1],
      description: '<p>Three changes.</p>',
      header_image: header.id,
      thumbnail_image: thumbnail.id,
    });
    const res = await review(kit.operator, 'post', created.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      item_type: 'post',
      title: 'Lead times halved',
      headerImage: { id: header.id },
    });
  });

  it('is for operators only, and answers an unknown item or a wrong type with 404, bad paths with 400', async () => {
    const owner = await member();
    const other = await member();
    const created = await kit.create(owner, '/market/offers', offer);
    expect((await review(other, 'offer', created.id)).statusCode).toBe(403);
    expect((await review(owner, 'offer', created.id)).statusCode).toBe(403);
    const visitor = await kit.t.app.inject({ method: 'GET', url: `/api/admin/content/offer/${created.id}` });
    expect(visitor.statusCode).toBe(401);

    expect((await review(kit.operator, 'opportunity', created.id)).statusCode).toBe(404);
    expect((await review(kit.operator, 'offer', 2_000_000_000)).statusCode).toBe(404);
    expect((await review(kit.operator, 'invoice', created.id)).statusCode).toBe(400);
    expect((await review(kit.operator, 'offer', '99999999999')).statusCode).toBe(400);
    expect((await review(kit.operator, 'offer', 'abc')).statusCode).toBe(400);
  });
});
