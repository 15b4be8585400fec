import type { MarketItem, MarketType } from '@acorn/contracts';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBuildingStore, IconEdit, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useNotice } from '../../../lib/use-notice';
import { MARKET_ROUTE_TYPES, useDeleteMarketItem, useOwnMarketItems } from '../api/market';

const TABS: Record<string, MarketType> = { offers: 'offer', opportunities: 'opportunity' };

function StatusDialog({ item, onClose }: { item: MarketItem | null; onClose: () => void }) {
  const { t } = useTranslation(['market', 'content']);
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      centered
      title={<Text fw={700}>{t('own.statusTitle')}</Text>}
      closeButtonProps={{ 'aria-label': t('content:form.close') }}
    >
      {item && (
        <Stack gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Group gap="xs">
            <ContentStatusBadge status={item.status} />
          </Group>
          <Text size="sm">{t(`content:statusHelp.${item.status}`)}</Text>
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

function OwnItem({ item, onStatus }: { item: MarketItem; onStatus: () => void }) {
  const { t } = useTranslation(['market', 'content']);
  const remove = useDeleteMarketItem();
  const notice = useNotice();
  const errorText = useErrorText();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('own.deleteTitle'),
      children: <Text size="sm">{t('own.deleteConfirm', { title: item.title })}</Text>,
      labels: { confirm: t('content:actions.delete'), cancel: t('content:form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { type: item.item_type, id: item.id },
          {
            onSuccess: () => notice({ color: 'green', message: t('own.deleted') }),
            onError: (error) => notice({ color: 'red', message: errorText(error) }),
          },
        ),
    });
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={paths.logMarketItem(MARKET_ROUTE_TYPES[item.item_type], item.id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Anchor>
          <ContentStatusBadge status={item.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('own.dates', {
            created: formatDate(item.createdAt),
            closing: item.deadline ? formatDate(item.deadline) : '-',
          })}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={paths.edit(item.item_type, item.id)}
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={t('own.editNamed', { title: item.title })}
          >
            {t('content:actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconInfoCircle size={14} aria-hidden />}
            onClick={onStatus}
            aria-label={t('own.statusNamed', { title: item.title })}
          >
            {t('content:actions.status')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={confirmDelete}
            loading={remove.isPending}
            aria-label={t('own.deleteNamed', { title: item.title })}
          >
            {t('content:actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function OwnSide({ type, userId }: { type: MarketType; userId: number }) {
  const { t } = useTranslation(['market', 'content']);
  const [page, setPage] = useState(1);
  const [statusOf, setStatusOf] = useState<MarketItem | null>(null);
  const list = useOwnMarketItems(type, userId, page);

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
            <IconBuildingStore size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t(`own.empty.${type}`)}</Text>
          <Text size="sm" c="dimmed" maw={460}>
            {t(`own.emptyHint.${type}`)}
          </Text>
          <Button component={Link} to={paths.create(type)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t(`content:entities.${type}.createButton`)}
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
          <OwnItem key={item.id} item={item} onStatus={() => setStatusOf(item)} />
        ))}
      </Stack>
      {meta.last_page > 1 && (
        <Group justify="center">
          <Pagination value={page} onChange={setPage} total={meta.last_page} />
        </Group>
      )}
      <StatusDialog item={statusOf} onClose={() => setStatusOf(null)} />
    </Stack>
  );
}

/** The owner's offers and opportunities, each side a tab kept in the address. */
export function OwnMarketItems({ userId }: { userId: number }) {
  const { t } = useTranslation('market');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'offers' ? 'offers' : 'opportunities';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="opportunities">{t('sides.opportunity')}</Tabs.Tab>
        <Tabs.Tab value="offers">{t('sides.offer')}</Tabs.Tab>
      </Tabs.List>
      {Object.entries(TABS).map(([value, type]) => (
        <Tabs.Panel key={value} value={value}>
          <OwnSide type={type} userId={userId} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
