import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StepIndicator } from '../../accounts';

interface WizardHeaderProps {
  /** 'Step 2 of 3' */
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly string[];
  current: number;
  /** The account being registered, so a wrong address is noticed (and left) early. */
  email: string;
}

/** The wizard's title, introduction, the signed-in account and the numbered steps. */
export function WizardHeader({ eyebrow, title, intro, steps, current, email }: WizardHeaderProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text c="acorn.8" fw={700} tt="uppercase" fz="xs" lts="0.08em">
          {eyebrow}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('signedInAs', { email })}
          </Text>
          <Anchor component={Link} to={paths.logout()} size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconLogout size={16} aria-hidden />
              {t('logout')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
      <StepIndicator steps={steps} current={current} />
    </Stack>
  );
}
