import type { PublicReview } from '@acorn/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconStars } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EvidenceBadge,
  HowReviewsWorkLink,
  RatingHistogram,
  useAverageFormat,
  useCanReport,
} from '../../feedback';
import { publicReviewsQuery } from '../api/public-reviews';
import { FeedbackFoot, FeedbackSection, FeedbackText } from './feedback-section';
import { Stars } from './stars';

function ReviewCard({
  review,
  companyName,
  canReport,
}: {
  review: PublicReview;
  companyName: string;
  canReport: boolean;
}) {
  const { t } = useTranslation('reviews');
  return (
    <>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Stars value={review.rating_value} label={t('rating', { value: review.rating_value })} />
          <EvidenceBadge evidence={review.evidence} />
        </Group>
        {review.project_name && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('project', { name: review.project_name })}
          </Text>
        )}
        <FeedbackText text={review.description} />
      </Stack>
      <FeedbackFoot item={review} itemType="review" companyName={companyName} canReport={canReport} />
    </>
  );
}

/**
 * A company's public reviews (spec §2, Credentials tab) with their average out of five in the
 * viewer's number format, how many gave each score, and how reviews come about.
 */
export function PublicReviews({ userId, companyName }: { userId: number; companyName: string }) {
  const { t } = useTranslation('reviews');
  const query = useQuery(publicReviewsQuery(userId));
  const formatAverage = useAverageFormat();
  const canReport = useCanReport(userId);
  const summary = query.data?.summary;
  const average = summary?.average != null ? formatAverage(summary.average) : null;
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
            <Stars value={summary.average} label={t('average', { value: average })} />
            <Text size="sm" fw={600}>
              {t('summary', { average, count: summary.total })}
            </Text>
          </Group>
        )
      }
      details={
        summary && summary.total > 0 ? (
          <Group gap="lg" align="flex-end" justify="space-between" wrap="wrap">
            <div style={{ flex: '1 1 220px', maxWidth: 360 }}>
              <RatingHistogram counts={summary.histogram} />
            </div>
            <HowReviewsWorkLink />
          </Group>
        ) : (
          summary && <HowReviewsWorkLink />
        )
      }
      renderItem={(review) => <ReviewCard review={review} companyName={companyName} canReport={canReport} />}
    />
  );
}
