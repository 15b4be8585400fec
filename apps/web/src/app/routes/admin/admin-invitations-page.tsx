import type { Invitation } from '@acorn/contracts';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminColumn,
  AdminTable,
  InvitationForm,
  ListPagination,
  PageHeader,
  useInvitations,
  useListParams,
} from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';
import { formatDate, formatDateTime } from '../../../lib/format';

const NO_FILTERS = [] as const;

type InvitationState = 'used' | 'expired' | 'pending';

const invitationState = (invitation: Invitation, now: number): InvitationState => {
  if (invitation.used_at) return 'used';
  return new Date(invitation.expires_at).getTime() <= now ? 'expired' : 'pending';
};

const STATE_COLORS: Record<InvitationState, { color: string; text: string }> = {
  used: { color: 'forest', text: 'forest.8' },
  pending: { color: 'blue', text: 'blue.9' },
  expired: { color: 'gray', text: 'gray.8' },
};

/** /admin/invitations: invite an advisor by e-mail; the invitations sent and whether they were used. */
export function AdminInvitationsPage() {
  const { t } = useTranslation('admin');
  const formTitleId = useId();
  usePageTitle(t('invitations.title'));
  const { page, setPage } = useListParams(NO_FILTERS);
  const invitations = useInvitations(page);
  const now = Date.now();

  const columns: AdminColumn<Invitation>[] = [
    {
      key: 'email',
      header: t('invitations.email'),
      render: (item) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.email}
        </Text>
      ),
    },
    {
      key: 'sent',
      header: t('invitations.sentAt'),
      nowrap: true,
      render: (item) => formatDateTime(item.created_at),
    },
    { key: 'by', header: t('invitations.invitedBy'), render: (item) => item.invited_by ?? '—' },
    {
      key: 'state',
      header: t('invitations.state'),
      nowrap: true,
      render: (item) => {
        const state = invitationState(item, now);
        const { color, text } = STATE_COLORS[state];
        return (
          <Stack gap={2} align="flex-start">
            <Badge
              variant="light"
              color={color}
              c={text}
              radius="sm"
              tt="none"
              fz="sm"
              styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
            >
              {t(`invitations.states.${state}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {state === 'used'
                ? t('invitations.usedOn', { date: formatDate(item.used_at ?? '') })
                : state === 'pending'
                  ? t('invitations.expiresOn', { date: formatDate(item.expires_at) })
                  : t('invitations.expiredOn', { date: formatDate(item.expires_at) })}
            </Text>
          </Stack>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('invitations.title')} description={t('invitations.description')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={formTitleId}>
          <Stack gap="sm">
            <Title order={2} fz="lg" id={formTitleId}>
              {t('invitations.formTitle')}
            </Title>
            <InvitationForm />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AdminTable
            caption={t('invitations.caption')}
            columns={columns}
            rows={invitations.data?.data}
            rowKey={(item) => item.id}
            loading={invitations.isPending}
            refreshing={invitations.isPlaceholderData}
            error={invitations.error}
            onRetry={() => void invitations.refetch()}
            emptyText={t('invitations.empty')}
            minWidth={640}
          />
          <ListPagination meta={invitations.data?.meta} onChange={setPage} />
        </Paper>
      </Stack>
    </>
  );
}
