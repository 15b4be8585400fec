import {
  contentListQuerySchema,
  deleteProtocolInputSchema,
  protocolInputSchema,
  protocolListResponseSchema,
  protocolResponseSchema,
} from '@acorn/contracts';
import { defineContentType } from '../content';
import { protocols } from './protocols.service';

/** Protocols under the spec's calls (content-community §7), for participants whose tier has them. */
export const protocolType = defineContentType({
  type: 'protocol',
  tags: ['protocols'],
  service: protocols,
  list: {
    path: '/listPOMServicesOthers',
    query: contentListQuerySchema,
    response: protocolListResponseSchema,
  },
  detail: { path: '/POMServiceDetail', response: protocolResponseSchema },
  create: { path: '/addPOMService', body: protocolInputSchema },
  update: { path: '/editPOMService', method: 'POST', body: protocolInputSchema },
  remove: { path: '/deletePOMService', body: deleteProtocolInputSchema },
});
