/** /referrals (spec §2 Referrals). */
export function ReferralsPage() {
  return null;
}
