import { ROLES } from '@acorn/contracts';
import { advisorProfiles, companyProfiles, type Db, invitationCodes, userSecrets, users } from '@acorn/db';
import { ACTIVE_STATUS, createSession } from '../../features/accounts';
import { hashPassword } from '../../lib/passwords';
import { randomSecret, secretDigest } from '../../lib/secrets';
import { saveUserRow } from '../../lib/user-rows';
import { STRONG_PASSWORD, uniqueEmail } from '../accounts';

type Values<T extends { $inferInsert: object }> = Partial<Omit<T['$inferInsert'], 'user_id'>>;

interface UserValues extends Partial<(typeof users)['$inferInsert']> {
  /** The company profile of a participant, or the advisor profile of an advisor. */
  profile?: Values<typeof companyProfiles> | Values<typeof advisorProfiles>;
  secrets?: Values<typeof userSecrets>;
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

let passwordHash: Promise<string> | undefined;

/**
 * A user straight in the database (registered, step 4, active unless told otherwise) with a session
 * when active; a participant or advisor gets its profile row, with `profile` in it.
 */
export async function createUser(options: { db: Db } & UserValues) {
  const { db, profile = {}, secrets, ...account } = options;
  // Hashing is slow on purpose: one hash serves every user of the run.
  passwordHash ??= hashPassword(STRONG_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(
        account.cb_roles_id === ROLES.advisor
          ? 'advisor'
          : account.cb_roles_id === ROLES.operator
            ? 'operator'
            : 'company',
      ),
      password_hash: await passwordHash,
      cb_roles_id: ROLES.participant,
      step: 4,
      accept_rgpd: true,
      ...account,
    })
    .returning();
  if (!user) throw new Error('no user inserted');
  if (user.cb_roles_id === ROLES.participant) await saveUserRow(db, companyProfiles, user.id, profile);
  if (user.cb_roles_id === ROLES.advisor) await saveUserRow(db, advisorProfiles, user.id, profile);
  if (secrets) await saveUserRow(db, userSecrets, user.id, secrets);
  // A deactivated account holds no session.
  return { ...user, token: user.status === ACTIVE_STATUS ? await createSession({ db, user }) : '' };
}

/** A single-use advisor invitation, open for a day, with the code that was mailed. */
export async function createInvitation(options: { db: Db; email?: string }) {
  const code = randomSecret();
  const [invitation] = await options.db
    .insert(invitationCodes)
    .values({
      code_hash: secretDigest(code),
      email: options.email ?? uniqueEmail('invitee'),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!invitation) throw new Error('no invitation inserted');
  return { ...invitation, code };
}
