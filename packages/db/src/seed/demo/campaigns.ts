import { campaigns } from '../../schema/index';
import { type DemoContent, type DemoSeedOptions, insertDemoContent } from './content';
import { daysAgo } from './dates';
import { attachDemoPicture, type DemoPicture, PICTURE_SIZES, pictureOf } from './images';

interface DemoCampaign extends Omit<DemoContent, 'description'> {
  services: string[];
  will: 'problem' | 'opportunity';
  businessCase: string;
  product: string;
  advantage: string;
  pains: string;
  gains: string;
  problem?: string;
  strengths?: string;
  objections?: string;
  decisionMaker: string[];
  endUser: string[];
  picture: DemoPicture;
}

/** Campaigns of the Gold and Platinum companies: most published, one waiting for the operator. */
const CAMPAIGNS: DemoCampaign[] = [
  {
    owner: 'gold',
    title: 'Lighter chassis parts for agricultural machinery',
    services: ['Supply Chain & Procurement'],
    sectors: ['Manufacturing', 'Agriculture & Agribusiness'],
    countries: ['ES', 'PT', 'FR'],
    will: 'problem',
    businessCase: 'favorable',
    product: 'Laser-cut high-strength steel chassis parts, 20% lighter than pressed ones.',
    advantage: 'Same strength with less steel: lower fuel use for the machine and lower cost per part.',
    pains: 'Heavy machines compact the soil and burn more fuel; steel prices keep rising.',
    gains: 'A lighter machine that sells better and costs less to build.',
    problem: 'Pressed parts are overdimensioned because tooling changes are expensive.',
    strengths: 'In-house engineering, prototypes in two weeks.',
    objections: 'Requalifying a part takes time; we run the tests with the customer.',
    decisionMaker: ['general-management', 'operations'],
    endUser: ['manufacturing-production'],
    status: 'published',
    createdDaysAgo: 12,
    closesInDays: 75,
    picture: { theme: 'fields', palette: { from: '#6a8f3a', to: '#c4d67a', accent: '#f6d365' } },
  },
  {
    owner: 'platinum',
    title: 'Cork insulation for modular buildings',
    services: ['Branding & Positioning'],
    sectors: ['Construction & Real Estate'],
    countries: ['PT', 'ES', 'FR', 'DE'],
    will: 'opportunity',
    businessCase: 'undisputed',
    product: 'Expanded cork boards for walls and roofs of modular buildings.',
    advantage: 'Natural, carbon-negative and as good as mineral wool at the same thickness.',
    pains: 'Builders must cut the carbon footprint of every project.',
    gains: 'A certified natural material that helps win public tenders.',
    decisionMaker: ['general-management'],
    endUser: ['operations'],
    status: 'published',
    createdDaysAgo: 30,
    closesInDays: 400,
    picture: { theme: 'panels', palette: { from: '#3d4a3a', to: '#7d8b6a', accent: '#b07a45' } },
  },
  {
    owner: 'consulting',
    title: 'Pricing workshop for industrial SMEs',
    services: ['Pricing & Revenue Management'],
    sectors: ['Manufacturing'],
    countries: ['PT'],
    will: 'problem',
    businessCase: 'fair',
    product: 'A two-day pricing workshop with the sales and finance teams.',
    advantage: 'Prices based on the value to the customer, not on cost plus margin.',
    pains: 'Margins fall while sales grow.',
    gains: 'Two to five points of margin in the first year.',
    decisionMaker: ['finance'],
    endUser: ['sales'],
    status: 'pending',
    createdDaysAgo: 2,
    closesInDays: 20,
    picture: { theme: 'bars', palette: { from: '#2b2150', to: '#5a4a9c', accent: '#ff9f6e' } },
  },
];

/** Inserts the demo campaigns (`ownerIds` by e-mail's local part). */
export async function seedCampaigns(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  for (const item of CAMPAIGNS) {
    const id = await insertDemoContent(tx, {
      ...options,
      type: 'campaign',
      item: { ...item, description: `${item.product}\n${item.advantage}` },
    });
    if (id === null) continue;
    await tx.insert(campaigns).values({
      content_id: id,
      campaign_will: item.will,
      business_case: item.businessCase,
      product: item.product,
      advantage: item.advantage,
      pains: item.pains,
      gains: item.gains,
      problem: item.problem ?? null,
      strengths: item.strengths ?? null,
      potential_objections: item.objections ?? null,
      decision_maker: item.decisionMaker,
      end_user: item.endUser,
      scoring_board_certificates: true,
    });
    await attachDemoPicture({
      tx,
      files: options.files,
      contentId: id,
      ownerId: ownerIds.get(item.owner) as number,
      role: 'image',
      name: item.title,
      artwork: pictureOf(item.title, item.picture),
      size: PICTURE_SIZES.header,
      createdAt: daysAgo(now, item.createdDaysAgo),
    });
  }
}
