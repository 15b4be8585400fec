/** What the app and the referrals use of reviews: the profile's list, and who gave a piece of feedback. */
export { giverColumns, joinGiver, presentGiver } from './feedback-giver';
export { reviewsRoutes } from './reviews.routes';
