import { TIERS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';

const kit = useContentTestApp();
const { call } = kit;
const member = (tier: number = TIERS.gold) => kit.member(tier);

const campaign = {
  title: 'Predictive maintenance for food plants',
  sectors: [1],
  countries: [152],
  services: [1, 2],
  campaign_will: 'problem',
  business_case: 'favorable',
  product: 'Vibration sensors with a monthly report',
  advantage: 'Installed in a day, no change to the line',
  pains: 'Unplanned stops cost a shift of production',
  gains: 'Planned maintenance windows',
  decision_maker: ['general-management', 'operations'],
  end_user: ['operations'],
  scoring_board_reviews: 'Yes',
  opening_date: '2026-01-01',
  deadline: '2099-06-30',
};

async function createCampaign(owner: TestUser, body: object = campaign) {
  const res = await call(owner, 'POST', '/campaigns', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

describe('campaigns', () => {
  it('creates a campaign pending approval with its roles, texts and scoring board', async () => {
    const owner = await member();
    const created = await createCampaign(owner);
    const detail = await call(owner, 'GET', `/campaigns/${created.id}`);
    expect(detail.json().data).toMatchObject({
      item_type: 'campaign',
      status: 'pending',
      campaign_will: 'problem',
      business_case: 'favorable',
      product: campaign.product,
      potential_objections: null,
      decision_maker: ['general-management', 'operations'],
      financier: [],
      scoring_board_reviews: true,
      scoring_board_awards: false,
      services: [{ id: 1 }, { id: 2 }],
      countries: [{ id: 152, name: 'Portugal' }],
      deadline: '2099-06-30',
    });
  });

  it('answers the required fields by code, three services at most, and the tier that has campaigns', async () => {
    const owner = await member();
    const empty = await call(owner, 'POST', '/campaigns', {});
    expect(Object.keys(empty.json().errorCodes).sort()).toEqual(
      [
        'advantage',
        'business_case',
        'campaign_will',
        'countries',
        'deadline',
        'gains',
        'opening_date',
        'pains',
        'product',
        'sectors',
        'services',
        'title',
      ].sort(),
    );
    const many = await call(owner, 'POST', '/campaigns', { ...campaign, services: [1, 2, 3, 4] });
    expect(many.json().errorCodes).toEqual({ services: ['maxThreeChoices'] });
    const silver = await member(TIERS.silver);
    expect((await call(silver, 'GET', '/campaigns')).json()).toMatchObject({
      code: 'feature_not_in_plan',
      params: { targetSubscription: 'Gold' },
    });
  });

  it('lists public campaigns to members, finds them by product, and lets only the owner edit or delete by id', async () => {
    const owner = await member();
    const reader = await member();
    const created = await createCampaign(owner, { ...campaign, product: 'Thermal cameras for cold rooms' });
    await kit.approve('campaign', created.id);
    const found = await call(reader, 'GET', '/campaigns?public=true&search=thermal%20cam');
    expect(found.json().data.map((item: { id: number }) => item.id)).toEqual([created.id]);

    expect((await call(reader, 'PUT', `/campaigns/${created.id}`, campaign)).statusCode).toBe(404);
    const edited = await call(owner, 'PUT', `/campaigns/${created.id}`, { ...campaign, title: 'Renamed' });
    expect(edited.json().data).toMatchObject({ title: 'Renamed', status: 'published' });
    expect((await call(reader, 'DELETE', `/campaigns/${created.id}`)).statusCode).toBe(404);
    const removed = await call(owner, 'DELETE', `/campaigns/${created.id}`);
    expect(removed.json()).toEqual({ success: 'Remove successfully' });
    expect((await call(owner, 'GET', `/campaigns/${created.id}`)).statusCode).toBe(404);
  });
});
