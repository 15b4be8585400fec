import {
  addReviewInputSchema,
  addReviewPermitInputSchema,
  addReviewPermitResponseSchema,
  addReviewResponseSchema,
  errorResponseSchema,
  myReviewListResponseSchema,
  needsForReviewInputSchema,
  needsForReviewResponseSchema,
  publicReviewListResponseSchema,
  publicReviewQuerySchema,
  REVIEW_MESSAGES,
  ROLES,
  reviewPermitResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import { registerFeedbackRoutes } from '../feedback';
import {
  addReview,
  listMyReviews,
  listNeedsForReview,
  listPublicReviews,
  requestReview,
  validateReviewCode,
} from './reviews.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema };

/**
 * Reviews (content-community §2 Reviews, §7): what members read on a profile, the needs an ask
 * may name, and the calls every kind of feedback has, under the spec's review names (one give
 * page for members and guests).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, mailer, storage },
) => {
  const db = database.db;
  const tags = ['reviews'];
  const security = [{ bearer: [] }];

  app.post(
    '/listPublicReview',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        security,
        body: publicReviewQuerySchema,
        response: { 200: publicReviewListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { items, summary } = await listPublicReviews({ db, storage, userId: request.body.user_id });
      return { success: items, summary };
    },
  );

  app.post(
    '/listofNeedsForReview',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags,
        security,
        body: needsForReviewInputSchema,
        response: {
          200: needsForReviewResponseSchema,
          ...errors,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await listNeedsForReview({
        db,
        userId: requireUser(request).userId,
        participant: request.body.participant,
      }),
    }),
  );

  registerFeedbackRoutes(
    app,
    { db, config, mailer },
    {
      kind: 'review',
      tags,
      paths: {
        permit: '/addReviewPermit',
        validate: '/validateReviewPermit',
        validateGuest: '/validateReviewPermitGuest',
        add: '/addReview',
        addGuest: '/addReviewGuest',
        listMine: '/listmyReview',
        change: '/changeMyReview',
        reply: '/reviews/:id/reply',
      },
      schemas: {
        permit: { body: addReviewPermitInputSchema, response: addReviewPermitResponseSchema },
        validate: { response: reviewPermitResponseSchema },
        add: { body: addReviewInputSchema, response: addReviewResponseSchema },
        listMine: { response: myReviewListResponseSchema },
      },
      messages: REVIEW_MESSAGES,
      permitted: (success) => ({ success }),
      service: {
        request: requestReview,
        validateCode: validateReviewCode,
        add: addReview,
        listMine: listMyReviews,
      },
    },
  );
};
