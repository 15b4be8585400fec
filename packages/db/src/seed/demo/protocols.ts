import { contentCategories, protocols } from '../../schema/index';
import { type DemoContent, type DemoSeedOptions, insertDemoContent } from './content';

interface DemoProtocol extends DemoContent {
  /** POM category ids (seed/reference/pom-categories.ts). */
  categories: number[];
}

/**
 * The protocols directory as members meet it: agreements the Gold and Platinum companies offer
 * the network, most published, one waiting for the operator and one past its validity.
 */
const PROTOCOLS: DemoProtocol[] = [
  {
    owner: 'gold',
    title: '15% off prototype runs for network members',
    description:
      '<p>Members get 15% off their first three prototype runs of sheet-metal parts, with engineering review of the drawings included.</p><ul><li>From 1 to 50 units</li><li>Quote within 24 hours</li></ul>',
    categories: [1],
    sectors: ['Manufacturing', 'Automotive'],
    countries: ['ES', 'PT'],
    status: 'published',
    createdDaysAgo: 40,
    closesInDays: 200,
  },
  {
    owner: 'platinum',
    title: 'Sustainable packaging audit at cost price',
    description:
      '<p>Our packaging engineers audit your product packaging and propose cork-based alternatives. Members pay only the travel costs.</p>',
    categories: [1, 2],
    sectors: ['Consumer Goods', 'Food & Beverage'],
    countries: ['PT', 'ES', 'FR'],
    status: 'published',
    createdDaysAgo: 18,
    closesInDays: 150,
  },
  {
    owner: 'consulting',
    title: 'Free growth diagnostic for new members',
    description:
      '<p>A half-day workshop on your sales pipeline and pricing, with a written report and three priorities for the next quarter.</p>',
    categories: [2],
    sectors: ['Information Technology', 'Consumer Goods'],
    countries: ['PT'],
    status: 'published',
    createdDaysAgo: 9,
    closesInDays: 90,
  },
  {
    owner: 'health',
    title: 'Occupational health checks for teams of 10 to 200',
    description:
      '<p>Annual health checks at your premises with a 20% network discount and online results for every employee.</p>',
    categories: [10],
    sectors: ['Healthcare'],
    countries: ['ES'],
    status: 'pending',
    createdDaysAgo: 1,
    closesInDays: 365,
  },
  {
    owner: 'gold',
    title: 'Welding certification course, spring edition',
    description: '<p>Ten places at a reduced price on our EN ISO 9606 welding certification course.</p>',
    categories: [2],
    sectors: ['Manufacturing'],
    countries: ['ES'],
    status: 'published',
    createdDaysAgo: 120,
    closesInDays: -10,
  },
];

/** Inserts the demo protocols for the companies created in this seed (`ownerIds` by e-mail's local part). */
export async function seedProtocols(options: DemoSeedOptions): Promise<void> {
  const { tx } = options;
  for (const item of PROTOCOLS) {
    const id = await insertDemoContent(tx, { ...options, type: 'protocol', item });
    if (id === null) continue;
    await tx.insert(protocols).values({ content_id: id, user_status: 'Published' });
    await tx
      .insert(contentCategories)
      .values(item.categories.map((category) => ({ content_id: id, category_id: category })));
  }
}
