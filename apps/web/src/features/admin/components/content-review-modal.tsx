import type { ModerationItem } from '@acorn/contracts';
import { ContentDescription } from '../../../components/content-detail/content-description';
import { useTranslation } from '../../../lib/use-translation';
import { useModerateContent } from '../api/content';
import { ReviewModal } from './review-modal';

/** A content item under review: its description as members would read it. */
export function ContentReviewModal({ item, onClose }: { item: ModerationItem | null; onClose: () => void }) {
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
          body: <ContentDescription type={item.item_type} description={item.description} />,
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
