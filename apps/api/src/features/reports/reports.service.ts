import {
  type AdminReport,
  type AdminReportQuery,
  type ContentType,
  type ListMeta,
  REPORT_MESSAGES,
  type ReportFields,
  type ReportItemType,
  type ReportStatus,
} from '@acorn/contracts';
import { type Db, type DbExecutor, reports } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { type PageWindow, readListPage } from '../../lib/pagination';
import { presentAdminReport } from './reports.presenter';
import {
  decideReportRows,
  findReportItem,
  insertReport,
  isReportable,
  lockOpenReports,
  reportsPage,
  selectReports,
} from './reports.queries';

/**
 * POST /api/reports: a member reports something they can see, or a conversation of theirs
 * (anything else is report_item_not_found); a repeat of their open report on the item answers the same, with no
 * second report.
 */
export async function reportItem(options: {
  db: Db;
  reporterId: number;
  input: ReportFields;
}): Promise<string> {
  const { db, reporterId, input } = options;
  const item = { itemType: input.item_type, itemId: input.item_id };
  if (!(await isReportable({ db, ...item, reporterId })))
    throw new AppError({ code: 'report_item_not_found' });
  await insertReport({ db, reporterId, ...item, reason: input.reason });
  return REPORT_MESSAGES.received;
}

/** GET /api/admin/reports: the reports of a status, oldest first, a page at a time (one statement). */
export async function listReportsForReview(options: {
  db: Db;
  filter: AdminReportQuery;
  window: PageWindow;
}): Promise<{ data: AdminReport[]; meta: ListMeta }> {
  const { db, filter, window } = options;
  return readListPage(
    window,
    (slice) => reportsPage(db).execute({ status: filter.status, limit: slice.limit, offset: slice.offset }),
    presentAdminReport,
  );
}

/** One report as the queue shows it, after a decision. */
export async function findReportForReview(options: { db: Db; id: number }): Promise<AdminReport> {
  const [row] = await selectReports({
    db: options.db,
    where: eq(reports.id, options.id),
    slice: { limit: 1, offset: 0 },
  });
  if (!row) throw new AppError({ code: 'report_not_found' });
  return presentAdminReport(row);
}

/**
 * Decides, in the caller's transaction, every open report on the item a report is about: kept,
 * or hidden with the reason. Answers the item (with a content item's type) for the caller to keep
 * or hide. A report already decided is report_decided, even when two operators decide at once.
 */
export async function settleReports(options: {
  tx: DbExecutor;
  id: number;
  operatorId: number;
  status: Exclude<ReportStatus, 'open'>;
  reason: string | null;
}): Promise<{ itemType: ReportItemType; itemId: number; contentType: ContentType | null; reports: number }> {
  const { tx, id } = options;
  const report = await findReportItem({ tx, id });
  if (!report) throw new AppError({ code: 'report_not_found' });
  const ids = await lockOpenReports({ tx, itemType: report.itemType, itemId: report.itemId });
  if (!ids.includes(id)) throw new AppError({ code: 'report_decided' });
  await decideReportRows({
    tx,
    ids,
    status: options.status,
    reason: options.reason,
    operatorId: options.operatorId,
  });
  return {
    itemType: report.itemType,
    itemId: report.itemId,
    contentType: report.contentType as ContentType | null,
    reports: ids.length,
  };
}
