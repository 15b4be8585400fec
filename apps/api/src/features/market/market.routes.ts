import {
  deleteOfferInputSchema,
  deleteOpportunityInputSchema,
  marketItemListResponseSchema,
  marketItemResponseSchema,
  marketListQuerySchema,
  offerInputSchema,
  opportunityInputSchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { registerContentRoutes } from '../content';
import { market } from './market.service';

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

/** The 20 LOG market (DESIGN §3b): offers and opportunities, for participants whose tier has it. */
export const marketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
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
