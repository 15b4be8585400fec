import { publicReferralListResponseSchema, type ReferralType } from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/listPublicReferral: the recommendations or testimonials a company shows on its profile. */
export const publicReferralsQuery = (type: ReferralType, userId: number) =>
  queryOptions({
    queryKey: ['referrals', 'public', type, userId],
    queryFn: ({ signal }) =>
      apiRequest('/api/listPublicReferral', {
        method: 'POST',
        body: { reffer_type: type, user_id: userId },
        schema: publicReferralListResponseSchema,
        signal,
      }).then((answer) => answer.success),
  });
