import {
  advisorListingInputSchema,
  advisorListingListResponseSchema,
  advisorListingResponseSchema,
  contentListQuerySchema,
} from '@acorn/contracts';
import { defineContentType } from '../content';
import { advisorListings } from './advisor-listings.service';

/**
 * Advisor listings: GET/POST /api/advisor-listings, GET/PUT/DELETE /api/advisor-listings/{id}.
 * Not the spec's /api/advisors: POST /api/advisors registers an advisor account, PUT
 * /api/advisors/{id} is the advisor's completion form and GET /api/advisors/{id} their public
 * profile (DESIGN §3b).
 */
export const advisorListingType = defineContentType({
  type: 'advisor',
  // The OpenAPI document's tag as published: generated clients name their classes by it.
  tags: ['advisors'],
  service: advisorListings,
  list: {
    path: '/advisor-listings',
    query: contentListQuerySchema,
    response: advisorListingListResponseSchema,
  },
  detail: { path: '/advisor-listings', response: advisorListingResponseSchema },
  create: { path: '/advisor-listings', body: advisorListingInputSchema },
  update: { path: '/advisor-listings', method: 'PUT', body: advisorListingInputSchema },
  remove: { path: '/advisor-listings' },
});
