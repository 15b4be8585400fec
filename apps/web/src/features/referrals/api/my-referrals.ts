import {
  type AddReferralPermitInput,
  addReferralPermitInputSchema,
  addReferralPermitResponseSchema,
  feedbackReplyResponseSchema,
  feedbackSwitchResponseSchema,
  type MyReferral,
  myReferralListResponseSchema,
  type ReferralType,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The spec's payload names only what the request has: fields left empty are not sent. */
const withoutBlanks = (body: object) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined));

export const myReferralsKey = (type: ReferralType) => ['referrals', 'mine', type] as const;

/** POST /api/listmyReferral: the recommendations or testimonials the caller's company received. */
export const myReferralsQuery = (type: ReferralType) =>
  queryOptions({
    queryKey: myReferralsKey(type),
    queryFn: ({ signal }) =>
      apiRequest('/api/listmyReferral', {
        method: 'POST',
        body: { reffer_type: type },
        schema: myReferralListResponseSchema,
        signal,
      }).then((answer): MyReferral[] => answer.success),
  });

/** POST /api/addReferralPermit: an ask (mailed) or a give, which answers the code of the giver's own form. */
export const addReferralPermit = (input: AddReferralPermitInput) =>
  apiRequest('/api/addReferralPermit', {
    method: 'POST',
    body: withoutBlanks(addReferralPermitInputSchema.parse(input)),
    schema: addReferralPermitResponseSchema,
  });

/** POST /api/changeMyReferral: the Show Public switch of one of the caller's referrals. */
export const changeMyReferral = (id: number, showPublic: 'yes' | 'no') =>
  apiRequest('/api/changeMyReferral', {
    method: 'POST',
    body: { id, reffer_status: showPublic },
    schema: feedbackSwitchResponseSchema,
  });

/** POST /api/referrals/{id}/reply: the company's one public answer to a referral. */
export const replyToReferral = (id: number, body: string) =>
  apiRequest(`/api/referrals/${id}/reply`, {
    method: 'POST',
    body: { body },
    schema: feedbackReplyResponseSchema,
  });
