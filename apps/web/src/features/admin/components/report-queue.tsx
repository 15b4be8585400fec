import { type AdminReport, REPORT_STATUSES } from '@acorn/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDecideReport } from '../api/reports';
import type { AdminColumn } from './admin-table';
import { ReviewModal } from './review-modal';
import { useReviewQueueColumns } from './review-queue';

export const REPORT_FILTER_VALUES = { status: REPORT_STATUSES, type: [] as readonly string[] };

/** A report as the queue's rows read it: titled by what was reported. */
export type ReportRow = AdminReport & { title: string };
/** `formerMember` is 'A former member' in the operator's language: an erased giver's only name. */
export const toReportRow = (report: AdminReport, formerMember: string): ReportRow => ({
  ...report,
  title: report.item.former_member ? formerMember : report.item.title,
});

/** The reports queue's columns; Review opens the reported item with the reporter's reason. */
export function useReportColumns(onReview: (report: ReportRow) => void): AdminColumn<ReportRow>[] {
  const { t } = useTranslation('admin');
  return useReviewQueueColumns({
    kind: (report) => t(`reports.types.${report.item_type}`),
    owner: (report) => report.item.owner.company_name ?? '—',
    status: (report) => ({ label: t(`reports.statuses.${report.status}`), reason: report.decision_reason }),
    onReview,
  });
}

/** A reported item: what it says, who reported it and why; keep it, or hide it with a reason. */
export function ReportReviewModal({ report, onClose }: { report: ReportRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const decide = useDecideReport();
  return (
    <ReviewModal
      review={
        report && {
          heading: t('reports.reviewTitle'),
          kind: t(`reports.types.${report.item_type}`),
          title: report.title,
          owner: report.item.owner.company_name ?? '—',
          submittedAt: report.created_at,
          body: (
            <Stack gap="sm">
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{report.item.text}</Text>
              <Alert
                color="red"
                variant="light"
                title={t('reports.reportedBy', { name: report.reporter.company_name ?? '—' })}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {report.reason}
                </Text>
              </Alert>
            </Stack>
          ),
          pending: report.status === 'open',
          approveLabel: t('reports.keep'),
          approvedMessage: t('reports.kept', { title: report.title }),
          deniedMessage: t('reports.hidden', { title: report.title }),
          deny: { label: t('reports.hide'), reasons: 'reports' },
        }
      }
      decide={async (reason) => {
        if (report) await decide.mutateAsync({ id: report.id, reason });
      }}
      onClose={onClose}
    />
  );
}
