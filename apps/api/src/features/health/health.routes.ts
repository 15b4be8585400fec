import { errorResponseSchema, healthResponseSchema } from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { DatabaseUnavailableError } from '../../lib/database-errors';
import { APP_VERSION } from '../../version';

/** 200 only while the database answers, so a load balancer takes a broken instance out. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: errorResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
      return { status: 'ok' as const, database: 'up' as const, version: APP_VERSION };
    },
  );
};
