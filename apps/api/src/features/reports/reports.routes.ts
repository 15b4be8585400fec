import { errorResponseSchema, ROLES, reportInputSchema, reportResponseSchema } from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import { reportItem } from './reports.service';

/** Each report reaches the operators: a member files a few an hour, counted where every instance sees it. */
const REPORT_LIMIT = { max: 20, timeWindow: 60 * 60_000 };

/** Members report a review, a referral or a content item to the operators (DESIGN §3b Trust). */
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.post(
    '/reports',
    {
      onRequest: allowRoles(ROLES.participant, ROLES.advisor),
      config: { rateLimit: REPORT_LIMIT },
      schema: {
        tags: ['reports'],
        security: [{ bearer: [] }],
        body: reportInputSchema,
        response: {
          200: reportResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: await reportItem({
        db: database.db,
        reporterId: requireUser(request).userId,
        input: request.body,
      }),
    }),
  );
};
