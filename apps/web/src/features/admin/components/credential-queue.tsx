import { type AdminCredential, CREDENTIAL_ADMIN_STATUSES, CREDENTIAL_KINDS } from '@acorn/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StoredFileLink } from '../../content';
import { useDecideCredential } from '../api/credentials';
import type { AdminColumn } from './admin-table';
import { ReviewModal } from './review-modal';
import { useReviewQueueColumns } from './review-queue';

export const CREDENTIAL_FILTER_VALUES = {
  status: CREDENTIAL_ADMIN_STATUSES,
  type: CREDENTIAL_KINDS,
} as const;

/** The credentials queue's columns; Review opens the item with its document. */
export function useCredentialColumns(
  onReview: (item: AdminCredential) => void,
): AdminColumn<AdminCredential>[] {
  const { t } = useTranslation('admin');
  return useReviewQueueColumns({
    kind: (item) => t(`credentials.types.${item.type}`),
    owner: (item) => item.owner.name,
    status: (item) => ({ label: t(`credentials.statuses.${item.admin_status}`), reason: item.deny_reason }),
    onReview,
  });
}

/** An award or certificate under review: its text and document, then the one approval flow. */
export function CredentialReviewModal({
  item,
  onClose,
}: {
  item: AdminCredential | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const decide = useDecideCredential();
  return (
    <ReviewModal
      review={
        item && {
          heading: t('credentials.reviewTitle'),
          kind: t(`credentials.types.${item.type}`),
          title: item.title,
          owner: item.owner.name,
          submittedAt: item.created_at,
          body: (
            <Stack gap="sm">
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.description}</Text>
              {item.documentfile ? (
                <Group gap={6} wrap="nowrap">
                  <IconFileText size={18} aria-hidden />
                  <StoredFileLink url={item.documentfile}>
                    {item.documentname ?? t('credentials.document')}
                  </StoredFileLink>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('credentials.noDocument')}
                </Text>
              )}
            </Stack>
          ),
          pending: item.admin_status === 'underreview',
          approveLabel: t('credentials.approve'),
          approvedMessage: t('credentials.approved', { title: item.title }),
          deniedMessage: t('credentials.declined', { title: item.title }),
        }
      }
      decide={async (reason) => {
        if (item) await decide.mutateAsync({ type: item.type, id: item.id, reason });
      }}
      onClose={onClose}
    />
  );
}
