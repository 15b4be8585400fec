import {
  errorResponseSchema,
  publicReferralListResponseSchema,
  publicReferralQuerySchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth';
import { listPublicReferrals } from './referrals.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema };

/** What members read of a company's recommendations and testimonials on its profile (DESIGN §3b). */
export const referralsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  app.post(
    '/listPublicReferral',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['referrals'],
        security: [{ bearer: [] }],
        body: publicReferralQuerySchema,
        response: { 200: publicReferralListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: await listPublicReferrals({
        db: database.db,
        storage,
        userId: request.body.user_id,
        type: request.body.reffer_type,
      }),
    }),
  );
};
