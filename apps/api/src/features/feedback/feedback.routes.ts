import { errorResponseSchema, feedbackParticipantListResponseSchema, ROLES } from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { allowRoles, requireUser } from '../../lib/auth';
import { listFeedbackParticipants } from './feedback.service';

/** What the referral and review pages share: the companies their pickers offer. */
export const feedbackRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  app.get(
    '/listOfParticipants',
    {
      onRequest: allowRoles(ROLES.participant),
      schema: {
        tags: ['feedback'],
        security: [{ bearer: [] }],
        response: {
          200: feedbackParticipantListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: await listFeedbackParticipants({
        db: database.db,
        storage,
        userId: requireUser(request).userId,
      }),
    }),
  );
};
