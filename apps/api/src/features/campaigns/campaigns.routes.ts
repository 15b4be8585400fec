import {
  campaignInputSchema,
  campaignListResponseSchema,
  campaignResponseSchema,
  contentListQuerySchema,
} from '@acorn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { registerContentRoutes } from '../content';
import { campaigns } from './campaigns.service';

/** Campaigns under DESIGN §3b: GET/POST /api/campaigns, GET/PUT/DELETE /api/campaigns/{id}. */
export const campaignRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  registerContentRoutes(
    app,
    { db: database.db, storage },
    {
      type: 'campaign',
      tags: ['campaigns'],
      service: campaigns,
      list: { path: '/campaigns', query: contentListQuerySchema, response: campaignListResponseSchema },
      detail: { path: '/campaigns', response: campaignResponseSchema },
      create: { path: '/campaigns', body: campaignInputSchema },
      update: { path: '/campaigns', method: 'PUT', body: campaignInputSchema },
      remove: { path: '/campaigns' },
    },
  );
};
