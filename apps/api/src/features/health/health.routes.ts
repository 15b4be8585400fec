import { errorResponseSchema, healthResponseSchema } from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { APP_VERSION } from '../../version';

/** 200 only while the database answers, so a load balancer takes a broken instance out. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: errorResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database did not answer the health check');
        throw new AppError(503, 'database_unavailable', 'The database is not available');
      }
      return { status: 'ok' as const, database: 'up' as const, version: APP_VERSION };
    },
  );
};
