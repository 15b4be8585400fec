/** Reviews: what a company's profile shows of them, and the pieces the referrals' grids share. */
export { FeedbackGiver, FeedbackSection, FeedbackText } from './components/feedback-section';
export { PublicReviews } from './components/public-reviews';
