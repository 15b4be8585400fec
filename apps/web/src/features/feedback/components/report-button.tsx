import type { ReportItemType } from '@acorn/contracts';
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one report dialog and its form, loaded when a member opens it (conversations open it too).
 * Made here, not in the feature's index: a call there would bring every module the index names
 * into each page that imports one of them (decision 051).
 */
export const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * 'Report' on a review or a referral (DESIGN §3b Trust): a dialog asks why, the report goes to
 * the team, and a notice says it was received.
 */
export function ReportButton({
  itemType,
  itemId,
  giverName,
}: {
  itemType: Extract<ReportItemType, 'review' | 'referral'>;
  itemId: number;
  /** Who gave the item, so each card's button has a name of its own. */
  giverName: string;
}) {
  const { t } = useTranslation('feedback');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-xs"
        leftSection={<IconFlag size={14} aria-hidden />}
        aria-label={t('report.actionNamed', { name: giverName })}
        onClick={() => setOpened(true)}
      >
        {t('report.action')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog itemType={itemType} itemId={itemId} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
