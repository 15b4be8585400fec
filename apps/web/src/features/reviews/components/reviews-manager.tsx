import { type MyReview, RATING_SCALE } from '@acorn/contracts';
import { Group, Stack } from '@mantine/core';
import { IconStar, IconStarFilled, IconStars } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { changeMyReview, MY_REVIEWS_KEY, myReviewsQuery, replyToReview } from '../api/my-reviews';
import { MyFeedbackCard } from './my-feedback-card';
import { MyFeedbackList, ReadOnlyNote } from './my-feedback-list';
import { ReviewRequests } from './review-requests';

const STAR_POSITIONS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

/** A review's score as five stars, named by the score for screen readers. */
function ReviewStars({ value }: { value: number }) {
  const { t } = useTranslation('reviews');
  return (
    <Group gap={2} role="img" aria-label={t('rating', { value })} wrap="nowrap" c="yellow.7">
      {STAR_POSITIONS.map((position) =>
        position <= value ? (
          <IconStarFilled key={position} size={18} aria-hidden />
        ) : (
          <IconStar key={position} size={18} aria-hidden />
        ),
      )}
    </Group>
  );
}

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
          extra={<ReviewStars value={review.rating_value} />}
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
