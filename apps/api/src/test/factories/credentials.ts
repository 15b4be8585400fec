import { credentials, type Db } from '@acorn/db';
import { createUser, type TestUser } from './accounts';

type CredentialValues = Partial<Omit<(typeof credentials)['$inferInsert'], 'user_id'>>;

/**
 * An award or certificate straight in the database (a certificate under review and unpublished
 * unless told otherwise); its owner is a new participant unless given.
 */
export async function createCredential(options: { db: Db; owner?: TestUser } & CredentialValues) {
  const { db, owner: _owner, ...values } = options;
  const owner = options.owner ?? (await createUser({ db }));
  const [credential] = await db
    .insert(credentials)
    .values({
      user_id: owner.id,
      kind: 'certificate',
      title: 'ISO 9001:2015',
      description: 'Quality management system, certified by an accredited body.',
      ...values,
    })
    .returning();
  if (!credential) throw new Error('no credential inserted');
  return { ...credential, owner };
}
