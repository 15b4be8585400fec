/**
 * The own profile's page parts and prefetch, loaded when the profile route asks for them; this
 * file imports nothing but types, so reading it adds no code of this feature to the chunk that does.
 * An advisor's form and a participant's tabs never show together: each loads only for its role.
 */
export const loadAdvisorProfileForm = () => import('./components/advisor-profile-form');
export const loadParticipantProfileTabs = () => import('./components/participant-profile-tabs');
export const prefetchOwnProfile = () => import('./api/own-profile').then((m) => m.prefetchOwnProfile());
