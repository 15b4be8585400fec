/**
 * Reviews: what a company's profile shows of them, the company's own page of them, and the pieces
 * the referrals share (their grids, the asks' and gives' forms and fields, the own list and card
 * and their calls, the stars).
 */
export { changeShowPublic, sendFeedbackPermit, sendFeedbackReply } from './api/my-feedback';
export { FeedbackFoot, FeedbackSection, FeedbackText } from './components/feedback-section';
export { MyFeedbackCard } from './components/my-feedback-card';
export { MyFeedbackList, ReadOnlyNote } from './components/my-feedback-list';
export { PublicReviews } from './components/public-reviews';
export { GuestAskFields, RequestParticipant } from './components/request-fields';
export { RequestForm } from './components/request-section';
export { ReviewsManager } from './components/reviews-manager';
export { useFeedbackRequest } from './hooks/use-feedback-request';
