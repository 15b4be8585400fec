import type { Conversation, ConversationFolder } from '@acorn/contracts';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMessages, IconPaperclip } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { paths } from '../../../config/paths';
import { conversationsListQuery, unreadQuery } from '../api/conversations';
import { shortDate } from '../dates';
import { messagePaths } from '../paths';
import classes from './conversation-list.module.css';
import { MemberAvatar } from './member-avatar';

/** The folder in the address (`?folder=requests`), so the list stays put when a thread opens. */
export const folderFrom = (search: URLSearchParams): ConversationFolder =>
  search.get('folder') === 'requests' ? 'requests' : 'inbox';

const withFolder = (path: string, folder: ConversationFolder) =>
  folder === 'inbox' ? path : `${path}?folder=${folder}`;

/** The two folders: Inbox, and Requests with the number waiting. */
export function FolderSwitch({ folder, polling }: { folder: ConversationFolder; polling: boolean }) {
  const { t } = useTranslation('conversations');
  const { data: counts } = useQuery(unreadQuery(polling));
  const requests = counts?.requests ?? 0;
  return (
    <nav aria-label={t('folders.label')}>
      <Group gap="xs" wrap="nowrap">
        {(['inbox', 'requests'] as const).map((value) => (
          <Button
            key={value}
            component={Link}
            to={withFolder(paths.messages(), value)}
            variant={folder === value ? 'filled' : 'default'}
            radius="xl"
            size="compact-md"
            aria-current={folder === value ? 'page' : undefined}
            rightSection={
              value === 'requests' && requests > 0 ? (
                <Badge size="sm" color="red" circle aria-hidden>
                  {requests > 99 ? '99+' : requests}
                </Badge>
              ) : undefined
            }
          >
            {t(`folders.${value}`)}
            {value === 'requests' && requests > 0 && (
              <VisuallyHidden>{t('folders.waiting', { count: requests })}</VisuallyHidden>
            )}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

/** A folder's conversations, newest activity first; the open one is marked. */
export function ConversationList({
  folder,
  selectedId,
  viewerId,
  polling,
}: {
  folder: ConversationFolder;
  selectedId?: number;
  viewerId: number;
  polling: boolean;
}) {
  const { t } = useTranslation('conversations');
  const list = useInfiniteQuery(conversationsListQuery(folder, polling));
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];

  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <Stack gap="xs" role="status" aria-label={t('list.loading')}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconMessages size={40} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={600}>{t(`list.empty.${folder}`)}</Text>
          <Text size="sm" c="dimmed">
            {t(`list.emptyHint.${folder}`)}
          </Text>
          {folder === 'inbox' && (
            <Button component={Link} to={paths.sellerDirectory()} variant="light" mt="xs">
              {t('list.findCompanies')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <ul className={classes.list} aria-label={t(`folders.${folder}`)}>
        {items.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            folder={folder}
            selected={conversation.id === selectedId}
            viewerId={viewerId}
          />
        ))}
      </ul>
      <LoadMoreButton list={list} label={t('list.loadMore')} />
    </Stack>
  );
}

function ConversationRow({
  conversation,
  folder,
  selected,
  viewerId,
}: {
  conversation: Conversation;
  folder: ConversationFolder;
  selected: boolean;
  viewerId: number;
}) {
  const { t } = useTranslation('conversations');
  const { other, item, last_message: last, unread } = conversation;
  const unreadShown = unread > 0;
  const excerpt = last
    ? last.body.trim() || t('list.files', { count: last.files })
    : item
      ? t(`itemTypes.${item.type}`)
      : '';
  return (
    <li>
      <Link
        to={withFolder(messagePaths.thread(conversation.id), folder)}
        className={classes.row}
        data-selected={selected || undefined}
        data-unread={unreadShown || undefined}
        aria-current={selected ? 'page' : undefined}
      >
        <MemberAvatar member={other} size={44} />
        <div className={classes.body}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={unreadShown ? 700 : 500} className={classes.ellipsis}>
              {other.name}
            </Text>
            <Text
              size="xs"
              c={unreadShown ? undefined : 'dimmed'}
              fw={unreadShown ? 700 : 400}
              className={classes.date}
            >
              <time dateTime={conversation.last_message_at}>
                {shortDate(conversation.last_message_at, new Date(), t('dates.yesterday'))}
              </time>
            </Text>
          </Group>
          {item && (
            <Text size="xs" c="dimmed" className={classes.ellipsis}>
              {t(`itemTypes.${item.type}`)} · {item.title}
            </Text>
          )}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text
              size="sm"
              c={unreadShown ? undefined : 'dimmed'}
              fw={unreadShown ? 600 : 400}
              className={classes.ellipsis}
            >
              {last && last.sender_id === viewerId && `${t('list.you')} `}
              {last && last.files > 0 && <IconPaperclip size={14} aria-hidden className={classes.clip} />}
              {excerpt}
            </Text>
            {unreadShown && (
              <Badge size="sm" color="red" circle className={classes.unread}>
                <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                <VisuallyHidden>{t('list.unread', { count: unread })}</VisuallyHidden>
              </Badge>
            )}
          </Group>
        </div>
      </Link>
    </li>
  );
}
