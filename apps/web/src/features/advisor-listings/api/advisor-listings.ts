import { advisorListingListResponseSchema, advisorListingResponseSchema } from '@acorn/contracts';
import { contentApi } from '../../../lib/content-api';

/**
 * Advisor listings' calls: GET/POST /api/advisor-listings, GET/PUT/DELETE
 * /api/advisor-listings/{id} (the spec's /api/advisors paths are the advisor's account and profile).
 */
export const advisorListingsApi = contentApi({
  key: ['advisor-listings'],
  paths: {
    list: '/api/advisor-listings',
    item: (id) => `/api/advisor-listings/${id}`,
    update: { path: (id) => `/api/advisor-listings/${id}`, method: 'PUT' },
    remove: { path: '/api/advisor-listings', idKey: 'id', inPath: true },
  },
  itemSchema: advisorListingResponseSchema,
  listSchema: advisorListingListResponseSchema,
});
