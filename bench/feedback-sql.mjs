// The SQL the API sends for the feedback lists, word for word, with its parameters: captured from
// PostgreSQL's log (`alter database ... set log_statement = 'all'`) while the built server
// answered a participant's POST /api/listPublicReview and POST /api/listPublicReferral about
// another company and that company's GET /api/listmyReview; the operator's GET
// /api/admin/reports is built by the API's own code (api-sql.mjs). Each request starts with the
// session (content-sql.mjs sessionStatements), then one statement answers the list: a profile's list
// with its evidence, reply and giver (and a review's summary, windows over the same rows), the
// company's own list with its evidence, or a page of the reports' queue with its total
// (count(*) over()). The API builds these statements on every request and sends them unnamed;
// drizzle leaves out an offset of 0.
import { apiModule, apiStatement } from './api-sql.mjs';
import { FILE_COLUMNS, parameters } from './content-sql.mjs';

const reports = await apiModule('features/reports/reports.service.ts');

/** drizzle's listedCompany() (feed): an active participant past the wizard, with parameters. */
const listed = (table, add) =>
  `("${table}"."cb_roles_id" = ${add(1)} and "${table}"."status" = ${add(0)} and "${table}"."step" >= ${add(4)})`;

/** tookPartInOther (feedback-evidence): one of the two took part in an item of the other's through `via`. */
const tookPartInOther = (via, company, giver) => `exists (
  select 1 from "${via}" inner join "content_items" on "content_items"."id" = "${via}"."content_id"
  where ("${via}"."user_id" = ${giver} and "content_items"."owner_id" = ${company})
     or ("${via}"."user_id" = ${company} and "content_items"."owner_id" = ${giver}))`;

/** feedbackEvidence (feedback-evidence): how a row of `table` (reviews, referrals) came about. */
export function evidenceSql(table) {
  const company = `"${table}"."user_id"`;
  const giver = `"${table}"."reviewer_id"`;
  return `case
    when ${giver} is not null and (
      ${tookPartInOther('interests', company, giver)}
      or ${tookPartInOther('sampling_applications', company, giver)}
      or exists (
        select 1 from "notifications"
        where "notifications"."kind" = 'message'
          and (("notifications"."actor_id" = ${giver} and "notifications"."user_id" = ${company})
            or ("notifications"."actor_id" = ${company} and "notifications"."user_id" = ${giver})))
      or exists (
        select 1 from "advisor_participants"
        where "advisor_participants"."participant_id" = ${company}
          and ("advisor_participants"."advisor_id" = ${giver} or exists (
            select 1 from "advisor_participants" "shared_advisor"
            where "shared_advisor"."advisor_id" = "advisor_participants"."advisor_id"
              and "shared_advisor"."participant_id" = ${giver})))
    ) then 'verified_relationship'
    when exists (
      select 1 from "feedback_requests"
      where "feedback_requests"."id" = "${table}"."request_id" and "feedback_requests"."request_type" = 'ask'
    ) then 'invited'
    else 'none' end`;
}

/** giverColumns (reviews feedback-giver): the giver's account, company, tier and logo. */
const GIVER_COLUMNS = [
  '"giver_users"."id"',
  '"giver_profiles"."company_name"',
  '"giver_packages"."name"',
  ...FILE_COLUMNS.map((column) => `"giver_logos"."${column}"`),
];

/** joinGiver (reviews feedback-giver): the giver's account when a listed company, its profile, tier and logo. */
const joinGiver = (table, add) =>
  ` left join "users" "giver_users" on ("giver_users"."id" = "${table}"."reviewer_id" and ${listed('giver_users', add)}) left join "company_profiles" "giver_profiles" on "giver_profiles"."user_id" = "giver_users"."id" left join "packages" "giver_packages" on "giver_packages"."id" = "giver_users"."package_id" left join "files" "giver_logos" on "giver_logos"."id" = "giver_profiles"."company_logo_file_id"`;

/** PUBLIC_FEEDBACK_LIMIT (contracts): the newest public reviews or referrals a profile shows. */
export const PUBLIC_FEEDBACK_LIMIT = 60;

