import { advisorParticipants, type Db, users } from '@acorn/db';
import { ACTIVE_STATUS, createSession } from '../../features/accounts/sessions.service';
import { hashPassword } from '../../lib/passwords';
import { STRONG_PASSWORD, uniqueEmail } from '../accounts';

type UserValues = Partial<(typeof users)['$inferInsert']>;

let passwordHash: Promise<string> | undefined;

/** A user straight in the database (registered, step 4, active unless told otherwise) with a session when active. */
export async function createUser(db: Db, values: UserValues = {}) {
  passwordHash ??= hashPassword(STRONG_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(
        values.cb_roles_id === 2 ? 'advisor' : values.cb_roles_id === 3 ? 'operator' : 'company',
      ),
      password_hash: await passwordHash,
      cb_roles_id: 1,
      step: 4,
      accept_rgpd: true,
      ...values,
    })
    .returning();
  if (!user) throw new Error('no user inserted');
  // A deactivated account holds no session.
  return { ...user, token: user.status === ACTIVE_STATUS ? await createSession(db, user) : '' };
}

export async function createAdvisorWithParticipants(db: Db, participantNames: string[]) {
  const advisor = await createUser(db, { cb_roles_id: 2, name: 'Rita Advisor' });
  const participants = [];
  for (const company_name of participantNames) {
    participants.push(await createUser(db, { company_name }));
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
