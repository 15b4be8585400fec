import { IMAGE_VARIANTS } from '@acorn/contracts';
import { files } from '@acorn/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfDocument, pngImage } from './files.fixtures';
import { completeImageVariants, type FileRow, storeUpload } from './files.service';
import { runImageVariantBackfill } from './image-variant-backfill';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const warnings: object[] = [];
const log = { info: () => {}, warn: (object: object) => warnings.push(object) };
const complete = () => completeImageVariants({ db: t.database.db, storage: t.storage, log });

async function storeImage(
  ownerId: number,
  options: { width?: number; height?: number; variants?: boolean } = {},
) {
  return storeUpload({
    db: t.database.db,
    storage: t.storage,
    ownerId,
    data: await pngImage(options.width ?? 1600, options.height ?? 900),
    originalName: 'photo.png',
    accept: ['image'],
    visibility: 'public',
    variants: options.variants,
  });
}

/** The row and bytes an image stored before the large copy existed has. */
async function withoutLargeCopy(file: FileRow): Promise<FileRow> {
  const { large, ...older } = file.variants;
  if (large) await t.storage.delete(large, 'public');
  const [row] = await t.database.db
    .update(files)
    .set({ variants: older })
    .where(eq(files.id, file.id))
    .returning();
  return row as FileRow;
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(files).where(eq(files.id, id)))[0] as FileRow;

describe('giving older images the copies they lack', () => {
  it('makes the large copy of an image stored before it existed, served as WebP at its size', async () => {
    const owner = await createUser({ db: t.database.db });
    const older = await withoutLargeCopy(await storeImage(owner.id));
    const medium = older.variants.medium;
    expect(Object.keys(older.variants).sort()).toEqual(['medium', 'thumb']);

    expect(await complete()).toBeGreaterThanOrEqual(1);

    const row = await rowOf(older.id);
    expect(Object.keys(row.variants).sort()).toEqual(['large', 'medium', 'thumb']);
    expect(row.variants.medium).toBe(medium);
    expect(row.variants.large).toBe(older.storage_key.replace('.png', '-large.webp'));
    const served = await t.app.inject({
      method: 'GET',
      url: t.storage.publicUrl(row.variants.large as string),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const { width, height, format } = await sharp(served.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: IMAGE_VARIANTS.large, height: 576, format: 'webp' });
  });

  it('leaves alone files meant to have no copies, and has nothing to do on a second run', async () => {
    const owner = await createUser({ db: t.database.db });
    const plain = await storeImage(owner.id, { variants: false });
    const document = await storeUpload({
      db: t.database.db,
      storage: t.storage,
      ownerId: owner.id,
      data: await pdfDocument(),
      originalName: 'cv.pdf',
      accept: ['pdf'],
      visibility: 'private',
    });
    await withoutLargeCopy(await storeImage(owner.id, { width: 300, height: 200 }));

    expect(await complete()).toBeGreaterThanOrEqual(1);
    expect(await complete()).toBe(0);
    expect((await rowOf(plain.id)).variants).toEqual({});
    expect((await rowOf(document.id)).variants).toEqual({});
  });

  it('logs an image whose original is gone, goes on with the others and tries it again next time', async () => {
    const owner = await createUser({ db: t.database.db });
    const lost = await withoutLargeCopy(await storeImage(owner.id));
    await t.storage.delete(lost.storage_key, 'public');
    const fine = await withoutLargeCopy(await storeImage(owner.id));
    warnings.length = 0;

    await runImageVariantBackfill({ db: t.database.db, storage: t.storage, log });

    expect(warnings).toEqual([expect.objectContaining({ fileId: lost.id })]);
    expect(Object.keys((await rowOf(lost.id)).variants).sort()).toEqual(['medium', 'thumb']);
    expect((await rowOf(fine.id)).variants.large).toBeDefined();
    await complete();
    expect(warnings).toHaveLength(2);
    await t.database.db.delete(files).where(eq(files.id, lost.id));
  });

  it('gives each file its copy once when two instances run together', async () => {
    const owner = await createUser({ db: t.database.db });
    const older = await Promise.all([1, 2, 3].map(async () => withoutLargeCopy(await storeImage(owner.id))));
    await Promise.all([complete(), complete()]);
    for (const file of older) {
      const row = await rowOf(file.id);
      expect(Object.keys(row.variants).sort()).toEqual(['large', 'medium', 'thumb']);
      expect(await t.storage.exists(row.variants.large as string, 'public')).toBe(true);
    }
  });
});
