import {
  deleteOfferInputSchema,
  deleteOpportunityInputSchema,
  feedResponseSchema,
  marketBrowseQuerySchema,
  marketItemListResponseSchema,
  marketItemResponseSchema,
  marketListQuerySchema,
  offerInputSchema,
  opportunityInputSchema,
  ROLES,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import { contentErrorResponses, registerContentRoutes } from '../content';
import { browseMarket, market } from './market.service';

/** Each side of the market under its own path, with the spec's name for the id in DELETE. */
const SIDES = [
  { type: 'offer', path: '/market/offers', input: offerInputSchema, remove: deleteOfferInputSchema },
  {
    type: 'opportunity',
    path: '/market/opportunities',
    input: opportunityInputSchema,
    remove: deleteOpportunityInputSchema,
  },
] as const;

/**
 * The 20 LOG market (DESIGN §3b): offers and opportunities, for participants whose tier has it;
 * GET /api/market browses other companies' items.
 */
export const marketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
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
        db: database.db,
        storage,
        viewerId: requireRole(request, ROLES.participant).userId,
        language: requestLanguage(request),
        query: request.query,
      }),
  );

  for (const side of SIDES) {
    registerContentRoutes(
      app,
      { db: database.db, storage },
      {
        type: side.type,
        tags: ['market'],
        service: market,
        list: { path: side.path, query: marketListQuerySchema, response: marketItemListResponseSchema },
        detail: { path: side.path, response: marketItemResponseSchema },
        create: { path: side.path, body: side.input },
        update: { path: side.path, method: 'PUT', body: side.input },
        remove: { path: side.path, body: side.remove },
      },
    );
  }
};
