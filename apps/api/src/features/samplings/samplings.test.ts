import { TIERS } from '@acorn/contracts';
import { contentItems } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listedIds, useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { decideContent } from '../content';

const kit = useContentTestApp();
const { call, member } = kit;

const sampling = {
  title: 'Twelve jars of cantabrian anchovies',
  description: 'Three companies win a box of twelve jars.\nShipped in January.',
  no_of_offers: 3,
  prefered_date: '2099-01-10',
  date_of_giveaway: '2099-01-20',
  winning_criteria: 'First come, first served',
};

async function createSampling(owner: TestUser, body: object = sampling, approve = true) {
  const res = await call(owner, 'POST', '/addSurpriseBox', body);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().data as { id: number };
  if (approve) await kit.approve('sampling', id);
  return id;
}

const apply = (user: TestUser, id: number) => call(user, 'POST', '/surpriseBoxAdd', { surprise_id: id });

describe('giveaways (samplings)', () => {
  it('creates a giveaway pending approval, keeps its text as typed, and drops what only the server sets', async () => {
    const owner = await member();
    const res = await call(owner, 'POST', '/addSurpriseBox', {
      ...sampling,
      description: 'Fish & <b>chips</b>',
      noAvailableOffers: 999,
      status: 'published',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      item_type: 'sampling',
      status: 'pending',
      description: 'Fish & <b>chips</b>',
      numberOfSamples: 3,
      noAvailableOffers: 3,
      preferedDate: '2099-01-10',
      dateOfGiveAway: '2099-01-20',
      applied: false,
      applicants: [],
    });
  });

  it('answers the required fields and the 580-character description by code', async () => {
    const owner = await member();
    const empty = await call(owner, 'POST', '/addSurpriseBox', {});
    expect(Object.keys(empty.json().errorCodes).sort()).toEqual(
      ['description', 'no_of_offers', 'prefered_date', 'title'].sort(),
    );
    const long = await call(owner, 'POST', '/addSurpriseBox', { ...sampling, description: 'x'.repeat(581) });
    expect(long.json().errorCodes).toEqual({ description: ['maxLength580'] });
    const crystal = await member(TIERS.crystal);
    expect((await call(crystal, 'POST', '/addSurpriseBox', sampling)).json()).toMatchObject({
      code: 'feature_not_in_plan',
      params: { targetSubscription: 'Silver' },
    });
  });

  it("lets a company apply once for another's giveaway, shows the owner the applicants, and lists it as participating", async () => {
    const owner = await member();
    const company = await member();
    const id = await createSampling(owner);
    const pending = await createSampling(owner, { ...sampling, title: 'Not yet approved' }, false);

    const listing = await call(company, 'GET', '/listOtherSurpriseBox?perPage=50');
    expect(listing.json().data.map((item: { id: number }) => item.id)).toContain(id);
    expect(listing.json().data.map((item: { id: number }) => item.id)).not.toContain(pending);

    const applied = await apply(company, id);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ data: { noAvailableOffers: 2, applied: true, applicants: [] } });
    const again = await apply(company, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('sampling_already_applied');
    expect((await apply(owner, id)).json().code).toBe('sampling_own');
    expect((await apply(company, pending)).statusCode).toBe(404);

    const seenByOwner = await call(owner, 'GET', `/surpriseBoxDetail/${id}`);
    expect(seenByOwner.json().data).toMatchObject({
      noAvailableOffers: 2,
      applicants: [{ id: company.id, appliedAt: expect.any(String) }],
    });
    const participating = await call(company, 'GET', '/listOtherSurpriseBox?applied=1');
    expect(participating.json()).toMatchObject({ data: [{ id, applied: true }], meta: { total: 1 } });
  });

  it('gives exactly as many samples as there are to 20 companies applying at once', async () => {
    const owner = await member();
    const id = await createSampling(owner);
    const companies = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(companies.map((company) => apply(company, id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .every((answer) => answer.json().code === 'sampling_no_samples_left'),
    ).toBe(true);
    const detail = await call(owner, 'GET', `/surpriseBoxDetail/${id}`);
    expect(detail.json().data).toMatchObject({ noAvailableOffers: 0 });
    expect(detail.json().data.applicants).toHaveLength(3);
  });

  it("keeps the applications when the owner edits the number of samples, and takes only the owner's files", async () => {
    const owner = await member();
    const company = await member();
    const id = await createSampling(owner);
    await apply(company, id);
    const photo = await createFile({ db: kit.t.database.db, owner, original_name: 'jar.png' });
    const foreign = await createFile({ db: kit.t.database.db, owner: company });
    const refused = await call(owner, 'POST', `/editSurpriseBox/${id}`, {
      ...sampling,
      images: [foreign.id],
    });
    expect(refused.json().errorCodes).toEqual({ images: ['invalid'] });
    const edited = await call(owner, 'POST', `/editSurpriseBox/${id}`, {
      ...sampling,
      no_of_offers: 5,
      images: [photo.id],
    });
    expect(edited.json().data).toMatchObject({
      status: 'published',
      numberOfSamples: 5,
      noAvailableOffers: 4,
      images: [{ id: photo.id, name: 'jar.png' }],
    });
    expect((await call(company, 'POST', `/editSurpriseBox/${id}`, sampling)).statusCode).toBe(404);
    expect((await call(company, 'DELETE', '/deleteSurpriseBox', { surpriseBoxId: id })).statusCode).toBe(404);
    const removed = await call(owner, 'DELETE', '/deleteSurpriseBox', { surpriseBoxId: id });
    expect(removed.json()).toEqual({ success: 'Remove successfully' });
  });

  it('lists as participating exactly the giveaways the applicant may still open', async () => {
    const company = await member();
    const owner = await member();
    const leaving = await member();
    const open = await createSampling(owner, { ...sampling, title: 'Still open' });
    const denied = await createSampling(owner, { ...sampling, title: 'Denied after the application' });
    const unpublished = await createSampling(owner, { ...sampling, title: 'Taken back to a draft' });
    const past = await createSampling(owner, { ...sampling, title: 'Given away already' });
    const ofLeaving = await createSampling(leaving, { ...sampling, title: 'Of a deactivated company' });
    for (const id of [open, denied, unpublished, past, ofLeaving]) {
      expect((await apply(company, id)).statusCode).toBe(200);
    }
    const db = kit.t.database.db;
    await decideContent({
      db,
      operatorId: kit.operator.id,
      type: 'sampling',
      id: denied,
      decision: { approve: false, reason: 'Not a giveaway' },
    });
    await db.update(contentItems).set({ status: 'draft' }).where(eq(contentItems.id, unpublished));
    await db.update(contentItems).set({ deadline: sql`current_date - 1` }).where(eq(contentItems.id, past));
    const deactivated = await call(kit.operator, 'POST', `/admin/users/${leaving.id}/status`, {
      active: false,
      reason: 'Left the platform',
    });
    expect(deactivated.statusCode).toBe(200);

    for (const id of [denied, unpublished, past, ofLeaving]) {
      expect((await call(company, 'GET', `/surpriseBoxDetail/${id}`)).statusCode).toBe(404);
    }
    expect((await call(company, 'GET', `/surpriseBoxDetail/${open}`)).statusCode).toBe(200);
    const participating = await call(company, 'GET', '/listOtherSurpriseBox?applied=1&perPage=50');
    expect(listedIds(participating)).toEqual([open]);
    expect(participating.json().meta).toMatchObject({ total: 1 });
    const searched = await call(company, 'GET', '/listOtherSurpriseBox?applied=1&search=jars');
    expect(listedIds(searched)).toEqual([open]);
    expect(searched.json().meta).toMatchObject({ total: 1 });
  });
});
