import {
  samplingApplyResponseSchema,
  samplingListResponseSchema,
  samplingResponseSchema,
} from '@acorn/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentApi } from '../../../lib/content-api';
import { queryClient } from '../../../lib/query-client';

/** The spec's giveaway calls (content-community §7: the "surprise boxes"). */
export const samplingsApi = contentApi({
  key: ['samplings'],
  paths: {
    list: '/api/listOtherSurpriseBox',
    create: '/api/addSurpriseBox',
    item: (id) => `/api/surpriseBoxDetail/${id}`,
    update: { path: (id) => `/api/editSurpriseBox/${id}`, method: 'POST' },
    remove: { path: '/api/deleteSurpriseBox', idKey: 'surpriseBoxId' },
  },
  itemSchema: samplingResponseSchema,
  listSchema: samplingListResponseSchema,
});

/** Applies for a giveaway (POST surpriseBoxAdd { surprise_id }). */
export const useApplyForSampling = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiRequest('/api/surpriseBoxAdd', {
        method: 'POST',
        body: { surprise_id: id },
        schema: samplingApplyResponseSchema,
      }),
  });

/** What the spec's 'Close reloads' means here: every giveaway list and detail asks again. */
export const reloadSamplings = () => queryClient.invalidateQueries({ queryKey: samplingsApi.keys.all });
