import type { PublicReview } from '@acorn/contracts';
import {
  Anchor,
  Avatar,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { TruncatedText } from '../../../components/truncated-text';
import { paths } from '../../../config/paths';
import { initialsOf } from '../../../lib/initials';
import { FeedbackReplyNote, ReportButton } from '../../feedback';

/** Spec §9: a review's text is cut at 200 characters, with view more / view less. */
export const FEEDBACK_TEXT_LIMIT = 200;

type Giver = Pick<PublicReview, 'reviewer' | 'company' | 'former_member'>;

/** Who gave a piece of feedback: the company's logo and name (a link to a member's profile), the person and their position. */
function FeedbackGiver({ giver }: { giver: Giver }) {
  const { t } = useTranslation('feedback');
  const { company } = giver;
  // An erased account's feedback keeps its text; the giver reads 'A former member' in the reader's language.
  const reviewer = giver.former_member ? { name: t('formerMember'), position: null } : giver.reviewer;
  const companyName = company.name ?? '';
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={company.image} alt="" radius="xl" color="forest" size={36}>
        {initialsOf(companyName || reviewer.name)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {reviewer.name}
        </Text>
        {reviewer.position && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {reviewer.position}
          </Text>
        )}
        {companyName && (
          <Group gap={6} wrap="wrap">
            {company.id !== null ? (
              <Anchor component={Link} to={paths.company(company.id)} size="xs" fw={600}>
                {companyName}
              </Anchor>
            ) : (
              <Text size="xs">{companyName}</Text>
            )}
            {company.subscription && (
              <Badge size="xs" variant="light" color="acorn" c="acorn.9" tt="none">
                {company.subscription}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/**
 * A public card's foot: who gave the feedback, the company's reply to it, and Report for a viewer
 * who may report it.
 */
export function FeedbackFoot({
  item,
  itemType,
  companyName,
  canReport,
}: {
  item: Giver & Pick<PublicReview, 'id' | 'reply'>;
  itemType: 'review' | 'referral';
  companyName: string;
  canReport: boolean;
}) {
  return (
    <Stack gap="sm">
      <FeedbackGiver giver={item} />
      {item.reply && <FeedbackReplyNote reply={item.reply} companyName={companyName} />}
      {canReport && (
        <Group justify="flex-end">
          <ReportButton itemType={itemType} itemId={item.id} giverName={item.reviewer.name} />
        </Group>
      )}
    </Stack>
  );
}

/** The text of a piece of feedback, cut at 200 characters. */
export function FeedbackText({ text }: { text: string }) {
  const { t } = useTranslation('reviews');
  return (
    <TruncatedText
      text={text}
      limit={FEEDBACK_TEXT_LIMIT}
      size="sm"
      moreLabel={t('viewMore')}
      lessLabel={t('viewLess')}
      style={{ whiteSpace: 'pre-line' }}
    />
  );
}

/**
 * One kind of feedback on a company's credentials tab: its heading (and summary), then a loader,
 * the failure with a retry, the words for none, or its cards in a grid of up to three columns.
 */
export function FeedbackSection<Item extends { id: number }>({
  title,
  icon: Icon,
  query,
  items,
  none,
  summary,
  details,
  renderItem,
}: {
  title: string;
  icon: TablerIcon;
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  items: Item[] | undefined;
  none: string;
  summary?: ReactNode;
  /** Under the heading, above the cards (the reviews' ratings by score). */
  details?: ReactNode;
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <ThemeIcon variant="light" color="acorn" radius="xl">
              <Icon size={18} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="lg">
              {title}
            </Title>
          </Group>
          {summary}
        </Group>
        {details}
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : !items ? (
          <Skeleton height={120} radius="md" aria-hidden />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((item) => (
              <Paper key={item.id} component="li" withBorder radius="md" p="md" bg="gray.0">
                <Stack gap="sm" h="100%" justify="space-between">
                  {renderItem(item)}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
