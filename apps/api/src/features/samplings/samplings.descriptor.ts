import {
  deleteSamplingInputSchema,
  samplingInputSchema,
  samplingListQuerySchema,
  samplingListResponseSchema,
  samplingResponseSchema,
} from '@acorn/contracts';
import { defineContentType } from '../content';
import { samplingApplicationRoutes } from './samplings.routes';
import { samplings } from './samplings.service';

/** The spec's giveaway ("surprise box") calls (content-community §7), for participants whose tier has them. */
export const samplingType = defineContentType({
  type: 'sampling',
  tags: ['samplings'],
  service: samplings,
  list: {
    path: '/listOtherSurpriseBox',
    query: samplingListQuerySchema,
    response: samplingListResponseSchema,
  },
  detail: { path: '/surpriseBoxDetail', response: samplingResponseSchema },
  create: { path: '/addSurpriseBox', body: samplingInputSchema },
  update: { path: '/editSurpriseBox', method: 'POST', body: samplingInputSchema },
  remove: { path: '/deleteSurpriseBox', body: deleteSamplingInputSchema },
  routes: samplingApplicationRoutes,
});
