import type { AssociatedParticipant, PaymentRequest, PaymentRequestStatus } from '@acorn/contracts';
import type { advisorPaymentRequests } from '@acorn/db';

export interface ParticipantNameRow {
  id: number;
  company_name: string | null;
  name: string | null;
}

/** Advisors see the company name only; a company without one shows its contact name. */
export const presentParticipant = (row: ParticipantNameRow): AssociatedParticipant => ({
  id: row.id,
  company_name: row.company_name ?? row.name ?? `#${row.id}`,
});

export const presentPaymentRequest = (
  row: (typeof advisorPaymentRequests)['$inferSelect'],
  participant: ParticipantNameRow,
): PaymentRequest => ({
  id: row.id,
  month: row.month,
  year: row.year,
  status: row.status as PaymentRequestStatus,
  participant: presentParticipant(participant),
  created_at: row.created_at.toISOString(),
  approved_at: row.approved_at?.toISOString() ?? null,
  paid_at: row.paid_at?.toISOString() ?? null,
});
