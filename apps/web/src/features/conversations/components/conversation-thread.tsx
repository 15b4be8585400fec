import {
  type Conversation,
  type ConversationFolder,
  itemPagePath,
  type Message,
  ROLES,
} from '@acorn/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconBan, IconDotsVertical, IconFlag, IconLock } from '@tabler/icons-react';
import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { openConfirm } from '../../../lib/confirm';
import { useErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useNotice } from '../../../lib/use-notice';
import { ReportDialog } from '../../feedback';
import {
  conversationAction,
  markConversationRead,
  refreshLists,
  sendMessage,
  threadKey,
  threadQuery,
  UNREAD_KEY,
} from '../api/conversations';
import { formatTime } from '../dates';
import {
  addMessage,
  applyConversation,
  dayLabel,
  groupByDay,
  seenMark,
  type ThreadData,
  threadMessages,
} from '../thread';
import { Composer } from './composer';
import classes from './conversation-thread.module.css';
import { MemberAvatar } from './member-avatar';
import { MessageAttachments } from './message-attachments';

/** Where the other member's public page is: a company's profile, or an advisor's. */
const profilePath = (other: Conversation['other']) =>
  other.id === 0
    ? undefined
    : other.role === ROLES.advisor
      ? paths.advisor(other.id)
      : paths.company(other.id);

const backTo = (folder: ConversationFolder) =>
  folder === 'inbox' ? paths.messages() : `${paths.messages()}?folder=${folder}`;

/** One conversation: who and what it is about, its messages, and what the member may do next. */
export function ConversationThread({
  id,
  viewerId,
  polling,
  folder,
}: {
  id: number;
  viewerId: number;
  polling: boolean;
  folder: ConversationFolder;
}) {
  const { t } = useTranslation('conversations');
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery(threadQuery(id, polling));
  const messages = thread.data ? threadMessages(thread.data) : [];
  const first = thread.data?.pages[0];
  const conversation = first?.meta.conversation;
  useMarkRead(id, viewerId, messages, conversation, queryClient);

  if (thread.isError) {
    if (isApiError(thread.error) && thread.error.status === 404) {
      return (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>{t('thread.notFound')}</Text>
            <Button component={Link} to={backTo(folder)} variant="light">
              {t('thread.back')}
            </Button>
          </Stack>
        </Paper>
      );
    }
    return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  }
  if (!thread.data || !conversation || !first) {
    return (
      <Stack gap="sm" role="status" aria-label={t('thread.loading')}>
        <Skeleton height={56} radius="md" />
        <Skeleton height={64} width="70%" radius="md" />
        <Skeleton height={64} width="60%" radius="md" ml="auto" />
        <Skeleton height={96} radius="md" />
      </Stack>
    );
  }

  const send = async (input: { body: string; files: number[] }) => {
    const message = await sendMessage(id, input);
    queryClient.setQueryData<ThreadData>(threadKey(id), (data) => (data ? addMessage(data, message) : data));
    void refreshLists(queryClient);
    return message;
  };

  return (
    <div className={classes.thread}>
      <ThreadHeader conversation={conversation} folder={folder} />
      <MessageLog
        messages={messages}
        viewerId={viewerId}
        otherName={conversation.other.name}
        seenId={seenMark(messages, viewerId, first.meta.other_read_message_id)}
        earlier={
          thread.hasNextPage ? (
            <Group justify="center">
              <Button
                variant="subtle"
                size="xs"
                loading={thread.isFetchingNextPage}
                onClick={() => void thread.fetchNextPage()}
              >
                {t('thread.loadEarlier')}
              </Button>
            </Group>
          ) : null
        }
      />
      <ThreadFooter conversation={conversation} send={send} />
    </div>
  );
}

/** Marks the thread read when it opens, and again when new messages arrive while the tab is visible. */
function useMarkRead(
  id: number,
  viewerId: number,
  messages: Message[],
  conversation: Conversation | undefined,
  queryClient: QueryClient,
) {
  const marked = useRef(0);
  const newestOther = messages.filter((message) => message.sender_id !== viewerId).at(-1)?.id ?? 0;
  const unreadAtOpen = conversation?.unread ?? 0;
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!conversation || !visible || newestOther === 0 || newestOther <= marked.current) return;
    // Opened with nothing unread: nothing to tell the server until a new message comes.
    if (marked.current === 0 && unreadAtOpen === 0) {
      marked.current = newestOther;
      return;
    }
    marked.current = newestOther;
    markConversationRead(id, newestOther)
      .then((counts) => {
        queryClient.setQueryData(UNREAD_KEY, counts);
        void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
      })
      .catch(() => {
        // Tried again with the next message or visit.
        marked.current = 0;
      });
  }, [id, conversation, visible, newestOther, unreadAtOpen, queryClient]);
}

