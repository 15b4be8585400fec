import { randomUUID } from 'node:crypto';
import { TIERS } from '@acorn/contracts';
import { companyProfiles, credentials, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';

const kit = useContentTestApp();
const { call } = kit;
const db = () => kit.t.database.db;
/** A visitor's request: no session. */
const visit = (url: string) => kit.t.app.inject({ method: 'GET', url: `/api${url}` });

const COMPANY_KEYS = [
  'about',
  'country',
  'credentials',
  'headline',
  'id',
  'items',
  'logo',
  'member_since',
  'name',
  'sector',
  'services',
];
const CONTENT_KEYS = [
  'countries',
  'deadline',
  'id',
  'image',
  'owner',
  'published_at',
  'sectors',
  'summary',
  'title',
  'type',
];

const offer = {
  title: 'Export consulting for Iberia',
  description: '<p>We open <strong>doors</strong> in Spain.</p>',
  service_id: 1,
  sectors: [1],
  countries: [152],
  deadline: '2099-12-31',
  what_brand_famous: 'Our cork',
  proposalFactors: [1],
  scoring_board_reviews: 'yes',
};

const campaign = {
  sectors: [1],
  countries: [152],
  services: [1],
  campaign_will: 'problem',
  business_case: 'favorable',
  title: 'Sensors for food plants',
  product: 'Vibration sensors',
  advantage: 'Installed in a day',
  pains: 'Unplanned stops',
  gains: 'Planned maintenance',
  decision_maker: ['operations'],
  end_user: ['operations'],
  opening_date: '2026-01-01',
  deadline: '2099-06-30',
};

/** A company with contact details on file and every share switch on: none of it may reach a visitor. */
async function company() {
  const owner = await kit.member(TIERS.gold);
  const logo = await createFile({ db: db(), owner, content_type: 'image/png', visibility: 'public' });
  await db()
    .update(companyProfiles)
    .set({
      company_name: 'Quinta Azul',
      headline: 'Organic wines',
      about_company: 'Family estate since 1921.',
      company_logo_file_id: logo.id,
      company_email: 'geral@quinta-azul.example',
      company_phone: '+351 212 000 000',
      address1: 'Rua das Flores 10',
      contact_name: 'Rui Costa',
      contact_email: 'rui@quinta-azul.example',
      vatnumber: `PT${Math.floor(100_000_000 + Math.random() * 899_999_999)}`,
      company_email_share_status: true,
      company_phone_share_status: true,
      company_address_share_status: true,
    })
    .where(eq(companyProfiles.user_id, owner.id));
  return owner;
}

async function create(owner: TestUser, url: string, body: object) {
  const res = await call(owner, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('public previews of shared links', () => {
  it("answers a company's public face and its published items, and nothing that reaches its people", async () => {
    const owner = await company();
    const published = await create(owner, '/market/offers', offer);
    await kit.approve('offer', published);
    const pending = await create(owner, '/market/offers', { ...offer, title: 'Not approved yet' });
    await db()
      .insert(credentials)
      .values([
        {
          user_id: owner.id,
          kind: 'certificate',
          title: 'ISO 9001',
          description: 'Quality',
          user_status: 'publish',
          admin_status: 'approved',
        },
        {
          user_id: owner.id,
          kind: 'award',
          title: 'Hidden',
          description: 'x',
          user_status: 'unpublish',
          admin_status: 'approved',
        },
      ]);

    const res = await visit(`/public/companies/${owner.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(COMPANY_KEYS);
    expect(data).toMatchObject({
      id: owner.id,
      name: 'Quinta Azul',
      headline: 'Organic wines',
      credentials: { certificates: 1, awards: 0 },
    });
    expect(data.logo).toMatch(/^\/.+|^https?:/);
    expect(data.items.map((item: { id: number }) => item.id)).toEqual([published]);
    expect(data.items).not.toContainEqual(expect.objectContaining({ id: pending }));
    for (const secret of ['geral@', '+351', 'Rua das Flores', 'Rui Costa', 'rui@', 'PT', owner.email]) {
      expect(res.body, secret).not.toContain(secret);
    }
  });

  it('answers a published campaign and market item with the allowlisted fields only', async () => {
    const owner = await company();
    const campaignId = await create(owner, '/campaigns', campaign);
    const offerId = await create(owner, '/market/offers', offer);
    await kit.approve('campaign', campaignId);
    await kit.approve('offer', offerId);

    const res = await visit(`/public/content/campaign/${campaignId}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(CONTENT_KEYS);
    expect(data).toMatchObject({ id: campaignId, type: 'campaign', title: 'Sensors for food plants' });
    expect(Object.keys(data.owner).sort()).toEqual(['id', 'logo', 'name']);
    expect(data.owner).toMatchObject({ id: owner.id, name: 'Quinta Azul' });

    const market = await visit(`/public/content/offer/${offerId}`);
    expect(market.statusCode, market.body).toBe(200);
    const item = market.json().data;
    expect(Object.keys(item).sort()).toEqual(CONTENT_KEYS);
    expect(item.summary).toBe('We open doors in Spain.');
    expect(item.sectors).toHaveLength(1);
    // The secured and scoring fields of a market item stay with members.
    expect(market.body).not.toContain('Our cork');
    expect(market.body).not.toContain('geral@');
    // The type in the address must be the item's.
    expect((await visit(`/public/content/opportunity/${offerId}`)).statusCode).toBe(404);
  });

  it('answers 404 for what is not public: pending, draft, a deactivated owner, an unknown id', async () => {
    const owner = await company();
    const pending = await create(owner, '/market/offers', { ...offer, title: `Pending ${randomUUID()}` });
    const campaignId = await create(owner, '/campaigns', campaign);
    await kit.approve('campaign', campaignId);
    expect((await visit(`/public/content/offer/${pending}`)).statusCode).toBe(404);
    expect((await visit(`/public/content/campaign/${campaignId}`)).statusCode).toBe(200);
    expect((await visit('/public/companies/999999')).statusCode).toBe(404);

    await db().update(users).set({ status: 1 }).where(eq(users.id, owner.id));
    const gone = await visit(`/public/content/campaign/${campaignId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'content_not_found' });
    expect((await visit(`/public/companies/${owner.id}`)).statusCode).toBe(404);

    const advisor = await kit.member(TIERS.gold);
    await db().update(users).set({ cb_roles_id: 2 }).where(eq(users.id, advisor.id));
    expect((await visit(`/public/companies/${advisor.id}`)).statusCode).toBe(404);
  });

  it('refuses ids beyond the database and unknown types with 400, never 500', async () => {
    for (const url of [
      '/public/companies/2147483648',
      '/public/companies/99999999999999999999',
      '/public/companies/abc',
      '/public/companies/-1',
      '/public/content/campaign/2147483648',
      '/public/content/sampling/1',
      '/public/content/advisor/1',
      '/public/content/%00/1',
    ]) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(400);
    }
  });
});
