import { feedResponseSchema, marketBrowseQuerySchema, ROLES } from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { contentErrorResponses } from '../content';
import { browseMarket, market } from './market.service';

/**
 * The 20 LOG market to browse (DESIGN §3b): GET /api/market, other companies' offers or
 * opportunities, for participants whose tier has it. Each side's own calls are its descriptor's.
 */
export const marketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader, storage }) => {
  app.get(
    '/market',
    {
      schema: {
        tags: ['market'],
        security: [{ bearer: [] }],
        'x-feature': market.feature,
        querystring: marketBrowseQuerySchema,
        response: { 200: feedResponseSchema, ...contentErrorResponses },
      },
    },
    async (request) =>
      browseMarket({
        db: reader(request),
        storage,
        viewerId: requireRole(request, ROLES.participant).userId,
        language: requestLanguage(request),
        query: request.query,
      }),
  );
};
