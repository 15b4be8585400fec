import {
  type AdminReport,
  FORMER_MEMBER_NAME,
  type ReportItemType,
  type ReportStatus,
} from '@acorn/contracts';
import type { ReportRow } from './reports.queries';

/** A report in the operators' queue, with what it is about as it reads now (an allowlist). */
export const presentAdminReport = (row: ReportRow): AdminReport => ({
  id: row.report.id,
  item_type: row.report.item_type as ReportItemType,
  item_id: row.report.item_id,
  reason: row.report.reason,
  reporter: { id: row.report.reporter_id, company_name: row.reporter_name },
  item: {
    // An erased giver's feedback keeps its text; nothing names them but 'A former member'.
    title: row.former_member ? FORMER_MEMBER_NAME : row.title,
    former_member: row.former_member,
    text: row.text,
    owner: { id: row.owner_id, company_name: row.owner_name },
  },
  status: row.report.status as ReportStatus,
  decision_reason: row.report.decision_reason,
  created_at: row.report.created_at.toISOString(),
  decided_at: row.report.decided_at?.toISOString() ?? null,
});
