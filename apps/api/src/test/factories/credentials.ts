import { ROLES } from '@acorn/contracts';
import { credentials, type Db, educations, expertises } from '@acorn/db';
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

type EducationValues = Partial<Omit<(typeof educations)['$inferInsert'], 'user_id'>>;

/** An advisor's education straight in the database; its owner is a new advisor unless given. */
export async function createEducation(options: { db: Db; owner?: TestUser } & EducationValues) {
  const { db, owner: _owner, ...values } = options;
  const owner = options.owner ?? (await createUser({ db, cb_roles_id: ROLES.advisor }));
  const [education] = await db
    .insert(educations)
    .values({ user_id: owner.id, academy: 'Universidade do Porto', degree: 'Economics', ...values })
    .returning();
  if (!education) throw new Error('no education inserted');
  return { ...education, owner };
}

type ExpertiseValues = Partial<Omit<(typeof expertises)['$inferInsert'], 'user_id'>>;

/** A job of an advisor's straight in the database (a past one); its owner is a new advisor unless given. */
export async function createExpertise(options: { db: Db; owner?: TestUser } & ExpertiseValues) {
  const { db, owner: _owner, ...values } = options;
  const owner = options.owner ?? (await createUser({ db, cb_roles_id: ROLES.advisor }));
  const [expertise] = await db
    .insert(expertises)
    .values({
      user_id: owner.id,
      company_name: 'Sonae',
      position: 'Export manager',
      init_date: '2010-01-04',
      end_date: '2015-06-30',
      ...values,
    })
    .returning();
  if (!expertise) throw new Error('no expertise inserted');
  return { ...expertise, owner };
}
