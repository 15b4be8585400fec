import type { AuditEntryItem } from '@acorn/contracts';
import { Anchor, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  type AdminColumn,
  AdminTable,
  AuditChangesList,
  ListPagination,
  PageHeader,
  useAuditLog,
  useListParams,
} from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';
import { formatDateTime } from '../../../lib/format';

const FILTER_KEYS = ['entity_type', 'entity_id'] as const;
const ENTITY_TYPES = ['user', 'advisor', 'payment_request', 'subscription', 'invitation', 'package'] as const;
const FILTER_VALUES = { entity_type: ENTITY_TYPES };
/** Entities whose id is a user's: the subject links to the user's page. */
const USER_ENTITIES = new Set(['user', 'advisor']);

function Subject({ entry }: { entry: AuditEntryItem }) {
  const { t } = useTranslation('admin');
  const type = t(`audit.entities.${entry.entity_type}`, { defaultValue: entry.entity_type });
  const label = `${type} #${entry.entity_id}`;
  if (USER_ENTITIES.has(entry.entity_type)) {
    return (
      <Anchor component={Link} to={paths.adminUser(entry.entity_id)} size="sm">
        {label}
      </Anchor>
    );
  }
  return <Text size="sm">{label}</Text>;
}

/** /admin/audit-log: every operator action with who, what, when, before and after, and the reason. */
export function AdminAuditLogPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('audit.title'));
  const { values, page, setFilters, setPage } = useListParams(FILTER_KEYS, FILTER_VALUES);
  const log = useAuditLog({ ...values, page });
  const [entityId, setEntityId] = useState(values.entity_id);
  const applyEntityId = useDebouncedCallback((value: string) => setFilters({ entity_id: value.trim() }), 350);
  useEffect(() => setEntityId(values.entity_id), [values.entity_id]);

  const columns: AdminColumn<AuditEntryItem>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      nowrap: true,
      render: (entry) => formatDateTime(entry.created_at),
    },
    { key: 'who', header: t('audit.who'), render: (entry) => entry.actor ?? t('audit.system') },
    {
      key: 'what',
      header: t('audit.what'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t(`audit.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}
          </Text>
          <Subject entry={entry} />
        </Stack>
      ),
    },
    {
      key: 'changes',
      header: t('audit.changes'),
      render: (entry) => <AuditChangesList entry={entry} />,
    },
    {
      key: 'reason',
      header: t('audit.reason'),
      render: (entry) => (entry.reason ? <Text size="sm">{entry.reason}</Text> : <Text c="dimmed">—</Text>),
    },
  ];

  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.label')}>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
            <NativeSelect
              label={t('audit.entityType')}
              value={values.entity_type}
              onChange={(event) => setFilters({ entity_type: event.currentTarget.value })}
              data={[
                { value: '', label: t('filters.any') },
                ...ENTITY_TYPES.map((type) => ({ value: type, label: t(`audit.entities.${type}`) })),
              ]}
            />
            <TextInput
              label={t('audit.entityId')}
              inputMode="numeric"
              value={entityId}
              onChange={(event) => {
                setEntityId(event.currentTarget.value);
                applyEntityId(event.currentTarget.value);
              }}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AdminTable
            caption={t('audit.caption')}
            columns={columns}
            rows={log.data?.data}
            rowKey={(entry) => entry.id}
            loading={log.isPending}
            refreshing={log.isPlaceholderData}
            error={log.error}
            onRetry={() => void log.refetch()}
            emptyText={t('audit.empty')}
            minWidth={900}
          />
          <ListPagination meta={log.data?.meta} onChange={setPage} />
        </Paper>
      </Stack>
    </>
  );
}
