import { type AdminUserDetail, ROLES } from '@acorn/contracts';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../config/paths';
import { AdvisorAssociations, UserStatusBadge, useUser } from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import classes from './admin-user-page.module.css';

// What an operator opens on some accounts only (a company's financial risk) or on a click (the
// dialogs): their forms load then, off the page's first load.
const FinancialRiskForm = lazy(() =>
  import('../../../features/admin/components/financial-risk-form').then((module) => ({
    default: module.FinancialRiskForm,
  })),
);
const UserStatusModal = lazy(() =>
  import('../../../features/admin/components/user-status-modal').then((module) => ({
    default: module.UserStatusModal,
  })),
);
const EraseUserModal = lazy(() =>
  import('../../../features/admin/components/erase-user-modal').then((module) => ({
    default: module.EraseUserModal,
  })),
);

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Stack gap={2} className={wide ? classes.wide : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" lts="0.04em">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ParticipantAdvisors({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} fz="lg" id={titleId}>
        {t('associations.advisorsTitle')}
      </Title>
      {user.associations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('associations.noAdvisors')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {user.associations.map((advisor) => (
            <li key={advisor.id}>
              <Anchor component={Link} to={paths.adminUser(advisor.id)}>
                {advisor.name || advisor.email}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {advisor.email}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const [statusOpened, statusModal] = useDisclosure(false);
  const [eraseOpened, eraseModal] = useDisclosure(false);
  const erased = user.erased_at !== null;
  const label = user.name || user.email;
  usePageTitle(label);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Title>
          <Group gap="xs">
            <UserStatusBadge active={user.active} erased={user.erased_at !== null} />
            <Text size="sm" c="dimmed">
              {t(`roles.${user.cb_roles_id}`, { defaultValue: String(user.cb_roles_id) })}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.adminAuditLog({
              entity_type: user.cb_roles_id === ROLES.advisor ? 'advisor' : 'user',
              entity_id: user.id,
            })}
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
          >
            {t('users.history')}
          </Button>
          {!erased &&
            (user.active ? (
              <Button
                color="red.8"
                leftSection={<IconUserOff size={16} aria-hidden />}
                onClick={statusModal.open}
              >
                {t('users.deactivate')}
              </Button>
            ) : (
              <Button leftSection={<IconUserCheck size={16} aria-hidden />} onClick={statusModal.open}>
                {t('users.activate')}
              </Button>
            ))}
          {!erased && user.cb_roles_id !== ROLES.operator && (
            <Button
              variant="default"
              c="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={eraseModal.open}
            >
              {t('users.erase')}
            </Button>
          )}
        </Group>
      </Group>

      {user.erased_at && (
        <Alert color="gray" variant="light" title={t('users.erasedTitle')}>
          {t('users.erasedOn', { date: formatDateTime(user.erased_at) })}
        </Alert>
      )}
      {!erased && !user.active && user.deactivation_reason && (
        <Alert color="red" variant="light" title={t('users.deactivatedBecause')}>
          {user.deactivation_reason}
        </Alert>
      )}

      <Paper withBorder radius="md" p="md">
        <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="md" m={0}>
          <Field label={t('users.email')} wide>
            {user.email}
          </Field>
          <Field label={t('users.name')}>{user.name || '—'}</Field>
          <Field label={t('users.company')}>{user.company_name || '—'}</Field>
          <Field label={t('users.step')}>
            {user.step >= 4 ? t('users.stepComplete') : t('users.stepNumber', { step: user.step })}
          </Field>
          <Field label={t('users.tier')}>{user.tier?.name ?? '—'}</Field>
          <Field label={t('users.paymentStatus')}>{user.payment_status || '—'}</Field>
          <Field label={t('users.joined')}>{formatDateTime(user.created_at)}</Field>
        </SimpleGrid>
      </Paper>

      {user.cb_roles_id === ROLES.advisor && (
        <Paper withBorder radius="md" p="md">
          <AdvisorAssociations advisor={user} />
        </Paper>
      )}
      {user.cb_roles_id === ROLES.participant && (
        <Paper withBorder radius="md" p="md">
          <ParticipantAdvisors user={user} />
        </Paper>
      )}
      {user.financial_risk && (
        <Paper withBorder radius="md" p="md">
          <Suspense fallback={<Skeleton height={240} radius="md" />}>
            <FinancialRiskForm user={{ ...user, financial_risk: user.financial_risk }} />
          </Suspense>
        </Paper>
      )}

      <Suspense fallback={null}>
        {statusOpened && (
          <UserStatusModal
            userId={user.id}
            userLabel={label}
            activate={!user.active}
            onClose={statusModal.close}
          />
        )}
        {eraseOpened && <EraseUserModal userId={user.id} userLabel={label} onClose={eraseModal.close} />}
      </Suspense>
    </Stack>
  );
}

/** /admin/users/:id: one account, its status (with reason) and, for advisors, their companies. */
export function AdminUserPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const user = useUser(id);

  let content: ReactNode;
  if (!Number.isInteger(id) || id <= 0 || (isApiError(user.error) && user.error.status === 404)) {
    content = <NotFoundState />;
  } else if (user.data) {
    content = <UserDetail user={user.data} />;
  } else if (user.isError) {
    content = <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  } else {
    content = (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <nav aria-label={t('common.breadcrumbs')}>
        <Breadcrumbs>
          <Anchor component={Link} to={paths.adminUsers()} size="sm">
            {t('nav.users')}
          </Anchor>
          <Text size="sm" aria-current="page">
            {user.data ? user.data.name || user.data.email : '…'}
          </Text>
        </Breadcrumbs>
      </nav>
      {content}
    </Stack>
  );
}
