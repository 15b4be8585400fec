import { ROLES, type UserDetail } from '@acorn/contracts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The signed-in user's account facts, read-only. */
export function UserDetailSummary({ user }: { user: UserDetail }) {
  const { t } = useTranslation('accounts');
  const role =
    user.cb_roles_id === ROLES.participant
      ? t('profile.roles.participant')
      : user.cb_roles_id === ROLES.advisor
        ? t('profile.roles.advisor')
        : t('profile.roles.operator');
  const rows: Array<[string, string]> = [
    [t('profile.name'), user.name || t('profile.notProvided')],
    [t('profile.email'), user.email],
    [t('profile.company'), user.company_name || t('profile.notProvided')],
    [t('profile.role'), role],
  ];
  if (user.cb_roles_id === ROLES.participant) {
    rows.push([t('profile.subscription'), user.subscription?.name ?? t('profile.noSubscription')]);
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg" m={0}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
