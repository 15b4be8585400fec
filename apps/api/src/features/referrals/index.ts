/** What the app uses of referrals: the profile's list of recommendations and testimonials. */
export { referralsRoutes } from './referrals.routes';
