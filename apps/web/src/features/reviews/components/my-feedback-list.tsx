import {
  Alert,
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconInfoCircle, type TablerIcon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';

/** Why a read-only account sees no asks or gives: it reads its feedback only. */
export function ReadOnlyNote() {
  const { t } = useTranslation('feedback');
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
      {t('manage.readOnly')}
    </Alert>
  );
}

/**
 * The company's own reviews or referrals of a kind, under their heading: a loader, the failure
 * with a retry, a friendly word on what they are and how to get one when there is none, or the
 * items (one column, each a card).
 */
export function MyFeedbackList<Item extends { id: number }>({
  title,
  icon: Icon,
  query,
  empty,
  renderItem,
}: {
  title: string;
  icon: TablerIcon;
  query: Pick<UseQueryResult<Item[]>, 'data' | 'isError' | 'error' | 'refetch'>;
  empty: { title: string; text: string };
  renderItem: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('feedback');
  const headingId = useId();
  const items = query.data;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group gap="xs">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {items && items.length > 0 && (
          <>
            <Badge variant="light" color="gray" c="dark.6" radius="sm" aria-hidden>
              {items.length}
            </Badge>
            <VisuallyHidden>{t('manage.count', { count: items.length })}</VisuallyHidden>
          </>
        )}
      </Group>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !items ? (
        <Stack gap="md" aria-busy="true">
          <Text size="sm" c="dimmed">
            {t('manage.loading')}
          </Text>
          <Skeleton height={140} radius="lg" />
          <Skeleton height={140} radius="lg" />
        </Stack>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="forest">
              <Icon size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{empty.title}</Text>
            <Text size="sm" c="dimmed" maw={520}>
              {empty.text}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
