import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../accounts';
import { usePageTitle } from '../../app-config';
import { useConversationEvents } from '../events/use-conversation-events';
import { ConversationList, FolderSwitch, folderFrom } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import classes from './messages-screen.module.css';

/**
 * /messages and /messages/{id}: the list beside the open thread on a wide screen; on a phone the
 * list and the thread are screens of their own.
 */
export function MessagesScreen({ threadId }: { threadId?: number }) {
  const { t } = useTranslation('conversations');
  usePageTitle(t('page.title'));
  const me = useSignedInUser();
  const polling = useConversationEvents(me.id);
  const [search] = useSearchParams();
  const folder = folderFrom(search);
  return (
    <Stack gap="md">
      <Title order={1} className={threadId ? classes.titleWithThread : undefined}>
        {t('page.title')}
      </Title>
      <div className={classes.layout} data-thread={threadId ? true : undefined}>
        <section className={classes.listPane} aria-label={t('list.label')}>
          <Stack gap="sm">
            <FolderSwitch folder={folder} polling={polling} />
            <ConversationList folder={folder} selectedId={threadId} viewerId={me.id} polling={polling} />
          </Stack>
        </section>
        <section className={classes.threadPane} aria-label={t('thread.label')}>
          {threadId ? (
            <ConversationThread
              key={threadId}
              id={threadId}
              viewerId={me.id}
              polling={polling}
              folder={folder}
            />
          ) : (
            <Paper withBorder radius="lg" p="xl" className={classes.placeholder}>
              <Stack align="center" gap="xs" ta="center">
                <IconMessages size={40} color="var(--mantine-color-gray-6)" aria-hidden />
                <Text c="dimmed">{t('thread.pick')}</Text>
              </Stack>
            </Paper>
          )}
        </section>
      </div>
    </Stack>
  );
}
