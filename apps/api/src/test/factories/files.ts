import { randomBytes } from 'node:crypto';
import { type Db, files } from '@acorn/db';
import { createUser, type TestUser } from './accounts';

type FileValues = Partial<Omit<(typeof files)['$inferInsert'], 'owner_id'>>;

/**
 * A file's row without stored bytes (a private PDF unless told otherwise), for what reads only the
 * row: ownership, type, size, age. Its owner is a new participant unless given.
 */
export async function createFile(options: { db: Db; owner?: TestUser } & FileValues) {
  const { db, owner: _owner, ...values } = options;
  const owner = options.owner ?? (await createUser({ db }));
  const [file] = await db
    .insert(files)
    .values({
      owner_id: owner.id,
      storage_key: `uploads/test/${randomBytes(16).toString('hex')}.pdf`,
      visibility: 'private',
      original_name: 'document.pdf',
      content_type: 'application/pdf',
      size: 1000,
      ...values,
    })
    .returning();
  if (!file) throw new Error('no file inserted');
  return { ...file, owner };
}
