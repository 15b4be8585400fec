import { ROLES } from '@acorn/contracts';
import { requestOwnProfileEarly } from '../../../features/profiles';
import { sessionStore } from '../../../lib/session';

// An advisor's form and a participant's tabs never show together: each loads only for its role.
export const loadAdvisorProfileForm = () =>
  import('../../../features/profiles/components/advisor-profile-form');
export const loadParticipantProfileTabs = () =>
  import('../../../features/profiles/components/participant-profile-tabs');

/**
 * What /profile and /sba-profile start with the page's code: the profile, the lists its forms read
 * and the form's own code are asked for together, not one after the other as each renders.
 */
export const prefetchOwnProfile = (variant: 'profile' | 'advisor') => () => {
  requestOwnProfileEarly();
  const advisor = variant === 'advisor' || sessionStore.get().role === String(ROLES.advisor);
  return Promise.all([
    import('../../../features/profiles/api/own-profile').then((module) => module.prefetchOwnProfile()),
    advisor ? loadAdvisorProfileForm() : loadParticipantProfileTabs(),
  ]);
};
