import type { ContentStatus, ListMeta } from '@acorn/contracts';
import {
  Anchor,
  Box,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconEdit, IconInfoCircle, IconLayoutList, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { openConfirm } from '../../../lib/confirm';
import { useErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useNotice } from '../../../lib/use-notice';

/** What the owner's list shows of an item of any type. */
export interface OwnContentItem {
  id: number;
  title: string;
  status: ContentStatus;
  deny_reason: string | null;
  createdAt: string;
}

export interface OwnContentListProps<Item extends OwnContentItem> {
  /** The form engine's entity: its edit and create pages, and the empty list's words. */
  entity: string;
  list: UseQueryResult<{ data: Item[]; meta: ListMeta }>;
  page: number;
  onPage: (page: number) => void;
  /** Deletes one of the owner's items by id. */
  remove: UseMutationResult<unknown, Error, number>;
  detailPath: (item: Item) => string;
  /** The item's last day shown; without one (a post) only its creation date shows. */
  closingOf: (item: Item) => string | null;
}

function StatusDialog({ item, onClose }: { item: OwnContentItem | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      centered
      title={<Text fw={700}>{t('own.statusTitle')}</Text>}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {item && (
        <Stack gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Group gap="xs">
            <ContentStatusBadge status={item.status} />
          </Group>
          <Text size="sm">{t(`statusHelp.${item.status}`)}</Text>
          {item.status === 'denied' && item.deny_reason && (
            <Paper withBorder p="sm" radius="md" bg="red.0">
              <Text size="sm" fw={600}>
                {t('detail.deniedTitle')}
              </Text>
              <Text size="sm">{item.deny_reason}</Text>
            </Paper>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function OwnItem<Item extends OwnContentItem>({
  item,
  props,
  onStatus,
}: {
  item: Item;
  props: OwnContentListProps<Item>;
  onStatus: () => void;
}) {
  const { t } = useTranslation('content');
  const notice = useNotice();
  const errorText = useErrorText();
  const closing = props.closingOf(item);
  const confirmDelete = () =>
    openConfirm({
      title: t('own.deleteTitle'),
      children: <Text size="sm">{t('own.deleteConfirm', { title: item.title })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        props.remove.mutate(item.id, {
          onSuccess: () => notice({ color: 'green', message: t('own.deleted') }),
          onError: (error) => notice({ color: 'red', message: errorText(error) }),
        }),
    });
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={props.detailPath(item)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Anchor>
          <Box style={{ flexShrink: 0 }}>
            <ContentStatusBadge status={item.status} />
          </Box>
        </Group>
        <Text size="sm" c="dimmed">
          {closing
            ? t('own.dates', { created: formatDate(item.createdAt), closing: formatDate(closing) })
            : t('own.created', { created: formatDate(item.createdAt) })}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={paths.edit(props.entity, item.id)}
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={t('own.editNamed', { title: item.title })}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconInfoCircle size={14} aria-hidden />}
            onClick={onStatus}
            aria-label={t('own.statusNamed', { title: item.title })}
          >
            {t('actions.status')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={confirmDelete}
            loading={props.remove.isPending && props.remove.variables === item.id}
            aria-label={t('own.deleteNamed', { title: item.title })}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The owner's items of one type in every status (the my-account areas): status, Edit, Status
 * (with the operator's reason for a denied item), delete, pages, and a way to create the first.
 */
export function OwnContentList<Item extends OwnContentItem>(props: OwnContentListProps<Item>) {
  const { t } = useTranslation('content');
  const { entity, list, page, onPage } = props;
  const [statusOf, setStatusOf] = useState<Item | null>(null);

  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={104} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { data, meta } = list.data;
  if (data.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="forest">
            <IconLayoutList size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t(`own.empty.${entity}`)}</Text>
          <Text size="sm" c="dimmed" maw={460}>
            {t(`own.emptyHint.${entity}`)}
          </Text>
          <Button component={Link} to={paths.create(entity)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t(`entities.${entity}.createButton`)}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('own.count', { count: meta.total })}
      </Text>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.map((item) => (
          <OwnItem key={item.id} item={item} props={props} onStatus={() => setStatusOf(item)} />
        ))}
      </Stack>
      {meta.last_page > 1 && (
        <Group justify="center">
          <Pagination value={page} onChange={onPage} total={meta.last_page} />
        </Group>
      )}
      <StatusDialog item={statusOf} onClose={() => setStatusOf(null)} />
    </Stack>
  );
}
