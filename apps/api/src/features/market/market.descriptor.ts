import {
  deleteOfferInputSchema,
  deleteOpportunityInputSchema,
  marketItemListResponseSchema,
  marketItemResponseSchema,
  marketListQuerySchema,
  offerInputSchema,
  opportunityInputSchema,
} from '@acorn/contracts';
import { defineContentType } from '../content';
import { market } from './market.service';

/**
 * Each side of the 20 LOG market (DESIGN §3b) under its own path, on the one market service, with
 * the spec's name for the id in DELETE.
 */
const side = (options: {
  type: 'offer' | 'opportunity';
  path: string;
  input: typeof offerInputSchema | typeof opportunityInputSchema;
  remove: typeof deleteOfferInputSchema | typeof deleteOpportunityInputSchema;
}) =>
  defineContentType({
    type: options.type,
    tags: ['market'],
    service: market,
    list: { path: options.path, query: marketListQuerySchema, response: marketItemListResponseSchema },
    detail: { path: options.path, response: marketItemResponseSchema },
    create: { path: options.path, body: options.input },
    update: { path: options.path, method: 'PUT', body: options.input },
    remove: { path: options.path, body: options.remove },
  });

/** Offers: I want to sell. */
export const offerType = side({
  type: 'offer',
  path: '/market/offers',
  input: offerInputSchema,
  remove: deleteOfferInputSchema,
});

/** Opportunities: I want to buy. */
export const opportunityType = side({
  type: 'opportunity',
  path: '/market/opportunities',
  input: opportunityInputSchema,
  remove: deleteOpportunityInputSchema,
});
