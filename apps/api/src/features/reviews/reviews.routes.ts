import {
  errorResponseSchema,
  publicReviewListResponseSchema,
  publicReviewQuerySchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth';
import { listPublicReviews } from './reviews.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema };

/** What members read of a company's reviews on its profile (DESIGN §3b). */
export const reviewsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  app.post(
    '/listPublicReview',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        body: publicReviewQuerySchema,
        response: { 200: publicReviewListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { items, summary } = await listPublicReviews({
        db: database.db,
        storage,
        userId: request.body.user_id,
      });
      return { success: items, summary };
    },
  );
};
