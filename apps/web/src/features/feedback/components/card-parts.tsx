import { type FeedbackReply, HOW_REVIEWS_WORK_PAGE } from '@acorn/contracts';
import { Anchor, Box, Text } from '@mantine/core';
import { IconCornerDownRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useMe } from '../../accounts';

/** The company's one public answer under a review or a referral (DESIGN §3b Trust). */
export function FeedbackReplyNote({
  reply,
  companyName,
}: {
  reply: NonNullable<FeedbackReply>;
  companyName: string;
}) {
  const { t } = useTranslation('feedback');
  return (
    <Box
      pl="sm"
      py={4}
      style={{ borderLeft: '3px solid var(--mantine-color-forest-3)' }}
      bg="white"
      component="figure"
      m={0}
    >
      <Text component="figcaption" size="xs" fw={600} c="forest.8">
        <IconCornerDownRight size={12} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('reply.from', { company: companyName })}
        <Text span size="xs" c="dimmed" fw={400}>
          {' · '}
          {formatDate(reply.created_at)}
        </Text>
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reply.body}
      </Text>
    </Box>
  );
}

/** Whether the viewer may report a company's feedback: a signed-in member who is not that company. */
export function useCanReport(companyId: number): boolean {
  const { token } = useSession();
  const me = useMe();
  return token !== null && me.data !== undefined && me.data.id !== companyId;
}

/** The link to /page/how-reviews-work. */
export function HowReviewsWorkLink() {
  const { t } = useTranslation('feedback');
  return (
    <Anchor component={Link} to={paths.policyPage(HOW_REVIEWS_WORK_PAGE.slug)} size="sm">
      {t('howReviewsWork')}
    </Anchor>
  );
}
