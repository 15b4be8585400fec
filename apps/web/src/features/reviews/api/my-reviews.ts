import {
  type AddReviewPermitInput,
  addReviewPermitInputSchema,
  addReviewPermitResponseSchema,
  feedbackReplyResponseSchema,
  feedbackSwitchResponseSchema,
  type MyReview,
  myReviewListResponseSchema,
  needsForReviewResponseSchema,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The spec's payload names only what the request has: fields left empty are not sent. */
const withoutBlanks = (body: object) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined));

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
  apiRequest('/api/addReviewPermit', {
    method: 'POST',
    body: withoutBlanks(addReviewPermitInputSchema.parse(input)),
    schema: addReviewPermitResponseSchema,
  });

/** POST /api/changeMyReview: the Show Public switch of one of the caller's reviews. */
export const changeMyReview = (id: number, showPublic: 'yes' | 'no') =>
  apiRequest('/api/changeMyReview', {
    method: 'POST',
    body: { id, reffer_status: showPublic },
    schema: feedbackSwitchResponseSchema,
  });

/** POST /api/reviews/{id}/reply: the company's one public answer to a review. */
export const replyToReview = (id: number, body: string) =>
  apiRequest(`/api/reviews/${id}/reply`, {
    method: 'POST',
    body: { body },
    schema: feedbackReplyResponseSchema,
  });
