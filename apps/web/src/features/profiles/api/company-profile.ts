import { type PublicCompanyProfile, publicCompanyProfileSchema } from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A company's public profile (GET /api/companies/{id}). */
export const companyProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['profiles', 'company', id],
    queryFn: ({ signal }): Promise<PublicCompanyProfile> =>
      apiRequest(`/api/companies/${id}`, { schema: publicCompanyProfileSchema, signal }),
    retry: false,
  });
