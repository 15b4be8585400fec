import type { Feature } from '@acorn/contracts';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';

const FeatureUpgrade = lazy(() => import('./feature-upgrade').then((m) => ({ default: m.FeatureUpgrade })));

/** The upgrade state, loaded only by the members who meet it (the plans' cards weigh on no one else). */
export function LazyFeatureUpgrade({ feature }: { feature: Feature }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <FeatureUpgrade feature={feature} />
    </Suspense>
  );
}
