/** Recommendations and testimonials: what a company's profile shows of them, and the company's own page. */
export { PublicReferrals } from './components/public-referrals';
export { ReferralsManager } from './components/referrals-manager';
