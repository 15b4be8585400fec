import type { Feature } from '@acorn/contracts';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../../../features/accounts';
import { useSession } from '../../../lib/use-session';
import { LazyFeatureUpgrade } from './lazy-feature-upgrade';

function MemberGate({ feature, children }: { feature: Feature; children: ReactNode }) {
  const user = useSignedInUser();
  const allowed = user.subscription?.available_features.includes(feature) ?? false;
  return allowed ? children : <LazyFeatureUpgrade feature={feature} />;
}

/**
 * The page's content for the tiers with `feature`; the upgrade state, naming the tier, for the
 * others. With `visitors`, someone signed out reads it too (the blog).
 */
export function FeatureGate({
  feature,
  visitors = false,
  children,
}: {
  feature: Feature;
  visitors?: boolean;
  children: ReactNode;
}) {
  const { token } = useSession();
  if (!token && visitors) return children;
  return <MemberGate feature={feature}>{children}</MemberGate>;
}
