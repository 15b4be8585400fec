import type { Package } from '@acorn/contracts';
import { Alert, Anchor, Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { useMe } from '../../accounts';
import { PackageList, usePackages } from '../../packages';
import { useBilling } from '../api/billing';
import { PlanChangeDialog } from './plan-change-dialog';

/** A paying member's plan: it can be changed (an active subscription with no change waiting). */
function useChangeablePlan() {
  const { data: user } = useMe();
  const billing = useBilling(user?.subscription != null);
  const subscription = billing.data?.subscription;
  const active = subscription?.status === 'active' ? subscription : null;
  return {
    current: active?.package ?? null,
    waiting: billing.data?.open_change ?? null,
    // A paying member's plan is still being read: the cards would grow their buttons after.
    reading: user === undefined || (user.subscription != null && billing.isPending),
  };
}

/**
 * The plans; for a paying member each other plan's card offers Upgrade or Downgrade (confirmed
 * with the quoted amount) and the member's own reads 'Your plan'. `highlight` marks the plan that
 * unlocks what the member came for.
 */
export function PlanChooser({ highlight }: { highlight?: number }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const { current, waiting, reading } = useChangeablePlan();
  const [target, setTarget] = useState<Package | null>(null);
  const { data: packages } = usePackages();
  const currentPrice = packages?.find((item) => item.id === current?.id)?.monthly_cost;

  const action = (item: Package) => {
    if (!current || currentPrice === undefined) return undefined;
    if (item.id === current.id) {
      return (
        <Badge size="lg" variant="light" color="forest" fullWidth>
          {t('billing.yourPlan')}
        </Badge>
      );
    }
    const upgrade = item.monthly_cost > currentPrice;
    const name = localizedField(item, 'name', language);
    return (
      <Button
        fullWidth
        variant={upgrade && (highlight === undefined || highlight === item.id) ? 'filled' : 'default'}
        disabled={waiting !== null}
        onClick={() => setTarget(item)}
        aria-label={t(upgrade ? 'billing.upgradeTo' : 'billing.downgradeTo', { plan: name })}
      >
        {t(upgrade ? 'billing.upgrade' : 'billing.downgrade')}
      </Button>
    );
  };

  return (
    <>
      {waiting && (
        <Alert color="blue" role="status">
          {t('billing.changeWaiting')}{' '}
          <Anchor component={Link} to={paths.billing()}>
            {t('billing.title')}
          </Anchor>
        </Alert>
      )}
      <PackageList renderAction={current ? action : undefined} highlight={highlight} reading={reading} />
      <PlanChangeDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
