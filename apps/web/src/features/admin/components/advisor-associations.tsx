import type { AdminUserDetail } from '@acorn/contracts';
import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { adminKeys } from '../api/query-keys';
import { searchUsers, useLinkParticipant, useUnlinkParticipant } from '../api/users';
import { useAdminNotice } from '../hooks/use-admin-notice';
import { type AdminColumn, AdminTable } from './admin-table';
import { useConfirmAction } from './confirm-action';

type Association = AdminUserDetail['associations'][number];
interface Option {
  value: string;
  label: string;
}

const companyLabel = (item: { company_name: string | null; name: string | null; email: string }) =>
  item.company_name || item.name || item.email;

/** Participants to link: a search over participant accounts, without the ones already linked. */
function LinkParticipantForm({ advisor }: { advisor: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const notice = useAdminNotice();
  const link = useLinkParticipant(advisor.id);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Option | null>(null);
  // Picking an option writes its label into the search box: that is no new search.
  const [debounced] = useDebouncedValue(selected && search === selected.label ? '' : search, 300);
  const query = selected && search === selected.label ? null : debounced;
  const candidates = useQuery({
    queryKey: adminKeys.users({ role: '1', search: query ?? '', perPage: 20, purpose: 'link' }),
    queryFn: () => searchUsers({ role: '1', search: query ?? '', perPage: 20 }),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
  const linked = new Set(advisor.associations.map((item) => item.id));
  const found: Option[] = (candidates.data?.data ?? [])
    .filter((user) => !linked.has(user.id))
    .map((user) => ({ value: String(user.id), label: `${companyLabel(user)} · ${user.email}` }));
  const options =
    selected && !found.some((option) => option.value === selected.value) ? [selected, ...found] : found;

  const submit = async () => {
    if (!selected) return;
    try {
      await link.mutateAsync(Number(selected.value));
      notice.success(t('associations.linked', { participant: selected.label }));
      setSelected(null);
      setSearch('');
    } catch (error) {
      notice.failure(error);
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('associations.participant')}
        placeholder={t('associations.searchPlaceholder')}
        searchable
        clearable
        data={options}
        value={selected?.value ?? null}
        onChange={(_value, option) => setSelected(option ?? null)}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={candidates.isFetching ? t('common.searching') : t('associations.noMatch')}
        filter={({ options: items }) => items}
        style={{ flex: '1 1 280px' }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        leftSection={<IconLink size={16} aria-hidden />}
        onClick={() => void submit()}
        disabled={!selected}
        loading={link.isPending}
      >
        {t('associations.link')}
      </Button>
    </Group>
  );
}

/** An advisor's companies: link one, unlink one (after confirming). */
export function AdvisorAssociations({ advisor }: { advisor: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const notice = useAdminNotice();
  const confirm = useConfirmAction();
  const unlink = useUnlinkParticipant(advisor.id);
  const advisorLabel = advisor.name || advisor.email;

  const askUnlink = (item: Association) =>
    confirm({
      title: t('associations.unlinkTitle'),
      body: t('associations.unlinkText', { participant: companyLabel(item), advisor: advisorLabel }),
      confirmLabel: t('associations.unlink'),
      danger: true,
      onConfirm: () => {
        unlink.mutate(item.id, {
          onSuccess: () => notice.success(t('associations.unlinked', { participant: companyLabel(item) })),
          onError: (error) => notice.failure(error),
        });
      },
    });

  const columns: AdminColumn<Association>[] = [
    {
      key: 'company',
      header: t('users.company'),
      render: (item) => (
        <Anchor component={Link} to={paths.adminUser(item.id)} fw={600}>
          {companyLabel(item)}
        </Anchor>
      ),
    },
    { key: 'contact', header: t('associations.contact'), render: (item) => item.name || '—' },
    { key: 'email', header: t('users.email'), render: (item) => item.email },
    {
      key: 'actions',
      header: <span>{t('common.actions')}</span>,
      nowrap: true,
      render: (item) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          c="red.9"
          leftSection={<IconUnlink size={14} aria-hidden />}
          onClick={() => askUnlink(item)}
          loading={unlink.isPending && unlink.variables === item.id}
          aria-label={t('associations.unlinkNamed', { participant: companyLabel(item) })}
        >
          {t('associations.unlink')}
        </Button>
      ),
    },
  ];

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Stack gap={2}>
        <Title order={2} fz="lg" id={titleId}>
          {t('associations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('associations.description')}
        </Text>
      </Stack>
      <AdminTable
        caption={t('associations.caption', { advisor: advisorLabel })}
        columns={columns}
        rows={advisor.associations}
        rowKey={(item) => item.id}
        loading={false}
        emptyText={t('associations.empty')}
        minWidth={560}
      />
      <LinkParticipantForm advisor={advisor} />
    </Stack>
  );
}
