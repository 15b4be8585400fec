import { REGISTRATION_COMPLETE_STEP } from '@acorn/contracts';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../api/get-me';
import { StepIndicator } from './step-indicator';

interface RegistrationContinuesProps {
  title: string;
  /** The three steps' names. */
  steps: [string, string, string];
  intro: string;
}

/** Where an unfinished registration lands: the wizard's three steps, the saved one active. */
export function RegistrationContinues({ title, steps, intro }: RegistrationContinuesProps) {
  const { t } = useTranslation('accounts');
  const user = useSignedInUser();
  const current = Math.min(Math.max(user.step, 1), REGISTRATION_COMPLETE_STEP - 1);
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Text c="acorn.8" fw={700} tt="uppercase" fz="xs" lts="0.08em">
            {t('completion.stepOf', { step: current, total: steps.length })}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        <StepIndicator steps={steps} current={current} />
        <Text>{t('completion.continuesHere')}</Text>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('completion.signedInAs', { email: user.email })}
          </Text>
          <Anchor component={Link} to={paths.logout()} size="sm" fw={600}>
            <Group gap={6} component="span" wrap="nowrap">
              <IconLogout size={16} aria-hidden />
              {t('completion.logout')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
