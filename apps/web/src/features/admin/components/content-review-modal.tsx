import type { ContentReviewItem, ModerationItem } from '@acorn/contracts';
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useContentReview, useModerateContent } from '../api/content';
import { ReviewModal } from './review-modal';

/** Shows one item whole, as its type's detail page does (the console's page supplies the pages). */
export type RenderReviewedItem = (item: ContentReviewItem) => ReactNode;

/** The item fetched whole; a placeholder of about its height while it loads. */
function WholeItem({ item, render }: { item: ModerationItem; render: RenderReviewedItem }) {
  const whole = useContentReview(item);
  if (whole.data) return render(whole.data);
  if (whole.isError) return <ErrorState error={whole.error} onRetry={() => void whole.refetch()} />;
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={28} width="60%" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

/**
 * A content item under review: every field, file and image as its detail page would show members,
 * so the operator decides on what the public will see.
 */
export function ContentReviewModal({
  item,
  onClose,
  renderItem,
}: {
  item: ModerationItem | null;
  onClose: () => void;
  renderItem: RenderReviewedItem;
}) {
  const { t } = useTranslation('admin');
  const moderate = useModerateContent();
  return (
    <ReviewModal
      review={
        item && {
          heading: t('content.reviewTitle'),
          kind: t(`content.types.${item.item_type}`),
          title: item.title,
          owner: item.owner.company_name ?? item.owner.email,
          submittedAt: item.created_at,
          body: <WholeItem key={`${item.item_type}-${item.id}`} item={item} render={renderItem} />,
          whole: true,
          pending: item.status === 'pending',
          approveLabel: t('content.approve'),
          approvedMessage: t('content.approved', { title: item.title }),
          deniedMessage: t('content.denied', { title: item.title }),
        }
      }
      decide={async (reason) => {
        if (item) await moderate.mutateAsync({ type: item.item_type, id: item.id, reason });
      }}
      onClose={onClose}
    />
  );
}
