import type {
  AdminPackage,
  AdminPaymentRequest,
  AdminUser,
  AdminUserDetail,
  AuditEntryItem,
  bankTransferConfirmationSchema,
  FailedMail,
  Feature,
  Invitation,
  PaymentRequestStatus,
  PendingBankTransfer,
} from '@acorn/contracts';
import { FEATURES, vatBreakdown } from '@acorn/contracts';
import type {
  advisorPaymentRequests,
  auditLog,
  invitationCodes,
  invoices,
  packages,
  subscriptions,
  users,
} from '@acorn/db';
import type { z } from 'zod';
import { transferReference } from '../payments';

type UserRow = (typeof users)['$inferSelect'];

/** The user fields the console shows (admin.service selects only these), with the profile's company name. */
export type AdminUserRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'name'
  | 'cb_roles_id'
  | 'step'
  | 'status'
  | 'payment_status'
  | 'deactivation_reason'
  | 'created_at'
  | 'erased_at'
> & { company_name: string | null };

export const presentAdminUser = (
  user: AdminUserRow,
  tier: { id: number; name: string } | null,
): AdminUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  company_name: user.company_name,
  cb_roles_id: user.cb_roles_id,
  step: user.step,
  status: user.status,
  payment_status: user.payment_status,
  active: user.status === 0,
  tier,
  deactivation_reason: user.deactivation_reason,
  created_at: user.created_at.toISOString(),
  erased_at: user.erased_at?.toISOString() ?? null,
});

/** The console's user with their associations (already the columns the console shows). */
export const presentAdminUserDetail = (
  user: AdminUserRow,
  tier: { id: number; name: string } | null,
  associations: AdminUserDetail['associations'],
  financialRisk: AdminUserDetail['financial_risk'],
): AdminUserDetail => ({ ...presentAdminUser(user, tier), associations, financial_risk: financialRisk });

/** What an audit entry keeps of a user: the moderation state, never hashes or secrets. */
export const auditedUserState = (user: UserRow) => ({
  status: user.status,
  deactivation_reason: user.deactivation_reason,
});

export const presentAdminPaymentRequest = (row: {
  request: (typeof advisorPaymentRequests)['$inferSelect'];
  advisor: { id: number; name: string | null; email: string; erased_at: Date | null };
  participant: { id: number; company_name: string | null };
  approvedBy: string | null;
  paidBy: string | null;
}): AdminPaymentRequest => ({
  id: row.request.id,
  month: row.request.month,
  year: row.request.year,
  status: row.request.status as PaymentRequestStatus,
  advisor: {
    id: row.advisor.id,
    name: row.advisor.name,
    email: row.advisor.email,
    erased: row.advisor.erased_at !== null,
  },
  participant: row.participant,
  created_at: row.request.created_at.toISOString(),
  approved_at: row.request.approved_at?.toISOString() ?? null,
  approved_by: row.approvedBy,
  paid_at: row.request.paid_at?.toISOString() ?? null,
  paid_by: row.paidBy,
});

export const presentInvitation = (
  row: (typeof invitationCodes)['$inferSelect'],
  invitedBy: string | null,
): Invitation => ({
  id: row.id,
  email: row.email,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  used_at: row.used_at?.toISOString() ?? null,
  invited_by: invitedBy,
});

export const presentAuditEntry = (
  row: (typeof auditLog)['$inferSelect'],
  actor: string | null,
): AuditEntryItem => ({
  id: row.id,
  actor,
  action: row.action,
  entity_type: row.entity_type,
  entity_id: row.entity_id,
  before: row.before,
  after: row.after,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
});

export const presentPendingBankTransfer = (row: {
  subscription: (typeof subscriptions)['$inferSelect'];
  user: { id: number; email: string; company_name: string | null };
  packageName: string;
  /** An upgrade waiting for its transfer: the prorated difference is what must come in. */
  upgrade: { net_amount: number; vat_rate: number; created_at: Date } | null;
}): PendingBankTransfer => ({
  subscription_id: row.subscription.id,
  reference: transferReference(row.subscription.id),
  user: row.user,
  package: row.packageName,
  substype: row.subscription.period,
  total_amount: row.upgrade
    ? vatBreakdown(row.upgrade.net_amount, row.upgrade.vat_rate).total
    : vatBreakdown(row.subscription.net_amount, row.subscription.vat_rate).total,
  created_at: (row.upgrade?.created_at ?? row.subscription.created_at).toISOString(),
});

export const presentBankTransferConfirmation = (
  subscription: (typeof subscriptions)['$inferSelect'],
  invoice: (typeof invoices)['$inferSelect'],
): z.infer<typeof bankTransferConfirmationSchema> => ({
  subscription_id: subscription.id,
  status: 'active',
  invoice_number: invoice.number,
});

/** The package columns the console reads (package-features.service selects only these). */
export type AdminPackageRow = Pick<
  (typeof packages)['$inferSelect'],
  'id' | 'name' | 'name_prt' | 'name_spn' | 'monthly_cost' | 'yearly_cost' | 'available_features'
>;

const isFeature = (name: string): name is Feature => (FEATURES as readonly string[]).includes(name);

/** A name the table holds but the app no longer knows is left out rather than failing the answer. */
export const presentAdminPackage = (row: AdminPackageRow): AdminPackage => ({
  id: row.id,
  name: row.name,
  name_prt: row.name_prt,
  name_spn: row.name_spn,
  monthly_cost: Number(row.monthly_cost),
  yearly_cost: Number(row.yearly_cost),
  available_features: row.available_features.filter(isFeature),
});

/** A mail given up on, or put back in the queue: recipient, subject, attempts, reason and when. */
export const presentFailedMail = (row: {
  id: number;
  to_address: string;
  subject: string;
  status?: string;
  attempts: number;
  last_error: string | null;
  failed_at: Date | null;
}): FailedMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  status: row.status === 'pending' ? 'pending' : 'failed',
  attempts: row.attempts,
  last_error: row.last_error,
  failed_at: row.failed_at?.toISOString() ?? null,
});
