// The SQL the API sends for the tiers' list and the signed-in lists, word for word, with its
// parameters: captured from PostgreSQL's log (`alter database ... set log_statement = 'all'`)
// while the built server answered GET /api/packages, the console's /api/admin/users (a later page;
// a role), /api/admin/audit-log, /api/admin/payment-requests and /api/admin/bank-transfers, a
// participant's GET /api/invoices and an advisor's POST /api/listSbaPaymentInformation. Each
// signed-in request starts with the session (content-sql.mjs sessionStatements); then one statement
// answers the page and its total (count(*) over()); a page past the end reads the list's first
// row for the total (lib/pagination pageTotal). The API prepares each statement once
// (lib/prepared preparedPerDatabase): a named statement per list and shape of filters, whose
// limit and offset are always parameters. Filters the bench does not send are written as drizzle
// writes them, from the services' code.
import { parameters } from './content-sql.mjs';

/** Drizzle's and(): nothing, one condition as it is, several in parentheses. */
const and = (conditions) =>
  conditions.length === 0 ? '' : conditions.length === 1 ? conditions[0] : `(${conditions.join(' and ')})`;
const where = (conditions) => {
  const text = and(conditions);
  return text ? ` where ${text}` : '';
};

/** A prepared list's limit and offset: always parameters, the last two. */
const paging = ({ limit, offset }, add) => ` limit ${add(limit)} offset ${add(offset)}`;

/** preparedPerDatabase's name of a statement: the list's, then the filters given (givenFilters), if any. */
const named = (name, given) => (given.length > 0 ? `${name}:${given.join(',')}` : name);
/** givenFilters: the keys of `filter` among `keys` whose value is truthy, in that order. */
const givenFilters = (filter, keys) => keys.filter((key) => filter[key]);

const qualified = (table, columns) => columns.map((column) => `"${table}"."${column}"`);

/** The packages table's columns, as listReference selects them. */
export const PACKAGE_COLUMNS = [
  'id',
  'name',
  'name_prt',
  'name_spn',
  'services',
  'services_prt',
  'services_spn',
  'full_description',
  'full_description_prt',
  'full_description_spn',
  'monthly_cost',
  'yearly_cost',
  'available_features',
  'updated_at',
];
/**
 * listPackages (reference.service): every column, the total, by id; prepared once by the API as a
 * named statement, so the offset is always sent.
 */
export const packagesStatement = ({ limit, offset }) => ({
  name: 'list_packages',
  text: `select ${[...PACKAGE_COLUMNS.map((column) => `"${column}"`), 'count(*) over()'].join(', ')} from "packages" order by "packages"."id" asc limit $1 offset $2`,
  values: [limit, offset],
});
/** listPackages' count of a page past the end (db.$count). */
export const PACKAGES_COUNT_SQL = 'select count(*) as count from "packages";';

/** searchUsers (admin.service): users with either profile and their tier, the newest first. */
const USERS_FROM =
  'from "users" left join "company_profiles" on "company_profiles"."user_id" = "users"."id" left join "advisor_profiles" on "advisor_profiles"."user_id" = "users"."id"';
export const ADMIN_USER_COLUMNS = [
  '"users"."id"',
  '"users"."email"',
  '"users"."name"',
  'coalesce("company_profiles"."company_name", "advisor_profiles"."company_name")',
  '"users"."cb_roles_id"',
  '"users"."step"',
  '"users"."status"',
  '"users"."payment_status"',
  '"users"."deactivation_reason"',
  '"users"."created_at"',
  '"packages"."id"',
  '"packages"."name"',
];

