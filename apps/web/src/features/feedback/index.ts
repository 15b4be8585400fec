/**
 * What referrals and reviews share on the web (decision 039): the give pages' forms, the
 * evidence beside each piece of feedback, the profile's 'Give us some feedback' panel and reports.
 */
export { EvidenceBadge } from './components/evidence-badge';
export { GiveReferral } from './components/give-referral';
export { GiveReview } from './components/give-review';
