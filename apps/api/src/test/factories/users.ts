import { ROLES } from '@acorn/contracts';
import {
  advisorParticipants,
  advisorProfiles,
  companyProfiles,
  type Db,
  userSecrets,
  users,
} from '@acorn/db';
import { ACTIVE_STATUS, createSession } from '../../features/accounts/sessions.service';
import { hashPassword } from '../../lib/passwords';
import { saveUserRow } from '../../lib/user-rows';
import { STRONG_PASSWORD, uniqueEmail } from '../accounts';

type Values<T extends { $inferInsert: object }> = Partial<Omit<T['$inferInsert'], 'user_id'>>;

interface UserValues extends Partial<(typeof users)['$inferInsert']> {
  /** The company profile of a participant, or the advisor profile of an advisor. */
  profile?: Values<typeof companyProfiles> | Values<typeof advisorProfiles>;
  secrets?: Values<typeof userSecrets>;
}

let passwordHash: Promise<string> | undefined;

/**
 * A user straight in the database (registered, step 4, active unless told otherwise) with a session
 * when active; a participant or advisor gets its profile row, with `profile` in it.
 */
export async function createUser(db: Db, values: UserValues = {}) {
  const { profile = {}, secrets, ...account } = values;
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

export async function createAdvisorWithParticipants(db: Db, participantNames: string[]) {
  const advisor = await createUser(db, { cb_roles_id: ROLES.advisor, name: 'Rita Advisor' });
  const participants = [];
  for (const company_name of participantNames) {
    participants.push(await createUser(db, { profile: { company_name } }));
  }
  if (participants.length > 0) {
    await db
      .insert(advisorParticipants)
      .values(
        participants.map((participant) => ({ advisor_id: advisor.id, participant_id: participant.id })),
      );
  }
  return { advisor, participants };
}