/** searchUsers' conditions in its order: the search (e-mail, either company, name), role, step, tier, active. */
function userConditions(query, add) {
  const conditions = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const columns = [
      '"users"."email"',
      '"company_profiles"."company_name"',
      '"advisor_profiles"."company_name"',
      '"users"."name"',
    ];
    conditions.push(`(${columns.map((column) => `${column} ilike ${add(pattern)}`).join(' or ')})`);
  }
  if (query.role) conditions.push(`"users"."cb_roles_id" = ${add(query.role)}`);
  if (query.step) conditions.push(`"users"."step" = ${add(query.step)}`);
  if (query.tier) conditions.push(`"users"."package_id" = ${add(query.tier)}`);
  if (query.status === 'active') conditions.push(`"users"."status" = ${add(0)}`);
  if (query.status === 'inactive') conditions.push('"users"."status" <> 0');
  return conditions;
}

/** searchUsers (admin.service): a page of users with their total, by the filters given. */
export function adminUsersStatement(query, page) {
  const { values, add } = parameters();
  const text = `select ${[...ADMIN_USER_COLUMNS, 'count(*) over()'].join(', ')} ${USERS_FROM} left join "packages" on "packages"."id" = "users"."package_id"${where(userConditions(query, add))} order by "users"."created_at" desc, "users"."id" desc${paging(page, add)}`;
  const given = givenFilters(query, ['search', 'role', 'step', 'tier']);
  if (query.status) given.push(`status=${query.status}`);
  return { name: named('search_users', given), text, values };
}

export const AUDIT_COLUMNS = [
  'id',
  'actor_id',
  'action',
  'entity_type',
  'entity_id',
  'before',
  'after',
  'reason',
  'ip',
  'created_at',
];

/** listAuditLog (admin.service): a page of entries with their actor's e-mail, the newest first. */
export function auditLogStatement(filter, page) {
  const { values, add } = parameters();
  const conditions = [
    ...(filter.entity_type ? [`"audit_log"."entity_type" = ${add(filter.entity_type)}`] : []),
    ...(filter.entity_id ? [`"audit_log"."entity_id" = ${add(filter.entity_id)}`] : []),
  ];
  const text = `select ${[...qualified('audit_log', AUDIT_COLUMNS), '"users"."email"', 'count(*) over()'].join(', ')} from "audit_log" left join "users" on "users"."id" = "audit_log"."actor_id"${where(conditions)} order by "audit_log"."created_at" desc, "audit_log"."id" desc${paging(page, add)}`;
  return {
    name: named('list_audit_log', givenFilters(filter, ['entity_type', 'entity_id'])),
    text,
    values,
  };
}

export const PAYMENT_REQUEST_COLUMNS = [
  'id',
  'advisor_id',
  'participant_id',
  'month',
  'year',
  'status',
  'created_at',
  'approved_at',
  'approved_by',
  'paid_at',
  'paid_by',
];

/** listPaymentRequestsForOperators' filters, in its order. */
const OPERATOR_REQUEST_FILTERS = ['id', 'status', 'month', 'year', 'advisor_id'];

/** listPaymentRequestsForOperators (admin.service): a page of every advisor's requests, the newest first. */
export function operatorPaymentRequestsStatement(filter, page) {
  const { values, add } = parameters();
  const given = givenFilters(filter, OPERATOR_REQUEST_FILTERS);
  const conditions = given.map((key) => `"advisor_payment_requests"."${key}" = ${add(filter[key])}`);
  const columns = [
    ...qualified('advisor_payment_requests', PAYMENT_REQUEST_COLUMNS),
    '"advisor"."id"',
    '"advisor"."name"',
    '"advisor"."email"',
    '"participant"."id"',
    '"company_profiles"."company_name"',
    '"approver"."email"',
    '"payer"."email"',
    'count(*) over()',
  ];
  const text = `select ${columns.join(', ')} from "advisor_payment_requests" inner join "users" "advisor" on "advisor"."id" = "advisor_payment_requests"."advisor_id" inner join "users" "participant" on "participant"."id" = "advisor_payment_requests"."participant_id" left join "company_profiles" on "company_profiles"."user_id" = "participant"."id" left join "users" "approver" on "approver"."id" = "advisor_payment_requests"."approved_by" left join "users" "payer" on "payer"."id" = "advisor_payment_requests"."paid_by"${where(conditions)} order by "advisor_payment_requests"."created_at" desc, "advisor_payment_requests"."id" desc${paging(page, add)}`;
  return { name: named('list_payment_requests', given), text, values };
}

