// The tiers' list and the signed-in lists as the API sends them (GET /api/packages, the console's
// /api/admin/users, /api/admin/audit-log, /api/admin/payment-requests and /api/admin/bank-transfers,
// a participant's GET /api/invoices and an advisor's POST /api/listSbaPaymentInformation), built by
// the API's own code (api-sql.mjs): reference.service listPackages, admin.service's lists,
// invoices.service listInvoices and advisor-payments.service listPaymentRequests. Each signed-in
// request starts with the session (content-sql.mjs sessionStatements); then one statement answers
// the page and its total (count(*) over()); a page past the end reads the list's first row for the
// total (lib/pagination readListPage), the tiers count their table. The API prepares each
// statement once (lib/prepared preparedPerDatabase): a named statement per list and shape of
// filters, whose limit and offset are always parameters.
import { apiModule, apiStatement, apiStatements } from './api-sql.mjs';

const reference = await apiModule('features/reference/reference.service.ts');
const admin = await apiModule('features/admin/admin.service.ts');
const invoices = await apiModule('features/payments/invoices.service.ts');
const advisorPayments = await apiModule('features/advisor-payments/advisor-payments.service.ts');

/** The API's page window of a page's limit and offset. */
const windowOf = ({ limit, offset }) => ({ limit, offset, page: offset / limit + 1, perPage: limit });

/**
 * listPackages: the page of tiers with their total, then, for a page past the end, the count of
 * the table (answered 0 here, so the API asks for it).
 */
export const packagesStatements = ({ limit, offset }) =>
  apiStatements(
    `packages:${limit}:${offset}`,
    (db) => reference.listPackages({ db, window: windowOf({ limit, offset }) }),
    [[], [{ count: 0 }]],
  );

/** searchUsers: a page of users with either profile and their tier, the newest first, by the filters given. */
export const adminUsersStatement = (query, page) =>
  apiStatement(`users:${JSON.stringify(query)}:${page.limit}:${page.offset}`, (db) =>
    admin.searchUsers({ db, query, window: windowOf(page) }),
  );

/** listAuditLog: a page of entries with their actor's e-mail, the newest first. */
export const auditLogStatement = (filter, page) =>
  apiStatement(`audit:${JSON.stringify(filter)}:${page.limit}:${page.offset}`, (db) =>
    admin.listAuditLog({ db, filter, window: windowOf(page) }),
  );

/** listPaymentRequestsForOperators: a page of every advisor's requests, the newest first. */
export const operatorPaymentRequestsStatement = (filter, page) =>
  apiStatement(`requests:${JSON.stringify(filter)}:${page.limit}:${page.offset}`, (db) =>
    admin.listPaymentRequestsForOperators({ db, filter, window: windowOf(page) }),
  );

/** listPendingBankTransfers: a page of bank-transfer purchases still pending, the oldest first. */
export const pendingBankTransfersStatement = (page) =>
  apiStatement(`transfers:${page.limit}:${page.offset}`, (db) =>
    admin.listPendingBankTransfers({ db, window: windowOf(page) }),
  );

/** listInvoices: a page of the caller's invoices, the newest first. */
export const invoicesStatement = (userId, page) =>
  apiStatement(`invoices:${userId}:${page.limit}:${page.offset}`, (db) =>
    invoices.listInvoices({ db, userId, window: windowOf(page) }),
  );

/** listPaymentRequests: the advisor's requests by the filters given, the latest month first. */
export const advisorPaymentRequestsStatement = (advisorId, filter) =>
  apiStatement(`advisor-requests:${advisorId}:${JSON.stringify(filter)}`, (db) =>
    advisorPayments.listPaymentRequests({ db, advisorId, filter }),
  );
