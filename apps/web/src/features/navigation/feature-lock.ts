import type { Feature, Package } from '@acorn/contracts';

export type FeatureLock =
  | { locked: false }
  /** `upgradeTo` is the first tier that includes the feature, when one does. */
  | { locked: true; upgradeTo: Package | undefined };

/**
 * Whether a feature-tied menu item is disabled for a plan with `planFeatures` (the subscription's
 * available_features), and which tier unlocks it.
 */
export function featureLock(
  feature: Feature | undefined,
  planFeatures: readonly string[],
  packages: readonly Package[],
): FeatureLock {
  if (!feature || planFeatures.includes(feature)) return { locked: false };
  const upgradeTo = [...packages]
    .sort((a, b) => a.id - b.id)
    .find((item) => item.available_features.includes(feature));
  return { locked: true, upgradeTo };
}
