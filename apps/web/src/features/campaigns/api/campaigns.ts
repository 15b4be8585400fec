import { campaignListResponseSchema, campaignResponseSchema } from '@acorn/contracts';
import { contentApi } from '../../../lib/content-api';

/** Campaigns' calls (DESIGN §3b): GET/POST /api/campaigns, GET/PUT/DELETE /api/campaigns/{id}. */
export const campaignsApi = contentApi({
  key: ['campaigns'],
  paths: {
    list: '/api/campaigns',
    item: (id) => `/api/campaigns/${id}`,
    update: { path: (id) => `/api/campaigns/${id}`, method: 'PUT' },
    remove: { path: '/api/campaigns', idKey: 'id', inPath: true },
  },
  itemSchema: campaignResponseSchema,
  listSchema: campaignListResponseSchema,
});
