/** Recommendations and testimonials: what a company's profile shows of them. */
export { PublicReferrals } from './components/public-referrals';
