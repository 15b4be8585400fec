import { RATING_SCALE } from '@acorn/contracts';
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAverage } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

export type RatingHistogramCounts = Record<1 | 2 | 3 | 4 | 5, number>;

/** An average rating with one decimal in the viewer's conventions: 4.3 in English, 4,3 in Portuguese and Spanish. */
export function useAverageFormat(): (value: number) => string {
  const language = useLanguage();
  return (value) => formatAverage(value, language);
}

const SCORES = Array.from({ length: RATING_SCALE }, (_, index) => RATING_SCALE - index) as Array<
  keyof RatingHistogramCounts
>;

/** How many reviews gave each score, 5 to 1, as bars; each row is read out as a sentence. */
export function RatingHistogram({ counts }: { counts: RatingHistogramCounts }) {
  const { t } = useTranslation('feedback');
  const most = Math.max(1, ...SCORES.map((score) => counts[score]));
  return (
    <Stack
      gap={4}
      component="ul"
      aria-label={t('histogram.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {SCORES.map((score) => {
        const count = counts[score];
        return (
          <Group key={score} component="li" gap="xs" wrap="nowrap">
            <Group gap={2} w={28} wrap="nowrap" justify="flex-end" aria-hidden>
              <Text size="xs" fw={600}>
                {score}
              </Text>
              <IconStarFilled size={12} color="var(--mantine-color-yellow-7)" />
            </Group>
            <Box
              aria-hidden
              h={8}
              style={{
                flex: 1,
                minWidth: 60,
                borderRadius: 4,
                background: 'var(--mantine-color-gray-2)',
                overflow: 'hidden',
              }}
            >
              <Box h="100%" w={`${(count / most) * 100}%`} bg="yellow.6" />
            </Box>
            <Text size="xs" c="dimmed" w={28} aria-hidden>
              {count}
            </Text>
            <VisuallyHidden>
              {t('histogram.row', { stars: t('rating.star', { count: score }), count })}
            </VisuallyHidden>
          </Group>
        );
      })}
    </Stack>
  );
}
