import type { Feature } from '@acorn/contracts';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/**
 * A type the member's plan cannot open, as the upsell it is (spec §6: 'Only for
 * {{targetSubscription}} users. Upgrade'), 'Upgrade' opening the plans on that feature. On a card
 * it is one line in place of the footer; on a page, the page.
 */
export function LockedNotice({
  feature,
  tierName,
  page = false,
}: {
  feature: Feature;
  /** The first tier that has the feature; null when no tier does. */
  tierName: string | null;
  page?: boolean;
}) {
  const { t } = useTranslation('content');
  const only = tierName ? t('locked.only', { targetSubscription: tierName }) : t('locked.notInPlan');
  const upgrade = (
    <Anchor component={Link} to={paths.plans(feature)} fw={700} inherit>
      {t('locked.upgrade')}
    </Anchor>
  );
  if (!page) {
    return (
      <Group gap={6} wrap="nowrap" align="center">
        <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          {only} {upgrade}
        </Text>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="acorn">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {only} {upgrade}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('locked.text')}
        </Text>
      </Stack>
    </Paper>
  );
}
