import type { AdminUser } from '@acorn/contracts';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  type AdminColumn,
  AdminTable,
  ListPagination,
  PageHeader,
  USER_FILTER_KEYS,
  USER_FILTER_VALUES,
  UserFilters,
  UserStatusBadge,
  useListParams,
  useUsers,
} from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';
import { usePackages } from '../../../features/packages';
import { formatDate } from '../../../lib/format';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';

/** /admin/users: find a user by text, role, registration step, status and tier; open one. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  usePageTitle(t('users.title'));
  const { values, page, setFilters, setPage } = useListParams(USER_FILTER_KEYS, USER_FILTER_VALUES);
  const users = useUsers({ ...values, page });
  const { data: packages = [] } = usePackages();

  const tierName = (tier: AdminUser['tier']) => {
    if (!tier) return '—';
    const item = packages.find((candidate) => candidate.id === tier.id);
    return item ? localizedField(item, 'name', language) : tier.name;
  };

  const columns: AdminColumn<AdminUser>[] = [
    {
      key: 'user',
      header: t('users.user'),
      render: (user) => (
        <Stack gap={0}>
          <Anchor component={Link} to={paths.adminUser(user.id)} fw={600}>
            {user.name || user.email}
          </Anchor>
          {user.name && (
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'company', header: t('users.company'), render: (user) => user.company_name || '—' },
    {
      key: 'role',
      header: t('users.role'),
      render: (user) => t(`roles.${user.cb_roles_id}`, { defaultValue: String(user.cb_roles_id) }),
      nowrap: true,
    },
    {
      key: 'step',
      header: t('users.step'),
      nowrap: true,
      render: (user) =>
        user.step >= 4 ? t('users.stepComplete') : t('users.stepNumber', { step: user.step }),
    },
    { key: 'tier', header: t('users.tier'), render: (user) => tierName(user.tier), nowrap: true },
    {
      key: 'status',
      header: t('users.status'),
      nowrap: true,
      render: (user) => <UserStatusBadge active={user.active} erased={user.erased_at !== null} />,
    },
    {
      key: 'created',
      header: t('users.joined'),
      nowrap: true,
      render: (user) => formatDate(user.created_at),
    },
  ];

  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.label')}>
          <UserFilters values={values} onChange={setFilters} />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AdminTable
            caption={t('users.caption')}
            columns={columns}
            rows={users.data?.data}
            rowKey={(user) => user.id}
            loading={users.isPending}
            refreshing={users.isPlaceholderData}
            error={users.error}
            onRetry={() => void users.refetch()}
            emptyText={t('users.empty')}
          />
          <ListPagination meta={users.data?.meta} onChange={setPage} />
        </Paper>
      </Stack>
    </>
  );
}