function ThreadHeader({ conversation, folder }: { conversation: Conversation; folder: ConversationFolder }) {
  const { t } = useTranslation('conversations');
  const { other, item } = conversation;
  const profile = profilePath(other);
  return (
    <div className={classes.header}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" className={classes.headerName}>
          <ActionIcon
            component={Link}
            to={backTo(folder)}
            variant="subtle"
            color="gray"
            size="lg"
            className={classes.back}
            aria-label={t('thread.back')}
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
          <MemberAvatar member={other} size={40} />
          <Title order={2} fz="lg" className={classes.name}>
            {profile ? (
              <Anchor component={Link} to={profile} inherit c="inherit">
                {other.name}
              </Anchor>
            ) : (
              other.name
            )}
          </Title>
        </Group>
        <ThreadMenu conversation={conversation} />
      </Group>
      {item && (
        <Paper className={classes.item} radius="md" p="xs" mt="xs" bg="gray.0">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`itemTypes.${item.type}`)}
          </Text>
          {item.id === null ? (
            <Text size="sm" c="dimmed">
              {item.title} · {t('thread.itemGone')}
            </Text>
          ) : (
            <Anchor component={Link} to={itemPagePath(item.type, item.id)} size="sm" fw={600}>
              {item.title}
            </Anchor>
          )}
        </Paper>
      )}
    </div>
  );
}

function ThreadMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('conversations');
  const queryClient = useQueryClient();
  const notice = useNotice();
  const errorText = useErrorText();
  const [reporting, setReporting] = useState(false);
  const { other, blocked } = conversation;

  const toggleBlock = () =>
    openConfirm({
      title: t(blocked ? 'block.unblockTitle' : 'block.title', { name: other.name }),
      children: (
        <Text size="sm">{t(blocked ? 'block.unblockText' : 'block.text', { name: other.name })}</Text>
      ),
      labels: { confirm: t(blocked ? 'block.unblock' : 'block.block'), cancel: t('block.cancel') },
      confirmProps: { color: blocked ? undefined : 'red.8' },
      onConfirm: () => {
        conversationAction(conversation.id, blocked ? 'unblock' : 'block')
          .then((changed) => {
            queryClient.setQueryData<ThreadData>(threadKey(conversation.id), (data) =>
              data ? applyConversation(data, changed) : data,
            );
            void refreshLists(queryClient);
            notice({
              color: 'forest',
              message: t(blocked ? 'block.unblocked' : 'block.blocked', { name: other.name }),
            });
          })
          .catch((error: unknown) => notice({ color: 'red', message: errorText(error) }));
      },
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('thread.menu')}>
            <IconDotsVertical size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconBan size={16} aria-hidden />} onClick={toggleBlock}>
            {t(blocked ? 'block.unblock' : 'block.block')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setReporting(true)}>
            {t('report.action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            itemType="conversation"
            itemId={conversation.id}
            title={t('report.title', { name: other.name })}
            reasonHint={t('report.intro', { name: other.name })}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The messages, oldest first, under day separators; new ones from the other member are announced. */
function MessageLog({
  messages,
  viewerId,
  otherName,
  seenId,
  earlier,
}: {
  messages: Message[];
  viewerId: number;
  otherName: string;
  seenId: number | undefined;
  earlier: React.ReactNode;
}) {
  const { t } = useTranslation('conversations');
  const scroller = useRef<HTMLElement>(null);
  const last = messages.at(-1);
  const lastSeen = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  // Whether the reader is at the newest message: new ones (and a smaller window) keep them there,
  // while someone reading older messages is not pulled away, unless they wrote the new one.
  const pinned = useRef(true);
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!last) return;
    const box = scroller.current;
    if (box && (pinned.current || last.sender_id === viewerId)) {
      box.scrollTop = box.scrollHeight;
      pinned.current = true;
    }
    // Only what arrives after the thread opened is announced.
    if (lastSeen.current !== undefined && last.id > lastSeen.current && last.sender_id !== viewerId) {
      setAnnouncement(t('thread.announce', { name: otherName, body: last.body }));
    }
    lastSeen.current = last.id;
  }, [last, viewerId, otherName, t]);

  const now = new Date();
  return (
    <>
      <section
        ref={scroller}
        className={classes.log}
        // A scrolling region is reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls
        tabIndex={0}
        aria-label={t('thread.messages', { name: otherName })}
        onScroll={(event) => {
          const box = event.currentTarget;
          pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
        }}
      >
        {earlier}
        {messages.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" py="xl">
            {t('thread.empty')}
          </Text>
        )}
        {groupByDay(messages).map((group) => {
          const firstOfDay = group.messages[0];
          const label = firstOfDay ? dayLabel(firstOfDay.created_at, now) : 'earlier';
          return (
            <section
              key={group.day}
              aria-label={
                label === 'earlier' && firstOfDay ? formatDate(firstOfDay.created_at) : t(`dates.${label}`)
              }
            >
              <div className={classes.day} aria-hidden>
                <span>
                  {label === 'earlier' && firstOfDay
                    ? formatDate(firstOfDay.created_at)
                    : t(`dates.${label}`)}
                </span>
              </div>
              <ol className={classes.messages}>
                {group.messages.map((message) => {
                  const mine = message.sender_id === viewerId;
                  return (
                    <li key={message.id} className={classes.message} data-mine={mine || undefined}>
                      <div className={classes.bubble}>
                        <VisuallyHidden>{mine ? t('thread.you') : otherName}: </VisuallyHidden>
                        {message.body && <Text className={classes.body}>{message.body}</Text>}
                        {message.files.length > 0 && <MessageAttachments files={message.files} />}
                        <Text size="xs" className={classes.time}>
                          <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
                        </Text>
                      </div>
                      {message.id === seenId && (
                        <Text size="xs" c="dimmed" className={classes.seen}>
                          {t('thread.seen')}
                        </Text>
                      )}
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })}
      </section>
      <div aria-live="polite" className={classes.liveRegion}>
        {announcement}
      </div>
    </>
  );
}

/** What the member may do under the messages: write, answer a request, or why they cannot. */
function ThreadFooter({
  conversation,
  send,
}: {
  conversation: Conversation;
  send: (input: { body: string; files: number[] }) => Promise<Message>;
}) {
  const { t } = useTranslation('conversations');
  const queryClient = useQueryClient();
  const notice = useNotice();
  const errorText = useErrorText();
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const { other } = conversation;

  const answer = async (action: 'accept' | 'decline') => {
    setAnswering(action);
    try {
      const changed = await conversationAction(conversation.id, action);
      queryClient.setQueryData<ThreadData>(threadKey(conversation.id), (data) =>
        data ? applyConversation(data, changed) : data,
      );
      void refreshLists(queryClient);
    } catch (error) {
      notice({ color: 'red', message: errorText(error) });
    } finally {
      setAnswering(null);
    }
  };

  const note = (text: string) => (
    <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />} className={classes.note}>
      <Text size="sm">{text}</Text>
    </Alert>
  );

  if (conversation.blocked) return note(t('status.blocked', { name: other.name }));
  if (conversation.status === 'declined') {
    return note(
      t(conversation.started_by_me ? 'status.declinedByThem' : 'status.declinedByMe', { name: other.name }),
    );
  }
  if (conversation.status === 'request' && conversation.started_by_me) {
    return note(t('status.waiting', { name: other.name }));
  }
  if (conversation.status === 'request') {
    return (
      <Paper withBorder radius="md" p="md" className={classes.note}>
        <Stack gap="sm">
          <Text size="sm">{t('status.request', { name: other.name })}</Text>
          <Group gap="sm">
            <Button
              loading={answering === 'accept'}
              disabled={answering !== null}
              onClick={() => void answer('accept')}
            >
              {t('status.accept')}
            </Button>
            <Button
              variant="default"
              loading={answering === 'decline'}
              disabled={answering !== null}
              onClick={() => void answer('decline')}
            >
              {t('status.decline')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return <Composer send={send} />;
}
