import type { Feature } from '@acorn/contracts';
import { localizedField } from '../../lib/localized-field';
import { useLanguage } from '../../lib/use-language';
import { useMe } from '../accounts';
import { usePackages } from '../packages';
import { featureLock } from './feature-lock';

/**
 * Whether the signed-in member's plan lacks `feature`, and the name of the first tier that has
 * it; never locked without a feature (a company's card).
 */
export function useFeatureLock(feature: Feature | undefined): { locked: boolean; tierName: string | null } {
  const language = useLanguage();
  const me = useMe().data;
  const { data: packages = [] } = usePackages();
  // A visitor signed out meets no tier here: the pages open to visitors decide for themselves.
  if (!me) return { locked: false, tierName: null };
  const lock = featureLock(feature, me.subscription?.available_features ?? [], packages);
  if (!lock.locked) return { locked: false, tierName: null };
  return { locked: true, tierName: lock.upgradeTo ? localizedField(lock.upgradeTo, 'name', language) : null };
}
