import { ROLES } from '@acorn/contracts';
import { advisorProfiles, credentials, files } from '@acorn/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileVisibility } from '../../integrations/storage/file-storage';
import { createUser } from '../../test/factories/accounts';
import { createCredential } from '../../test/factories/credentials';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfDocument, pngImage } from './files.fixtures';
import { type FileRow, storeUpload, sweepUnattachedFiles, UNATTACHED_FILE_GRACE_MS } from './files.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_AND_A_BIT = UNATTACHED_FILE_GRACE_MS + 60 * 60_000;

async function store(ownerId: number, kind: 'photo' | 'cv') {
  return storeUpload({
    db: t.database.db,
    storage: t.storage,
    ownerId,
    data: kind === 'photo' ? await pngImage(400, 300) : await pdfDocument(),
    originalName: kind === 'photo' ? 'photo.png' : 'cv.pdf',
    accept: kind === 'photo' ? ['image'] : ['image', 'pdf'],
    visibility: kind === 'photo' ? 'public' : 'private',
  });
}

const storedKeys = (file: FileRow) => [file.storage_key, ...Object.values(file.variants)];
const bytesExist = async (file: FileRow) =>
  Promise.all(storedKeys(file).map((key) => t.storage.exists(key, file.visibility as FileVisibility)));

describe('sweeping unused uploads', () => {
  it('removes files no record uses once a day has passed, bytes and variants included', async () => {
    const user = await createUser({ db: t.database.db, cb_roles_id: ROLES.advisor });
    const kept = await store(user.id, 'photo');
    await t.database.db
      .update(advisorProfiles)
      .set({ photo_file_id: kept.id })
      .where(eq(advisorProfiles.user_id, user.id));
    const abandonedPhoto = await store(user.id, 'photo');
    const abandonedCv = await store(user.id, 'cv');
    expect(Object.keys(abandonedPhoto.variants).length).toBeGreaterThan(0);

    // Within the day, an upload may still be waiting for its form to be saved.
    expect(await sweepUnattachedFiles({ db: t.database.db, storage: t.storage })).toBe(0);

    const later = new Date(Date.now() + DAY_AND_A_BIT);
    expect(await sweepUnattachedFiles({ db: t.database.db, storage: t.storage, now: later })).toBe(2);
    const left = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [kept.id, abandonedPhoto.id, abandonedCv.id]));
    expect(left).toEqual([{ id: kept.id }]);
    expect(await bytesExist(kept)).not.toContain(false);
    expect(await bytesExist(abandonedPhoto)).not.toContain(true);
    expect(await bytesExist(abandonedCv)).toEqual([false]);
  });

  it('removes each file once when two instances sweep together', async () => {
    const user = await createUser({ db: t.database.db });
    const abandoned = await Promise.all([store(user.id, 'cv'), store(user.id, 'cv'), store(user.id, 'cv')]);
    const later = new Date(Date.now() + DAY_AND_A_BIT);
    const counts = await Promise.all([
      sweepUnattachedFiles({ db: t.database.db, storage: t.storage, now: later }),
      sweepUnattachedFiles({ db: t.database.db, storage: t.storage, now: later }),
    ]);
    expect(counts[0] + counts[1]).toBe(abandoned.length);
  });
});

describe('sweeping around awards and certificates', () => {
  it("keeps a credential's document and removes it once the credential is deleted", async () => {
    const owner = await createUser({ db: t.database.db });
    const document = await store(owner.id, 'cv');
    const credential = await createCredential({ db: t.database.db, owner, file_id: document.id });
    const later = new Date(Date.now() + DAY_AND_A_BIT);
    await sweepUnattachedFiles({ db: t.database.db, storage: t.storage, now: later });
    expect(await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, document.id))).toEqual(
      [{ id: document.id }],
    );

    await t.database.db.delete(credentials).where(eq(credentials.id, credential.id));
    await sweepUnattachedFiles({ db: t.database.db, storage: t.storage, now: later });
    expect(await t.database.db.select().from(files).where(eq(files.id, document.id))).toEqual([]);
    expect(await bytesExist(document)).toEqual([false]);
  });
});
