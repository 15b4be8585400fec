import type { Feature } from '@acorn/contracts';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { useMe } from '../../accounts';
import { featureLock } from '../../navigation';
import { usePackages } from '../../packages';
import { PlanChooser } from '../../payments';

/**
 * What a page of a feature the plan lacks shows instead: the member's plan, the tier that has
 * the feature (drawn out, with its Upgrade button for a paying member), and the plans.
 */
export function FeatureUpgrade({ feature }: { feature: Feature }) {
  const { t } = useTranslation(['content', 'common', 'payments']);
  const language = useLanguage();
  const { data: user } = useMe();
  const { data: packages = [] } = usePackages();
  const lock = featureLock(feature, [], packages);
  const unlocking = lock.locked ? lock.upgradeTo : undefined;
  const tier = unlocking ? localizedField(unlocking, 'name', language) : null;
  const own = packages.find((item) => item.id === user?.subscription?.id);
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
          {own && (
            <Text fw={600}>
              {t('payments:billing.currentPlan', { plan: localizedField(own, 'name', language) })}
            </Text>
          )}
          <Text c="dimmed" maw={520}>
            {t('content:upgrade.text')}
          </Text>
        </Stack>
      </Paper>
      <PlanChooser highlight={unlocking?.id} />
    </Stack>
  );
}
