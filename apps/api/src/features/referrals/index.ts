/** What the app uses of referrals: the profile's lists, and asking, giving and showing recommendations and testimonials. */
export { referralsRoutes } from './referrals.routes';
