import {
  type AddReviewPermitInput,
  addReviewPermitInputSchema,
  addReviewPermitResponseSchema,
  type MyReview,
  myReviewListResponseSchema,
  needsForReviewResponseSchema,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { changeShowPublic, sendFeedbackPermit, sendFeedbackReply } from './my-feedback';

export const MY_REVIEWS_KEY = ['reviews', 'mine'] as const;

/** GET /api/listmyReview: the reviews the caller's company received, newest first. */
export const myReviewsQuery = () =>
  queryOptions({
    queryKey: MY_REVIEWS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/listmyReview', { schema: myReviewListResponseSchema, signal }).then(
        (answer): MyReview[] => answer.success,
      ),
  });

/**
 * POST /api/listofNeedsForReview: the needs an ask to `participant` may name, the caller's own
 * published opportunities (a give names none: its need would be the other company's).
 */
export const needsForReviewQuery = (participant: number) =>
  queryOptions({
    queryKey: ['reviews', 'needs', participant],
    queryFn: ({ signal }) =>
      apiRequest('/api/listofNeedsForReview', {
        method: 'POST',
        body: { participant },
        schema: needsForReviewResponseSchema,
        signal,
      }).then((answer) => answer.data),
  });

/** POST /api/addReviewPermit: an ask (mailed) or a give, which answers the code of the giver's own form. */
export const addReviewPermit = (input: AddReviewPermitInput) =>
  sendFeedbackPermit(
    '/api/addReviewPermit',
    addReviewPermitInputSchema.parse(input),
    addReviewPermitResponseSchema,
  );

/** POST /api/changeMyReview: the Show Public switch of one of the caller's reviews. */
export const changeMyReview = (id: number, showPublic: 'yes' | 'no') =>
  changeShowPublic('/api/changeMyReview', id, showPublic);

/** POST /api/reviews/{id}/reply: the company's one public answer to a review. */
export const replyToReview = (id: number, body: string) =>
  sendFeedbackReply(`/api/reviews/${id}/reply`, body);
