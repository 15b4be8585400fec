/**
 * Reviews: what a company's profile shows of them, the company's own page of them, and the pieces
 * the referrals share (their grids, the company picker, the asks' submit, the own list and card).
 */
export { FeedbackGiver, FeedbackSection, FeedbackText } from './components/feedback-section';
export { MyFeedbackCard } from './components/my-feedback-card';
export { MyFeedbackList, ReadOnlyNote } from './components/my-feedback-list';
export { ParticipantPicker } from './components/participant-picker';
export { PublicReviews } from './components/public-reviews';
export { RequestSection } from './components/request-section';
export { ReviewsManager } from './components/reviews-manager';
export { useFeedbackRequest } from './hooks/use-feedback-request';
