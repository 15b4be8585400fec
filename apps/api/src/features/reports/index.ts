/** What the app and the operator console use of reports: members' reports, the queue, and settling an item's reports. */
export { reportsRoutes } from './reports.routes';
export { findReportForReview, listReportsForReview, settleReports } from './reports.service';
