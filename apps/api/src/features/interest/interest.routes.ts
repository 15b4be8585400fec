import {
  errorResponseSchema,
  interestInputSchema,
  interestResponseSchema,
  ROLES,
  sendInterestedNotificationInputSchema,
  sendInterestedNotificationResponseSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../lib/auth';
import { contentErrorResponses } from '../content';
import { sendInterestedNotification, unwantItem, wantItem, wantOf } from './interest.service';

/** The spec words no success for a message; this is what the dialog can show. */
const MESSAGE_SENT = 'Your message was sent';

/** Messages are mail to another member: a few an hour per sender, counted where every instance sees it. */
const MESSAGE_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/** Want (and taking it back) and e-mailing an owner through the platform (DESIGN §3b). */
export const interestRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, database, mailer, storage },
) => {
  const db = database.db;
  const tags = ['interest'];
  const security = [{ bearer: [] }];
  const errors = { ...contentErrorResponses, 409: errorResponseSchema };

  app.get(
    '/interest',
    {
      schema: {
        tags,
        security,
        querystring: interestInputSchema,
        response: { 200: interestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await wantOf({
        db,
        userId: requireRole(request, ROLES.participant).userId,
        input: request.query,
      }),
    }),
  );

  app.post(
    '/interest',
    {
      schema: {
        tags,
        security,
        body: interestInputSchema,
        response: { 200: interestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await wantItem({
        db,
        config,
        mailer,
        userId: requireRole(request, ROLES.participant).userId,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/interest',
    {
      schema: {
        tags,
        security,
        body: interestInputSchema,
        response: { 200: interestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await unwantItem({
        db,
        userId: requireRole(request, ROLES.participant).userId,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/sendInterestedNotification',
    {
      config: { rateLimit: MESSAGE_LIMIT },
      schema: {
        tags,
        security,
        body: sendInterestedNotificationInputSchema,
        response: { 200: sendInterestedNotificationResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await sendInterestedNotification({
        db,
        storage,
        config,
        mailer,
        userId: requireRole(request, ROLES.participant).userId,
        input: request.body,
      });
      return { success: MESSAGE_SENT };
    },
  );
};
