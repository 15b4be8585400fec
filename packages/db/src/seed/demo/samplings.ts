import { samplingApplications, samplings } from '../../schema/index';
import { type DemoContent, type DemoSeedOptions, insertDemoContent } from './content';
import { daysAgo } from './dates';
import { attachDemoPicture, type DemoPicture, PICTURE_SIZES, pictureOf } from './images';

interface DemoSampling extends Omit<DemoContent, 'sectors' | 'countries' | 'closesInDays'> {
  closesInDays: number;
  samples: number;
  preferredInDays: number;
  criteria: string;
  /** Companies that applied (by e-mail's local part), oldest first. */
  applicants: string[];
  picture: DemoPicture;
}

/**
 * The sampling listing as members meet it: giveaways with samples left, one given out entirely,
 * one waiting for the operator; other demo companies have applied.
 */
const SAMPLINGS: DemoSampling[] = [
  {
    owner: 'seafood',
    title: 'Twelve jars of Cantabrian anchovies',
    description:
      'Three companies win a box of twelve jars of our hand-filleted anchovies in olive oil.\nIdeal for tasting menus and corporate gifts.',
    samples: 3,
    preferredInDays: 20,
    criteria: 'First companies to apply from the food and hospitality sectors.',
    applicants: ['gold'],
    status: 'published',
    createdDaysAgo: 6,
    closesInDays: 30,
    picture: { theme: 'waves', palette: { from: '#0e3a5b', to: '#1f6f8b', accent: '#f6c667' } },
  },
  {
    owner: 'platinum',
    title: 'Cork wall panels for your meeting room',
    description: 'Two acoustic cork panel kits (6 m²) installed free of charge in Portugal or Spain.',
    samples: 2,
    preferredInDays: 45,
    criteria: 'Companies that share photos of the installed panels.',
    applicants: ['consulting', 'health'],
    status: 'published',
    createdDaysAgo: 15,
    closesInDays: 60,
    picture: { theme: 'panels', palette: { from: '#e9dcc9', to: '#c8a77f', accent: '#a8743f' } },
  },
  {
    owner: 'silver',
    title: 'Free office layout study',
    description: 'An architect from our studio draws a new layout for an office of up to 300 m².',
    samples: 4,
    preferredInDays: 30,
    criteria: 'Companies moving or renovating within six months.',
    applicants: [],
    status: 'published',
    createdDaysAgo: 3,
    closesInDays: 40,
    picture: { theme: 'plan', palette: { from: '#1c3d6e', to: '#2f67a8', accent: '#f0b429' } },
  },
  {
    owner: 'health',
    title: 'Ergonomics workshop for 20 employees',
    description: 'A two-hour workshop by our physiotherapists at your premises.',
    samples: 1,
    preferredInDays: 25,
    criteria: 'Companies with most of their staff at desks.',
    applicants: [],
    status: 'pending',
    createdDaysAgo: 1,
    closesInDays: 50,
    picture: { theme: 'stretch', palette: { from: '#8fc1b5', to: '#3e8e7e', accent: '#f28c6b' } },
  },
];

/** Inserts the demo giveaways and their applications (`ownerIds` by e-mail's local part). */
export async function seedSamplings(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  for (const item of SAMPLINGS) {
    const id = await insertDemoContent(tx, {
      ...options,
      type: 'sampling',
      item: { ...item, sectors: [], countries: [] },
    });
    if (id === null) continue;
    const applicants = item.applicants.flatMap((name) => ownerIds.get(name) ?? []);
    await tx.insert(samplings).values({
      content_id: id,
      no_of_offers: item.samples,
      available: item.samples - applicants.length,
      prefered_date: daysAgo(now, -item.preferredInDays).toISOString().slice(0, 10),
      date_of_giveaway: daysAgo(now, -item.closesInDays).toISOString().slice(0, 10),
      winning_criteria: item.criteria,
    });
    await attachDemoPicture({
      tx,
      files: options.files,
      contentId: id,
      ownerId: ownerIds.get(item.owner) as number,
      role: 'header_image',
      name: item.title,
      artwork: pictureOf(item.title, item.picture),
      size: PICTURE_SIZES.header,
      createdAt: daysAgo(now, item.createdDaysAgo),
    });
    for (const [position, userId] of applicants.entries()) {
      await tx.insert(samplingApplications).values({
        content_id: id,
        user_id: userId,
        created_at: daysAgo(now, Math.max(item.createdDaysAgo - position - 1, 0), 11),
      });
    }
  }
}
