import { contentCategories, contentServices, posts } from '../../schema/index';
import { serviceIdByName } from '../reference/services';
import { type DemoContent, type DemoSeedOptions, insertDemoContent } from './content';
import { daysAgo } from './dates';
import { attachDemoPicture, type DemoPicture, PICTURE_SIZES, pictureOf } from './images';

interface DemoPost extends Omit<DemoContent, 'sectors' | 'countries'> {
  categories: number[];
  levers: string[];
  published: boolean;
  /** Its header and, drawn smaller, its thumbnail. */
  picture: DemoPicture;
}

/** The blog as members meet it: posts of several companies, one waiting for the operator, one draft. */
const POSTS: DemoPost[] = [
  {
    owner: 'gold',
    title: 'How we cut our lead times in half',
    description:
      '<p>Two years ago a sheet-metal order took four weeks to leave our plant. Today it takes two.</p><h2>What changed</h2><ul><li>One planning board for sales and production</li><li>Laser nesting every night instead of every week</li><li>Suppliers paid on delivery, not at 90 days</li></ul><p>None of it needed new machines.</p>',
    categories: [1],
    levers: ['Process Optimisation & Lean', 'Supply Chain & Procurement'],
    published: true,
    status: 'published',
    createdDaysAgo: 20,
    picture: { theme: 'timeline', palette: { from: '#1f3b57', to: '#3f7cac', accent: '#f2a541' } },
  },
  {
    owner: 'platinum',
    title: 'Cork, carbon and public tenders',
    description:
      '<p>More and more public tenders score the carbon footprint of materials. Here is what we learned answering forty of them with cork.</p>',
    categories: [1, 2],
    levers: ['Branding & Positioning'],
    published: true,
    status: 'published',
    createdDaysAgo: 8,
    picture: { theme: 'rings', palette: { from: '#7a5230', to: '#c49a6c', accent: '#4f7942' } },
  },
  {
    owner: 'consulting',
    title: 'Three pricing mistakes industrial SMEs make',
    description:
      '<p>Cost plus margin, discounts without a rule, and prices nobody reviews. A short guide to fixing all three.</p>',
    categories: [2],
    levers: ['Pricing & Revenue Management'],
    published: true,
    status: 'pending',
    createdDaysAgo: 1,
    picture: { theme: 'bars', palette: { from: '#14433d', to: '#2a8c7e', accent: '#f4c95d' } },
  },
  {
    owner: 'gold',
    title: 'Notes for our next post on robotic welding',
    description: '<p>Draft: cycle times before and after, the training plan, the first surprises.</p>',
    categories: [2],
    levers: [],
    published: false,
    status: 'pending',
    createdDaysAgo: 3,
    picture: { theme: 'hexagons', palette: { from: '#22252b', to: '#485563', accent: '#ff8a3d' } },
  },
];

/** Inserts the demo posts for the companies created in this seed (`ownerIds` by e-mail's local part). */
export async function seedPosts(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  for (const item of POSTS) {
    const id = await insertDemoContent(tx, {
      ...options,
      type: 'post',
      item: { ...item, sectors: [], countries: [], status: item.published ? item.status : 'draft' },
    });
    if (id === null) continue;
    await tx.insert(posts).values({ content_id: id, published: item.published });
    await tx
      .insert(contentCategories)
      .values(item.categories.map((category) => ({ content_id: id, category_id: category })));
    if (item.levers.length > 0) {
      await tx
        .insert(contentServices)
        .values(item.levers.map((name) => ({ content_id: id, service_id: serviceIdByName(name) })));
    }
    const artwork = pictureOf(item.title, item.picture);
    const picture = {
      tx,
      files: options.files,
      contentId: id,
      ownerId: ownerIds.get(item.owner) as number,
      name: item.title,
      artwork,
      createdAt: daysAgo(now, item.createdDaysAgo),
    };
    await attachDemoPicture({ ...picture, role: 'header_image', size: PICTURE_SIZES.header });
    await attachDemoPicture({ ...picture, role: 'thumbnail_image', size: PICTURE_SIZES.thumbnail });
  }
}
