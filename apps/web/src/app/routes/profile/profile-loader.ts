import { ROLES } from '@acorn/contracts';
import { requestOwnProfileEarly } from '../../../features/profiles';
import { sessionStore } from '../../../lib/session';
import { prefetchLoader } from '../../lazy-page';

// An advisor's form and a participant's tabs never show together: each loads only for its role.
export const loadAdvisorProfileForm = () =>
  import('../../../features/profiles/components/advisor-profile-form');
export const loadParticipantProfileTabs = () =>
  import('../../../features/profiles/components/participant-profile-tabs');

/**
 * Loader of /profile and /sba-profile: the profile, the lists its forms read and the form's own
 * code are asked for together with the page's code, not one after the other as each renders.
 */
export const ownProfileLoader = (variant: 'profile' | 'advisor') =>
  prefetchLoader(() => {
    requestOwnProfileEarly();
    const advisor = variant === 'advisor' || sessionStore.get().role === String(ROLES.advisor);
    return Promise.all([
      import('../../../features/profiles/api/own-profile').then((module) => module.prefetchOwnProfile()),
      advisor ? loadAdvisorProfileForm() : loadParticipantProfileTabs(),
    ]);
  });
