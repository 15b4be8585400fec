import type { Feature } from '@acorn/contracts';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/use-session';
import { useSignedInUser } from '../../accounts';
import { LazyFeatureUpgrade } from './lazy-feature-upgrade';

function MemberGate({
  feature,
  locked,
  children,
}: {
  feature: Feature;
  locked?: ReactNode;
  children: ReactNode;
}) {
  const user = useSignedInUser();
  const allowed = user.subscription?.available_features.includes(feature) ?? false;
  if (allowed) return children;
  return locked ?? <LazyFeatureUpgrade feature={feature} />;
}

/**
 * The page's content for the tiers with `feature`; the upgrade state, naming the tier, for the
 * others. With `visitors`, someone signed out reads it too (the blog).
 */
export function FeatureGate({
  feature,
  visitors = false,
  locked,
  children,
}: {
  feature: Feature;
  visitors?: boolean;
  /** What the others see instead of the plans (an item's page: its upsell). */
  locked?: ReactNode;
  children: ReactNode;
}) {
  const { token } = useSession();
  if (!token && visitors) return children;
  return (
    <MemberGate feature={feature} locked={locked}>
      {children}
    </MemberGate>
  );
}