/** Where each column of a profile's row is: its own columns, the evidence, then the giver's. */
export const PUBLIC_REVIEW_COLUMNS = [
  'id',
  'name',
  'job_function',
  'company_name',
  'project_name',
  'description',
  'rating_value',
  'created_at',
  'reply_body',
  'reply_at',
];
export const PUBLIC_REFERRAL_COLUMNS = [
  'id',
  'reffer_type',
  'name',
  'job_function',
  'company_name',
  'project_name',
  'from_date',
  'to_date',
  'description',
  'created_at',
  'reply_body',
  'reply_at',
];

/**
 * listPublicReviews (reviews.service): a listed company's public reviews, newest first, each with
 * its evidence and giver, and the windows of the summary (total, average, count of each score).
 */
export function publicReviewsStatement(userId) {
  const { values, add } = parameters();
  const columns = [
    ...PUBLIC_REVIEW_COLUMNS.map((column) => `"reviews"."${column}"`),
    evidenceSql('reviews'),
    ...GIVER_COLUMNS,
    'count(*) over ()',
    'avg("reviews"."rating_value") over ()',
    ...[1, 2, 3, 4, 5].map((score) => `count(*) filter (where "reviews"."rating_value" = ${score}) over ()`),
  ];
  const giver = joinGiver('reviews', add);
  const text = `select ${columns.join(', ')} from "reviews" inner join "users" on "users"."id" = "reviews"."user_id"${giver} where ("reviews"."user_id" = ${add(userId)} and ("reviews"."show_public" = ${add(true)} and "reviews"."hidden_at" is null) and ${listed('users', add)}) order by "reviews"."created_at" desc, "reviews"."id" desc limit ${add(PUBLIC_FEEDBACK_LIMIT)}`;
  return { text, values };
}

/** listPublicReferrals (referrals.service): a listed company's public referrals of a type, newest first. */
export function publicReferralsStatement(userId, type) {
  const { values, add } = parameters();
  const columns = [
    ...PUBLIC_REFERRAL_COLUMNS.map((column) => `"referrals"."${column}"`),
    evidenceSql('referrals'),
    ...GIVER_COLUMNS,
  ];
  const giver = joinGiver('referrals', add);
  const text = `select ${columns.join(', ')} from "referrals" inner join "users" on "users"."id" = "referrals"."user_id"${giver} where ("referrals"."user_id" = ${add(userId)} and "referrals"."reffer_type" = ${add(type)} and ("referrals"."show_public" = ${add(true)} and "referrals"."hidden_at" is null) and ${listed('users', add)}) order by "referrals"."created_at" desc, "referrals"."id" desc limit ${add(PUBLIC_FEEDBACK_LIMIT)}`;
  return { text, values };
}

/** listMyReviews (reviews.service): every review the company received, newest first, with its sector and evidence. */
export function myReviewsStatement(userId) {
  const columns = [
    ...['id', 'name', 'company_name', 'job_function'].map((column) => `"reviews"."${column}"`),
    '"sectors"."name"',
    ...[
      'project_name',
      'from_date',
      'to_date',
      'description',
      'rating_value',
      'show_public',
      'created_at',
      'reply_body',
      'reply_at',
      'hidden_reason',
    ].map((column) => `"reviews"."${column}"`),
    evidenceSql('reviews'),
  ];
  return {
    text: `select ${columns.join(', ')} from "reviews" left join "sectors" on "sectors"."id" = "reviews"."sector_id" where "reviews"."user_id" = $1 order by "reviews"."created_at" desc, "reviews"."id" desc`,
    values: [userId],
  };
}

/**
 * listReportsForReview (reports.service, its selectReports): a page of the reports of a status,
 * oldest first, with the reporter's company, the item's title, text and owner, and the total;
 * built by the API's own code (api-sql.mjs).
 */
export const reportsStatement = (status, { limit, offset }) =>
  apiStatement(`reports:${status}:${limit}:${offset}`, (db) =>
    reports.listReportsForReview({
      db,
      filter: { status },
      window: { limit, offset, page: offset / limit + 1, perPage: limit },
    }),
  );
