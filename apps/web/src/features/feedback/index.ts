/**
 * What referrals and reviews share on the web (decision 039): the give pages' forms, the
 * evidence beside each piece of feedback, the profile's 'Give us some feedback' panel and reports.
 */

export { FeedbackReplyNote, HowReviewsWorkLink, useCanReport } from './components/card-parts';
export { EvidenceBadge } from './components/evidence-badge';
export { GiveFeedbackPanel } from './components/give-feedback-panel';
export { GiveReferral } from './components/give-referral';
export { GiveReview } from './components/give-review';
export { RatingHistogram, useAverageFormat } from './components/rating-histogram';
export { ReportButton, ReportDialog } from './components/report-button';
