/** Profiles: the owner's forms and their calls, the advisor's completion step and the public profiles. */
export { useOwnProfile } from './api/own-profile';
export { requestOwnProfileEarly } from './api/own-profile-requests';
export { advisorProfileQuery } from './api/public-profiles';
export { AdvisorCompletionForm } from './components/advisor-completion-form';
export { AdvisorProfileView } from './components/public-profile/advisor-profile';
export { CompanyProfileView } from './components/public-profile/company-profile';
export { TermsNotice } from './components/terms-notice';
