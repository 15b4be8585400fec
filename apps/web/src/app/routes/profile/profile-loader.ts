import { ROLES } from '@acorn/contracts';
import { requestOwnProfileEarly } from '../../../features/profiles';
import {
  loadAdvisorProfileForm,
  loadParticipantProfileTabs,
  prefetchOwnProfile,
} from '../../../features/profiles/lazy';
import { sessionStore } from '../../../lib/session';
import { prefetchLoader } from '../../lazy-page';

/**
 * Loader of /profile and /sba-profile: the profile, the lists its forms read and the form's own
 * code are asked for together with the page's code, not one after the other as each renders.
 */
export const ownProfileLoader = (variant: 'profile' | 'advisor') =>
  prefetchLoader(() => {
    requestOwnProfileEarly();
    const advisor = variant === 'advisor' || sessionStore.get().role === String(ROLES.advisor);
    return Promise.all([
      prefetchOwnProfile(),
      advisor ? loadAdvisorProfileForm() : loadParticipantProfileTabs(),
    ]);
  });
