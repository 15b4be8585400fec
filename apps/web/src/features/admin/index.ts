/** The operators' console: its queues' calls and columns, the users' pages, the list frame and sign-in. */
export { useAuditLog } from './api/audit-log';
export { useConfirmBankTransfer, usePendingBankTransfers } from './api/bank-transfers';
export { useModerationQueue } from './api/content';
export { useCredentialQueue } from './api/credentials';
export { useInvitations } from './api/invitations';
export { useAdminPackages } from './api/packages';
export { usePaymentRequestQueue } from './api/payment-requests';
export { useReportQueue } from './api/reports';
export { useUser, useUsers } from './api/users';
export { type AdminColumn, AdminTable } from './components/admin-table';
export { AdvisorAssociations } from './components/advisor-associations';
export { AuditChangesList } from './components/audit-changes-list';
export { useConfirmAction } from './components/confirm-action';
export { ContentReviewModal } from './components/content-review-modal';
export {
  CREDENTIAL_FILTER_VALUES,
  CredentialReviewModal,
  useCredentialColumns,
} from './components/credential-queue';
export { FailedMailList } from './components/failed-mail-list';
export { InvitationForm } from './components/invitation-form';
export { ListPagination } from './components/list-pagination';
export { MODERATION_FILTER_VALUES, useModerationColumns } from './components/moderation-queue';
export { OperatorSignInForm } from './components/operator-sign-in-form';
export { PageHeader } from './components/page-header';
export {
  PAYMENT_FILTER_KEYS,
  PAYMENT_FILTER_VALUES,
  PaymentRequestFilters,
  usePaymentRequestColumns,
} from './components/payment-request-queue';
export { PlanFeaturesForm } from './components/plan-features-form';
export {
  REPORT_FILTER_VALUES,
  ReportReviewModal,
  type ReportRow,
  toReportRow,
  useReportColumns,
} from './components/report-queue';
export { QUEUE_FILTER_KEYS, QueueFilters } from './components/review-queue';
export { USER_FILTER_KEYS, USER_FILTER_VALUES, UserFilters } from './components/user-filters';
export { UserStatusBadge } from './components/user-status-badge';
export { useAdminNotice } from './hooks/use-admin-notice';
export { useListParams } from './hooks/use-list-params';
