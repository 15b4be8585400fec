// The feedback lists as the API sends them (POST /api/listPublicReview and POST
// /api/listPublicReferral about another company, that company's GET /api/listmyReview, the
// operator's GET /api/admin/reports), built by the API's own code (api-sql.mjs): reviews.service
// listPublicReviews and listMyReviews, referrals.service listPublicReferrals, reports.service
// listReportsForReview. Each request starts with the session (content-sql.mjs sessionStatements),
// then one statement answers the list: a profile's list with its evidence, reply and giver (and a
// review's summary, windows over the same rows), the company's own list with its evidence, or a
// page of the reports' queue with its total (count(*) over()). The API builds these statements on
// every request and sends them unnamed. Where the twin finds each column of a row is kept here:
// the API's select decides it, and the twin's JSON check fails if it moves.
import { apiModule, apiStatement } from './api-sql.mjs';

const reviews = await apiModule('features/reviews/reviews.service.ts');
const referrals = await apiModule('features/referrals/referrals.service.ts');
const reports = await apiModule('features/reports/reports.service.ts');

/** A profile's row: its own columns, then the evidence, then the giver's (presentGiver in pg-bare-server.mjs). */
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

/** The rows are answered by the twin, so the API's presenters never read a file's address. */
const storage = {};

/** listPublicReviews: a listed company's public reviews, newest first, with the summary's windows. */
export const publicReviewsStatement = (userId) =>
  apiStatement(`public-reviews:${userId}`, (db) => reviews.listPublicReviews({ db, storage, userId }));

/** listPublicReferrals: a listed company's public referrals of a type, newest first. */
export const publicReferralsStatement = (userId, type) =>
  apiStatement(`public-referrals:${userId}:${type}`, (db) =>
    referrals.listPublicReferrals({ db, storage, userId, type }),
  );

/** listMyReviews: every review the company received, newest first, with its sector and evidence. */
export const myReviewsStatement = (userId) =>
  apiStatement(`my-reviews:${userId}`, (db) => reviews.listMyReviews({ db, userId }));

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
