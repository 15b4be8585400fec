import { randomBytes } from 'node:crypto';
import { IMAGE_VARIANT_ENCODING, IMAGE_VARIANTS } from '@acorn/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbExecutor } from '../../client';
import { advisorProfiles, companyProfiles, contentFiles, files } from '../../schema/index';
import type { SeedFileStore } from '../file-store';
import {
  type Artwork,
  type BannerPalette,
  type BannerTheme,
  bannerArtwork,
  type HairStyle,
  type LogoMark,
  logoArtwork,
  portraitArtwork,
} from '../images/art';
import { daysAgo } from './dates';

/** What a demo item's picture shows: a scene and its colours (seed/images/art.ts). */
export interface DemoPicture {
  theme: BannerTheme;
  palette: BannerPalette;
}

/** The sizes pictures are stored at: the largest a page shows, as an upload of that size would be. */
export const PICTURE_SIZES = {
  logo: [256, 256],
  portrait: [400, 400],
  header: [1200, 630],
  thumbnail: [600, 338],
} as const satisfies Record<string, readonly [number, number]>;

/** Each demo company's logo, by e-mail's local part: its brand colour and what its mark shows. */
const LOGOS: Record<string, { brand: string; mark: LogoMark }> = {
  crystal: { brand: '#6b2d4f', mark: 'grapes' },
  silver: { brand: '#c2841a', mark: 'sunrise' },
  gold: { brand: '#2d5b8a', mark: 'nut' },
  platinum: { brand: '#8a5a34', mark: 'rings' },
  consulting: { brand: '#0f766e', mark: 'growth' },
  analytics: { brand: '#5b4bc4', mark: 'signal' },
  logistics: { brand: '#b3362b', mark: 'chevrons' },
  health: { brand: '#1f7fae', mark: 'cross' },
  seafood: { brand: '#1d3f6e', mark: 'fish' },
};

/** The hair of each demo person with a photo, by name; their colours come from the name. */
const HAIR: Record<string, HairStyle> = {
  'Marta Albuquerque': 'long',
  'Inês Carvalho': 'bun',
  'Javier Morales': 'short',
  'Helen Walsh': 'long',
  'Marc Dubois': 'cropped',
};

const logoOf = (company: string) => {
  const logo = LOGOS[company];
  return logo ? logoArtwork(logo) : null;
};
export const portraitOf = (name: string) => portraitArtwork({ seed: name, hair: HAIR[name] ?? 'short' });
export const pictureOf = (seed: string, picture: DemoPicture) => bannerArtwork({ seed, ...picture });

/** The size of a variant: fitted inside its square, never enlarged, as uploads' variants are. */
function variantSize(width: number, height: number, side: number): [number, number] {
  const scale = Math.min(side / width, side / height, 1);
  return [Math.max(Math.round(width * scale), 1), Math.max(Math.round(height * scale), 1)];
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60);

/**
 * Draws a picture at its size and at each variant's (encoded as uploads' variants are), stores
 * them as public files and records the file as an upload of `ownerId` made `createdDaysAgo`; its id.
 */
async function storeDemoPicture(options: {
  tx: DbExecutor;
  files: SeedFileStore;
  ownerId: number;
  name: string;
  artwork: Artwork;
  size: readonly [number, number];
  createdAt: Date;
}): Promise<number> {
  const { tx, files: store, artwork, size } = options;
  // Random like an upload's key: a demo recreated later must not collide with what is left of this one.
  const key = `demo/${slug(options.name)}-${randomBytes(6).toString('hex')}.png`;
  const body = artwork(size[0], size[1]);
  await store.put(key, body, 'image/png');
  const variants: Record<string, string> = {};
  for (const [variant, side] of Object.entries(IMAGE_VARIANTS)) {
    const { ext, contentType, quality } = IMAGE_VARIANT_ENCODING;
    const target = key.replace(/\.png$/, `-${variant}.${ext}`);
    const drawn = artwork(...variantSize(size[0], size[1], side));
    await store.put(target, await sharp(drawn).webp({ quality }).toBuffer(), contentType);
    variants[variant] = target;
  }
  const [row] = await tx
    .insert(files)
    .values({
      owner_id: options.ownerId,
      storage_key: key,
      visibility: 'public',
      original_name: `${slug(options.name)}.png`,
      content_type: 'image/png',
      size: body.length,
      variants,
      created_at: options.createdAt,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Stores a picture of a content item under `role` (header_image, thumbnail_image, image, avatar). */
export async function attachDemoPicture(options: {
  tx: DbExecutor;
  files: SeedFileStore | undefined;
  contentId: number;
  ownerId: number;
  role: string;
  name: string;
  artwork: Artwork;
  size: readonly [number, number];
  createdAt: Date;
}) {
  const { files: store, ...rest } = options;
  if (!store) return;
  const fileId = await storeDemoPicture({ ...rest, files: store });
  await options.tx
    .insert(contentFiles)
    .values({ content_id: options.contentId, file_id: fileId, role: options.role });
}

/** The logos of the companies just created and the advisor's photo, drawn on the machine. */
export async function seedProfilePictures(options: {
  tx: DbExecutor;
  files: SeedFileStore;
  companies: { id: number; localPart: string; registeredDaysAgo: number }[];
  advisor?: { id: number; name: string; registeredDaysAgo: number };
  now: Date;
}) {
  const { tx, files: store, now } = options;
  for (const company of options.companies) {
    const artwork = logoOf(company.localPart);
    if (!artwork) continue;
    const fileId = await storeDemoPicture({
      tx,
      files: store,
      ownerId: company.id,
      name: `${company.localPart}-logo`,
      artwork,
      size: PICTURE_SIZES.logo,
      createdAt: daysAgo(now, company.registeredDaysAgo),
    });
    await tx
      .update(companyProfiles)
      .set({ company_logo_file_id: fileId })
      .where(eq(companyProfiles.user_id, company.id));
  }
  const { advisor } = options;
  if (advisor) {
    const fileId = await storeDemoPicture({
      tx,
      files: store,
      ownerId: advisor.id,
      name: advisor.name,
      artwork: portraitOf(advisor.name),
      size: PICTURE_SIZES.portrait,
      createdAt: daysAgo(now, advisor.registeredDaysAgo),
    });
    await tx
      .update(advisorProfiles)
      .set({ photo_file_id: fileId })
      .where(eq(advisorProfiles.user_id, advisor.id));
  }
}
