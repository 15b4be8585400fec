import { type PublicReview, RATING_SCALE } from '@acorn/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled, IconStars } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { publicReviewsQuery } from '../api/public-reviews';
import { FeedbackGiver, FeedbackSection, FeedbackText } from './feedback-section';

/** The stars' places, 1 to 5. */
const STAR_POSITIONS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

/** Five stars for a score out of five, to the half star; named by the score for screen readers. */
function Stars({ value, label }: { value: number; label: string }) {
  const halves = Math.round(value * 2);
  return (
    <Group gap={2} role="img" aria-label={label} wrap="nowrap" c="yellow.7">
      {STAR_POSITIONS.map((position) => {
        const Star =
          halves >= position * 2
            ? IconStarFilled
            : halves === position * 2 - 1
              ? IconStarHalfFilled
              : IconStar;
        return <Star key={position} size={16} aria-hidden />;
      })}
    </Group>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  const { t } = useTranslation('reviews');
  return (
    <>
      <Stack gap="xs">
        <Stars value={review.rating_value} label={t('rating', { value: review.rating_value })} />
        {review.project_name && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('project', { name: review.project_name })}
          </Text>
        )}
        <FeedbackText text={review.description} />
      </Stack>
      <FeedbackGiver giver={review} />
    </>
  );
}

/** A company's public reviews with their average out of five (spec §2, Credentials tab). */
export function PublicReviews({ userId }: { userId: number }) {
  const { t } = useTranslation('reviews');
  const query = useQuery(publicReviewsQuery(userId));
  const summary = query.data?.summary;
  return (
    <FeedbackSection
      title={t('title')}
      icon={IconStars}
      query={query}
      items={query.data?.success}
      none={t('none')}
      summary={
        summary?.average != null && (
          <Group gap="xs">
            <Stars value={summary.average} label={t('average', { value: summary.average })} />
            <Text size="sm" fw={600}>
              {t('summary', { average: summary.average, count: summary.total })}
            </Text>
          </Group>
        )
      }
      renderItem={(review) => <ReviewCard review={review} />}
    />
  );
}
