import { ROLES } from '@acorn/contracts';
import { advisorParticipants, type Db } from '@acorn/db';
import { createUser, type TestUser } from './accounts';

const createAdvisor = (db: Db) => createUser({ db, cb_roles_id: ROLES.advisor, name: 'Rita Advisor' });

/** An advisor associated with a participant (as an operator links them), each created unless given. */
export async function associateParticipant(options: { db: Db; advisor?: TestUser; participant?: TestUser }) {
  const { db } = options;
  const advisor = options.advisor ?? (await createAdvisor(db));
  const participant = options.participant ?? (await createUser({ db }));
  await db
    .insert(advisorParticipants)
    .values({ advisor_id: advisor.id, participant_id: participant.id })
    .onConflictDoNothing();
  return { advisor, participant };
}

/** An advisor associated with one new participant per company name. */
export async function createAdvisorWithParticipants(options: { db: Db; companies: string[] }) {
  const { db } = options;
  const advisor = await createAdvisor(db);
  const participants: TestUser[] = [];
  for (const company_name of options.companies) {
    const participant = await createUser({ db, profile: { company_name } });
    await associateParticipant({ db, advisor, participant });
    participants.push(participant);
  }
  return { advisor, participants };
}
