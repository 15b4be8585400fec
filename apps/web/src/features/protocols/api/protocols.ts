import { protocolListResponseSchema, protocolResponseSchema } from '@acorn/contracts';
import { contentApi } from '../../../lib/content-api';

/** The spec's protocol calls (content-community §7: the "POM services"). */
export const protocolsApi = contentApi({
  key: ['protocols'],
  paths: {
    list: '/api/listPOMServicesOthers',
    create: '/api/addPOMService',
    item: (id) => `/api/POMServiceDetail/${id}`,
    update: { path: (id) => `/api/editPOMService/${id}`, method: 'POST' },
    remove: { path: '/api/deletePOMService', idKey: 'protocolId' },
  },
  itemSchema: protocolResponseSchema,
  listSchema: protocolListResponseSchema,
});