export const SUBSCRIPTION_COLUMNS = [
  'id',
  'user_id',
  'package_id',
  'period',
  'payment_option',
  'status',
  'net_amount',
  'vat_rate',
  'currency',
  'checkout_session_id',
  'stripe_customer_id',
  'stripe_subscription_id',
  'current_period_start',
  'current_period_end',
  'created_at',
  'updated_at',
];

/** listPendingBankTransfers (admin.service): a page of bank-transfer purchases still pending, the oldest first. */
export function pendingBankTransfersStatement(page) {
  const { values, add } = parameters();
  const conditions = [
    `"subscriptions"."payment_option" = ${add('Bank')}`,
    `"subscriptions"."status" = ${add('pending')}`,
  ];
  const columns = [
    ...qualified('subscriptions', SUBSCRIPTION_COLUMNS),
    '"users"."id"',
    '"users"."email"',
    '"company_profiles"."company_name"',
    '"packages"."name"',
    'count(*) over()',
  ];
  const text = `select ${columns.join(', ')} from "subscriptions" inner join "users" on "users"."id" = "subscriptions"."user_id" left join "company_profiles" on "company_profiles"."user_id" = "users"."id" inner join "packages" on "packages"."id" = "subscriptions"."package_id"${where(conditions)} order by "subscriptions"."created_at", "subscriptions"."id"${paging(page, add)}`;
  return { name: 'list_pending_bank_transfers', text, values };
}

export const INVOICE_COLUMNS = [
  'id',
  'number',
  'year',
  'sequence',
  'user_id',
  'subscription_id',
  'period_start',
  'period_end',
  'issued_at',
  'seller',
  'buyer',
  'lines',
  'net_amount',
  'vat_rate',
  'vat_amount',
  'total_amount',
  'currency',
  'pdf_storage_key',
];

/** listInvoices (payments invoices.service): a page of the caller's invoices, the newest first. */
export function invoicesStatement(userId, page) {
  const { values, add } = parameters();
  const text = `select ${[...INVOICE_COLUMNS.map((column) => `"${column}"`), 'count(*) over()'].join(', ')} from "invoices" where "invoices"."user_id" = ${add(userId)} order by "invoices"."issued_at" desc, "invoices"."id" desc${paging(page, add)}`;
  return { name: 'list_invoices', text, values };
}

/** advisor-payments.service LIST_LIMIT: an advisor's requests are answered at once, up to this many. */
export const ADVISOR_REQUESTS_LIMIT = 500;

/** listPaymentRequests (advisor-payments.service): the advisor's requests, the latest month first. */
export function advisorPaymentRequestsStatement(advisorId, filter) {
  const { values, add } = parameters();
  const columns = [
    ...qualified('advisor_payment_requests', PAYMENT_REQUEST_COLUMNS),
    '"users"."id"',
    '"company_profiles"."company_name"',
    '"users"."name"',
  ];
  const given = givenFilters(filter, ['month', 'year', 'status']);
  const conditions = [
    `"advisor_payment_requests"."advisor_id" = ${add(advisorId)}`,
    ...given.map((key) => `"advisor_payment_requests"."${key}" = ${add(filter[key])}`),
  ];
  const text = `select ${columns.join(', ')} from "advisor_payment_requests" inner join "users" on "users"."id" = "advisor_payment_requests"."participant_id" left join "company_profiles" on "company_profiles"."user_id" = "users"."id"${where(conditions)} order by "advisor_payment_requests"."year" desc, "advisor_payment_requests"."month" desc, "advisor_payment_requests"."id" desc limit ${add(ADVISOR_REQUESTS_LIMIT)}`;
  return { name: named('list_advisor_payment_requests', given), text, values };
}
