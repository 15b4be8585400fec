import {
  type AddReferralPermitInput,
  addReferralPermitInputSchema,
  addReferralPermitResponseSchema,
  type MyReferral,
  myReferralListResponseSchema,
  type ReferralType,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { changeShowPublic, sendFeedbackPermit, sendFeedbackReply } from '../../reviews';

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
  sendFeedbackPermit(
    '/api/addReferralPermit',
    addReferralPermitInputSchema.parse(input),
    addReferralPermitResponseSchema,
  );

/** POST /api/changeMyReferral: the Show Public switch of one of the caller's referrals. */
export const changeMyReferral = (id: number, showPublic: 'yes' | 'no') =>
  changeShowPublic('/api/changeMyReferral', id, showPublic);

/** POST /api/referrals/{id}/reply: the company's one public answer to a referral. */
export const replyToReferral = (id: number, body: string) =>
  sendFeedbackReply(`/api/referrals/${id}/reply`, body);
