import {
  type PublicCompanyPreview,
  type PublicContentPreview,
  type PublicContentType,
  publicCompanyPreviewResponseSchema,
  publicContentPreviewResponseSchema,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What a visitor reads of a shared company (GET /api/public/companies/{id}). */
export const companyPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: ['share', 'company', id] as const,
    queryFn: async ({ signal }): Promise<PublicCompanyPreview> =>
      (
        await apiRequest(`/api/public/companies/${id}`, {
          schema: publicCompanyPreviewResponseSchema,
          signal,
        })
      ).data,
    retry: false,
  });

/** What a visitor reads of a shared item (GET /api/public/content/{type}/{id}). */
export const contentPreviewQuery = (type: PublicContentType, id: number) =>
  queryOptions({
    queryKey: ['share', type, id] as const,
    queryFn: async ({ signal }): Promise<PublicContentPreview> =>
      (
        await apiRequest(`/api/public/content/${type}/${id}`, {
          schema: publicContentPreviewResponseSchema,
          signal,
        })
      ).data,
    retry: false,
  });
