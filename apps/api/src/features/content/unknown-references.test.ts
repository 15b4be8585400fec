import { TIERS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';

const kit = useContentTestApp();
const { call } = kit;

/** An id no reference list holds, well inside a 32-bit integer. */
const UNKNOWN = 999_999;
const PORTUGAL = 152;

interface TypeCase {
  name: string;
  tier: number;
  create: string;
  edit: (id: number) => [method: 'PUT' | 'POST', url: string];
  body: (owner: TestUser) => Promise<Record<string, unknown>>;
  /** Each field that takes reference ids, and how one unknown id is sent in it. */
  references: Record<string, unknown>;
}

const market = (side: 'offers' | 'opportunities'): TypeCase => ({
  name: side,
  tier: TIERS.silver,
  create: `/market/${side}`,
  edit: (id) => ['PUT', `/market/${side}/${id}`],
  body: async () => ({
    title: 'Cold chain audits',
    description: '<p>Audits of cold rooms.</p>',
    service_id: 1,
    sectors: [1],
    countries: [PORTUGAL],
    proposalFactors: [1],
    deadline: '2099-12-31',
  }),
  references: {
    service_id: UNKNOWN,
    sectors: [1, UNKNOWN],
    countries: [UNKNOWN],
    proposalFactors: [UNKNOWN],
  },
});

const cases: TypeCase[] = [
  market('offers'),
  market('opportunities'),
  {
    name: 'campaigns',
    tier: TIERS.gold,
    create: '/campaigns',
    edit: (id) => ['PUT', `/campaigns/${id}`],
    body: async () => ({
      title: 'Sensors for bakeries',
      sectors: [1],
      countries: [PORTUGAL],
      services: [1],
      campaign_will: 'problem',
      business_case: 'fair',
      product: 'Oven sensors',
      advantage: 'Fitted in an hour',
      pains: 'Burnt batches',
      gains: 'Even baking',
      opening_date: '2026-01-01',
      deadline: '2099-06-30',
    }),
    references: { sectors: [UNKNOWN], countries: [UNKNOWN], services: [UNKNOWN] },
  },
  {
    name: 'posts',
    tier: TIERS.crystal,
    create: '/addBlog',
    edit: (id) => ['POST', `/editBlog/${id}`],
    body: async (owner) => {
      const db = kit.t.database.db;
      return {
        title: 'What we learnt exporting',
        description: '<p>Three lessons.</p>',
        categories: [1],
        header_image: (await createFile({ db, owner })).id,
        thumbnail_image: (await createFile({ db, owner })).id,
      };
    },
    references: { categories: [UNKNOWN], levers_of_growth: [UNKNOWN] },
  },
  {
    name: 'protocols',
    tier: TIERS.gold,
    create: '/addPOMService',
    edit: (id) => ['POST', `/editPOMService/${id}`],
    body: async () => ({
      title: 'Retail distribution protocol',
      description: '<p>Shelf space.</p>',
      categories: [1],
      sectors: [1],
      countries: [PORTUGAL],
      date_of_publication: '2026-01-01',
      date_of_validity: '2099-12-31',
    }),
    references: { categories: [UNKNOWN], sectors: [UNKNOWN], countries: [UNKNOWN] },
  },
  {
    name: 'advisor listings',
    tier: TIERS.platinum,
    create: '/advisor-listings',
    edit: (id) => ['PUT', `/advisor-listings/${id}`],
    body: async () => ({
      name: 'Rui Matos',
      about_company: '<p>Export advisor.</p>',
      hide_identity: false,
      languages: [1],
      user_industry_sectors: [1],
      user_country_of_operations: [PORTUGAL],
      user_services: [1],
      country: PORTUGAL,
    }),
    references: {
      user_industry_sectors: [UNKNOWN],
      user_country_of_operations: [UNKNOWN],
      user_services: [UNKNOWN],
      languages: [UNKNOWN],
      country: UNKNOWN,
    },
  },
];

describe('an unknown reference id', () => {
  it.each(cases)('is refused naming its field, on create and edit of $name', async (type) => {
    const owner = await kit.member(type.tier);
    const body = await type.body(owner);
    const created = await kit.create<{ id: number; title: string }>(owner, type.create, body);
    const [method, editUrl] = type.edit(created.id);
    for (const [field, value] of Object.entries(type.references)) {
      const wrong = { ...body, [field]: value };
      for (const [verb, url] of [
        ['POST', type.create],
        [method, editUrl],
      ] as const) {
        const res = await call(owner, verb, url, { ...wrong, title: 'Must not be saved' });
        expect(res.statusCode, `${verb} ${url} ${field}: ${res.body}`).toBe(422);
        expect(res.json().errorCodes, `${verb} ${url} ${field}`).toEqual({ [field]: ['optionInvalid'] });
      }
    }
    const { statusCode } = await call(owner, method, editUrl, body);
    expect(statusCode).toBe(200);
  });

  it('leaves the owner with only the items that were valid', async () => {
    const owner = await kit.member(TIERS.gold);
    const [protocol] = cases.filter((type) => type.name === 'protocols');
    if (!protocol) throw new Error('the protocols case is listed above');
    const body = await protocol.body(owner);
    await call(owner, 'POST', protocol.create, { ...body, sectors: [UNKNOWN] });
    const own = await call(owner, 'GET', `/listPOMServicesOthers?user=${owner.id}`);
    expect(own.json().meta.total).toBe(0);
  });
});
