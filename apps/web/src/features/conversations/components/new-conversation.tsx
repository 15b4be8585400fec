import { type ContentType, itemPagePath } from '@acorn/contracts';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { usePageTitle } from '../../app-config';
import { recipientQuery, refreshLists, startConversation } from '../api/conversations';
import { messagePaths } from '../paths';
import { Composer } from './composer';
import { MemberAvatar } from './member-avatar';

/**
 * /messages/new: the first message to a member, optionally about one of their items (or, answering
 * a Want, one of mine). When the two already talk about it, the message joins that conversation,
 * which opens.
 */
export function NewConversation({
  to,
  itemType,
  itemId,
  itemTitle,
}: {
  to: number;
  itemType?: ContentType;
  itemId?: number;
  /** The item's title as the page that links here knows it (shown only). */
  itemTitle?: string;
}) {
  const { t } = useTranslation('conversations');
  usePageTitle(t('compose.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recipient = useQuery(recipientQuery(to));
  const item = itemType && itemId ? { type: itemType, id: itemId } : undefined;

  const send = async ({ body, files }: { body: string; files: number[] }) => {
    const conversation = await startConversation({
      to_user_id: to,
      item_type: item?.type,
      item_id: item?.id,
      body,
      files,
    });
    void refreshLists(queryClient);
    navigate(messagePaths.thread(conversation.id), { replace: true });
    return conversation;
  };

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Title order={1}>{t('compose.title')}</Title>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          {recipient.isError ? (
            <ErrorState error={recipient.error} onRetry={() => void recipient.refetch()} />
          ) : recipient.data === undefined ? (
            <Group gap="sm" role="status" aria-label={t('compose.loading')}>
              <Skeleton circle height={40} />
              <Skeleton height={20} width={200} />
            </Group>
          ) : (
            <Group gap="sm" wrap="nowrap">
              <MemberAvatar
                member={{
                  id: to,
                  name: recipient.data?.name ?? t('compose.someone'),
                  logo: recipient.data?.logo ?? null,
                  role: recipient.data?.role ?? 1,
                }}
                size={40}
              />
              <Text fw={600}>{t('compose.to', { name: recipient.data?.name ?? t('compose.someone') })}</Text>
            </Group>
          )}
          {item && (
            <Text size="sm">
              {t(`itemTypes.${item.type}`)}:{' '}
              <Anchor component={Link} to={itemPagePath(item.type, item.id)} fw={600}>
                {itemTitle || t('compose.viewItem')}
              </Anchor>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('compose.privacy')}
          </Text>
        </Stack>
      </Paper>
      <Composer send={send} submitLabel={t('compose.send')} autoFocus />
    </Stack>
  );
}
