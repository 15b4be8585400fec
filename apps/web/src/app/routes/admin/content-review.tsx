import type { ModerationItem } from '@acorn/contracts';
import { ContentReviewModal } from '../../../features/admin';
import { ReviewedItem } from './reviewed-item';

/**
 * The review dialog with every type's detail it may show: loaded when an operator opens an item,
 * off the queue's first load.
 */
export default function ContentReview({ item, onClose }: { item: ModerationItem; onClose: () => void }) {
  return (
    <ContentReviewModal item={item} onClose={onClose} renderItem={(shown) => <ReviewedItem item={shown} />} />
  );
}
