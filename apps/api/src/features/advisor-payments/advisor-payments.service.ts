import type { AddPaymentRequestInput, PaymentRequest, PaymentRequestFilter } from '@acorn/contracts';
import { advisorParticipants, advisorPaymentRequests, companyProfiles, type Db, users } from '@acorn/db';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { type Given, givenFilters, preparedPerDatabase } from '../../lib/prepared';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { presentParticipant, presentPaymentRequest } from './advisor-payments.presenter';

/** What the API answers in `success`. */
export const PAYMENT_REQUEST_MESSAGES = {
  added: 'Request added successfully',
} as const;

const LIST_LIMIT = 500;
const participantColumns = { id: users.id, company_name: companyProfiles.company_name, name: users.name };

export async function listAssociatedParticipants(options: { db: Db; advisorId: number }) {
  const { db, advisorId } = options;
  const rows = await db
    .select(participantColumns)
    .from(advisorParticipants)
    .innerJoin(users, eq(users.id, advisorParticipants.participant_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(eq(advisorParticipants.advisor_id, advisorId))
    .orderBy(companyProfiles.company_name);
  return rows.map(presentParticipant);
}

const REQUEST_FILTERS = ['month', 'year', 'status'] as const;

/** An advisor's requests with the filters given (values filled in at execution), the latest month first. */
const advisorRequests = preparedPerDatabase(
  'list_advisor_payment_requests',
  (db, name, filter: Given<PaymentRequestFilter>) => {
    const conditions: SQL[] = [eq(advisorPaymentRequests.advisor_id, sql.placeholder('advisorId'))];
    if (filter.month) conditions.push(eq(advisorPaymentRequests.month, sql.placeholder('month')));
    if (filter.year) conditions.push(eq(advisorPaymentRequests.year, sql.placeholder('year')));
    if (filter.status) conditions.push(eq(advisorPaymentRequests.status, sql.placeholder('status')));
    return db
      .select({ request: advisorPaymentRequests, participant: participantColumns })
      .from(advisorPaymentRequests)
      .innerJoin(users, eq(users.id, advisorPaymentRequests.participant_id))
      .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
      .where(and(...conditions))
      .orderBy(
        desc(advisorPaymentRequests.year),
        desc(advisorPaymentRequests.month),
        desc(advisorPaymentRequests.id),
      )
      .limit(LIST_LIMIT)
      .prepare(name);
  },
);

export async function listPaymentRequests(options: {
  db: Db;
  advisorId: number;
  filter: PaymentRequestFilter;
}): Promise<PaymentRequest[]> {
  const { db, advisorId, filter } = options;
  const rows = await advisorRequests(db, givenFilters(filter, REQUEST_FILTERS)).execute({
    advisorId,
    month: filter.month,
    year: filter.year,
    status: filter.status,
  });
  return rows.map((row) => presentPaymentRequest(row.request, row.participant));
}

/**
 * One request per advisor, participant and month, only for associated participants and months
 * that have started. All rows or none: a duplicate, even one racing in concurrently, is a 409.
 */
export async function addPaymentRequests(options: {
  db: Db;
  advisorId: number;
  input: AddPaymentRequestInput;
  now?: Date;
}): Promise<PaymentRequest[]> {
  const { db, advisorId, input } = options;
  const now = options.now ?? new Date();
  if (
    input.year > now.getFullYear() ||
    (input.year === now.getFullYear() && input.month > now.getMonth() + 1)
  ) {
    throw new AppError({ code: 'payment_month_not_started', fields: { month: ['futureMonth'] } });
  }
  const associated = await db
    .select(participantColumns)
    .from(advisorParticipants)
    .innerJoin(users, eq(users.id, advisorParticipants.participant_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(
      and(
        eq(advisorParticipants.advisor_id, advisorId),
        inArray(advisorParticipants.participant_id, input.participants),
      ),
    );
  if (associated.length !== input.participants.length) {
    throw new AppError({ code: 'participant_not_associated' });
  }
  const byId = new Map(associated.map((participant) => [participant.id, participant]));
  const duplicateError = (participantIds: number[]) =>
    new AppError({
      code: 'payment_request_exists',
      params: {
        companies: participantIds.map((id) => presentParticipant(byId.get(id)!).company_name).join(', '),
      },
    });

  const existing = await db
    .select({ participantId: advisorPaymentRequests.participant_id })
    .from(advisorPaymentRequests)
    .where(
      and(
        eq(advisorPaymentRequests.advisor_id, advisorId),
        eq(advisorPaymentRequests.year, input.year),
        eq(advisorPaymentRequests.month, input.month),
        inArray(advisorPaymentRequests.participant_id, input.participants),
      ),
    );
  if (existing.length > 0) throw duplicateError(existing.map((row) => row.participantId));

  try {
    const inserted = await db
      .insert(advisorPaymentRequests)
      .values(
        input.participants.map((participantId) => ({
          advisor_id: advisorId,
          participant_id: participantId,
          month: input.month,
          year: input.year,
        })),
      )
      .returning();
    return inserted.map((row) => presentPaymentRequest(row, byId.get(row.participant_id)!));
  } catch (error) {
    if (violatedUniqueConstraint(error) !== undefined) throw duplicateError(input.participants);
    throw error;
  }
}
