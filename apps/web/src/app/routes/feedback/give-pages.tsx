/** The give forms reached by a code (spec §2 Referrals and Reviews). */
export function GiveReferralPage() {
  return null;
}
export function GiveGuestReferralPage() {
  return null;
}
export function GiveReviewPage() {
  return null;
}
