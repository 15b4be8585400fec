import type { MyReview } from '@acorn/contracts';
import { Stack } from '@mantine/core';
import { IconStars } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeMyReview, MY_REVIEWS_KEY, myReviewsQuery, replyToReview } from '../api/my-reviews';
import { MyFeedbackCard } from './my-feedback-card';
import { MyFeedbackList, ReadOnlyNote } from './my-feedback-list';
import { ReviewRequests } from './review-requests';
import { Stars } from './stars';

/** The reviews the company received, each with its stars, Show Public switch and reply. */
function MyReviews() {
  const { t } = useTranslation(['reviews', 'feedback']);
  const queryClient = useQueryClient();
  const query = useQuery(myReviewsQuery());
  const patch = (id: number, change: Partial<MyReview>) =>
    queryClient.setQueryData<MyReview[]>(MY_REVIEWS_KEY, (items) =>
      items?.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );

  return (
    <MyFeedbackList
      title={t('mine.title')}
      icon={IconStars}
      query={query}
      empty={{ title: t('mine.emptyTitle'), text: t('mine.empty') }}
      renderItem={(review) => (
        <MyFeedbackCard
          item={review}
          kind={t('kind')}
          extra={
            <Stars
              value={review.rating_value}
              label={t('rating', { value: review.rating_value })}
              size={18}
            />
          }
          onSwitch={async (id, showPublic) => {
            const answer = await changeMyReview(id, showPublic);
            patch(id, { show_public: answer.data.show_public });
          }}
          onReply={replyToReview}
          onReplied={(id, reply) => patch(id, { reply })}
          onStale={() => queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY })}
        />
      )}
    />
  );
}

/**
 * /reviews (spec §2 Reviews): give a review, ask for one (of a member or someone outside the
 * platform), then the company's own reviews.
 */
export function ReviewsManager({ canRequest = true }: { canRequest?: boolean }) {
  return (
    <Stack gap="xl">
      {canRequest ? <ReviewRequests /> : <ReadOnlyNote />}
      <MyReviews />
    </Stack>
  );
}
