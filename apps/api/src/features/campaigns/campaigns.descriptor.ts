import {
  campaignInputSchema,
  campaignListResponseSchema,
  campaignResponseSchema,
  contentListQuerySchema,
} from '@acorn/contracts';
import { defineContentType } from '../content';
import { campaigns } from './campaigns.service';

/** Campaigns under DESIGN §3b: GET/POST /api/campaigns, GET/PUT/DELETE /api/campaigns/{id}. */
export const campaignType = defineContentType({
  type: 'campaign',
  tags: ['campaigns'],
  service: campaigns,
  list: { path: '/campaigns', query: contentListQuerySchema, response: campaignListResponseSchema },
  detail: { path: '/campaigns', response: campaignResponseSchema },
  create: { path: '/campaigns', body: campaignInputSchema },
  update: { path: '/campaigns', method: 'PUT', body: campaignInputSchema },
  remove: { path: '/campaigns' },
});
