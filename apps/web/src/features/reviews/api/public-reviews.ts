import { publicReviewListResponseSchema } from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/listPublicReview: the reviews a company shows on its profile, with their summary. */
export const publicReviewsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['reviews', 'public', userId],
    queryFn: ({ signal }) =>
      apiRequest('/api/listPublicReview', {
        method: 'POST',
        body: { user_id: userId },
        schema: publicReviewListResponseSchema,
        signal,
      }),
  });
