import { type PublicCompanyProfile, publicCompanyProfileSchema } from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * A company's public profile (GET /api/companies/{id}): its pages and the author block of every
 * content item read it, so it sits below both.
 */
export const companyProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['profiles', 'company', id] as const,
    queryFn: ({ signal }): Promise<PublicCompanyProfile> =>
      apiRequest(`/api/companies/${id}`, { schema: publicCompanyProfileSchema, signal }),
    retry: false,
  });
