import type { Feature } from '@acorn/contracts';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { featureLock } from '../../../features/navigation/feature-lock';
import { PackageList, usePackages } from '../../../features/packages';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

/** What a page of a feature the plan lacks shows instead: the tier that has it, and the plans. */
export function FeatureUpgrade({ feature }: { feature: Feature }) {
  const { t } = useTranslation(['content', 'common']);
  const language = useLanguage();
  const { data: packages = [] } = usePackages();
  const lock = featureLock(feature, [], packages);
  const tier = lock.locked && lock.upgradeTo ? localizedField(lock.upgradeTo, 'name', language) : null;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="acorn">
            <IconLock size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h3">
            {tier
              ? t('common:menu.upgradeTooltip', { targetSubscription: tier })
              : t('common:menu.notInPlan')}
          </Title>
          <Text c="dimmed" maw={520}>
            {t('content:upgrade.text')}
          </Text>
        </Stack>
      </Paper>
      <PackageList />
    </Stack>
  );
}
