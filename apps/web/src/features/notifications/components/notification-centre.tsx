import type { Notification } from '@acorn/contracts';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBell, IconChecks, IconSettings } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useNotice } from '../../../lib/use-notice';
import { usePageTitle } from '../../app-config';
import {
  afterMarkedRead,
  markNotificationsRead,
  notificationsListQuery,
  unreadCountQuery,
} from '../api/notifications';
import { notificationText } from '../notification-text';
import classes from './notification-centre.module.css';

/** /notifications: every event that concerns the member, newest first; mark one or all read. */
export function NotificationCentre() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('page.title'));
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationsListQuery());
  const { data: unreadCount } = useQuery(unreadCountQuery());
  const [marking, setMarking] = useState<number | 'all' | null>(null);
  const notice = useNotice();
  const errorText = useErrorText();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = unreadCount ?? list.data?.pages[0]?.meta.unread ?? 0;

  const mark = async (target: number | 'all') => {
    setMarking(target);
    try {
      const answer = await markNotificationsRead(target === 'all' ? { all: true } : { ids: [target] });
      await afterMarkedRead(queryClient, answer.unread);
    } catch (error) {
      notice({ color: 'red', message: errorText(error) });
    } finally {
      setMarking(null);
    }
  };

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.unread', { count: unread })}</Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={paths.notificationPreferences()}
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('preferences.link')}
          </Button>
          {items.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconChecks size={16} aria-hidden />}
              disabled={unread === 0}
              loading={marking === 'all'}
              onClick={() => void mark('all')}
            >
              {t('markAll')}
            </Button>
          )}
        </Group>
      </Group>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="xs" role="status" aria-label={t('loading')}>
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} height={64} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconBell size={40} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text fw={600}>{t('empty')}</Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <ul className={classes.list}>
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                busy={marking === item.id}
                onMarkRead={() => void mark(item.id)}
              />
            ))}
          </ul>
          <LoadMoreButton list={list} label={t('loadMore')} />
        </>
      )}
    </Stack>
  );
}

function NotificationItem({
  item,
  busy,
  onMarkRead,
}: {
  item: Notification;
  busy: boolean;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation('notifications');
  const text = notificationText(item);
  const values: Record<string, string> = { ...text.values };
  for (const [name, key] of Object.entries(text.valueKeys ?? {})) values[name] = t(key);
  const sentence = t(text.key, values);
  return (
    <li className={classes.item} data-unread={!item.read || undefined}>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm" className={classes.main}>
            <span className={classes.dot} data-unread={!item.read || undefined} aria-hidden />
            <Stack gap={4} className={classes.body}>
              <Text fw={item.read ? 400 : 700} className={classes.sentence}>
                {!item.read && <VisuallyHidden>{t('unread')} </VisuallyHidden>}
                {text.href ? (
                  <Anchor component={Link} to={text.href} inherit>
                    {sentence}
                  </Anchor>
                ) : (
                  sentence
                )}
              </Text>
              {item.message && (
                <Text size="sm" c="dimmed" className={classes.sentence}>
                  “{item.message}”
                </Text>
              )}
              <Text size="xs" c="dimmed">
                <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
              </Text>
            </Stack>
          </Group>
          {!item.read && (
            <Button
              size="xs"
              variant="subtle"
              className={classes.markRead}
              loading={busy}
              onClick={onMarkRead}
              aria-label={`${t('markRead')}: ${sentence}`}
            >
              {t('markRead')}
            </Button>
          )}
        </Group>
      </Paper>
    </li>
  );
}
