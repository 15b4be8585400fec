import { useParams } from 'react-router';
import { GiveReferral, GiveReview } from '../../../features/feedback';
import { useSession } from '../../../lib/use-session';

/** The give forms reached by a code (spec §2 Referrals and Reviews). */

/** /give/referral/{code}: a member's own referral form (the member calls). */
export function GiveReferralPage() {
  const code = useParams().code ?? '';
  return <GiveReferral key={code} code={code} giver="member" />;
}

/** /give/guest-referral/{code}: the form an ask e-mailed to someone outside the platform opens (the Guest calls). */
export function GiveGuestReferralPage() {
  const code = useParams().code ?? '';
  return <GiveReferral key={code} code={code} giver="guest" />;
}

/** /give/review/{code}: one page for members (their calls) and guests (the Guest calls). */
export function GiveReviewPage() {
  const code = useParams().code ?? '';
  const { token } = useSession();
  return <GiveReview key={code} code={code} giver={token ? 'member' : 'guest'} />;
}
