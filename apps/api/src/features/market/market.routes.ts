import {
  deleteOfferInputSchema,
  deleteOpportunityInputSchema,
  errorResponseSchema,
  idParamsSchema,
  type MarketType,
  marketItemListResponseSchema,
  marketItemResponseSchema,
  marketListQuerySchema,
  offerInputSchema,
  opportunityInputSchema,
  ROLES,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireRole } from '../../lib/auth';
import { requestLanguage } from '../../lib/language';
import * as market from './market.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const security = [{ bearer: [] }];
const removedResponseSchema = z.object({ success: z.string() });

/** Each side of the market under its own path, with the spec's name for the id in DELETE. */
const SIDES = [
  {
    type: 'offer',
    path: '/market/offers',
    input: offerInputSchema,
    remove: deleteOfferInputSchema,
  },
  {
    type: 'opportunity',
    path: '/market/opportunities',
    input: opportunityInputSchema,
    remove: deleteOpportunityInputSchema,
  },
] as const;

/** The 20 LOG market (DESIGN §3b): offers and opportunities, for participants whose tier has it. */
export const marketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  const db = database.db;
  const tags = ['market'];

  for (const side of SIDES) {
    const type: MarketType = side.type;
    const caller = (request: Parameters<typeof requireRole>[0]) => ({
      db,
      storage,
      userId: requireRole(request, ROLES.participant).userId,
      language: requestLanguage(request),
      type,
    });

    app.get(
      side.path,
      {
        schema: {
          tags,
          security,
          querystring: marketListQuerySchema,
          response: { 200: marketItemListResponseSchema, ...errors },
        },
      },
      async (request) => market.listMarketItems({ ...caller(request), query: request.query }),
    );

    app.post(
      side.path,
      {
        schema: { tags, security, body: side.input, response: { 201: marketItemResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const data = await market.createMarketItem({ ...caller(request), input: request.body });
        return reply.status(201).send({ data });
      },
    );

    app.get(
      `${side.path}/:id`,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: marketItemResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await market.getMarketItem({ ...caller(request), id: request.params.id }),
      }),
    );

    app.put(
      `${side.path}/:id`,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: side.input,
          response: { 200: marketItemResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await market.updateMarketItem({
          ...caller(request),
          id: request.params.id,
          input: request.body,
        }),
      }),
    );

    app.delete(
      side.path,
      { schema: { tags, security, body: side.remove, response: { 200: removedResponseSchema, ...errors } } },
      async (request) => {
        const { userId } = requireRole(request, ROLES.participant);
        await market.deleteMarketItem({ db, userId, type, id: request.body.id });
        return { success: market.MARKET_MESSAGES.removed };
      },
    );
  }
};
