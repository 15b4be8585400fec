import { advisorPaymentRequests, type Db } from '@acorn/db';
import type { TestUser } from './accounts';
import { associateParticipant } from './admin';

/** The month before this one: the latest an advisor may ask to be paid for. */
export function lastMonth() {
  const date = new Date();
  date.setMonth(date.getMonth() - 1);
  return { month: date.getMonth() + 1, year: date.getFullYear() };
}

type RequestValues = Partial<
  Omit<(typeof advisorPaymentRequests)['$inferInsert'], 'advisor_id' | 'participant_id'>
>;

/**
 * A payment request (Submitted, for last month unless told otherwise) from an advisor for an
 * associated participant; the advisor and the participant are created, and associated, unless given.
 */
export async function createPaymentRequest(
  options: { db: Db; advisor?: TestUser; participant?: TestUser } & RequestValues,
) {
  const { db, advisor: _advisor, participant: _participant, ...values } = options;
  const { advisor, participant } = await associateParticipant(options);
  const [request] = await db
    .insert(advisorPaymentRequests)
    .values({ advisor_id: advisor.id, participant_id: participant.id, ...lastMonth(), ...values })
    .returning();
  if (!request) throw new Error('no payment request inserted');
  return { ...request, advisor, participant };
}
