import {
  type PublicAdvisorProfile,
  type PublicCompanyProfile,
  publicAdvisorProfileSchema,
  publicCompanyProfileSchema,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A company's public profile (GET /api/companies/{id}). */
export const companyProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['profiles', 'company', id] as const,
    queryFn: ({ signal }): Promise<PublicCompanyProfile> =>
      apiRequest(`/api/companies/${id}`, { schema: publicCompanyProfileSchema, signal }),
    retry: false,
  });

/** An advisor's public profile (GET /api/advisors/{id}). */
export const advisorProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['profiles', 'advisor', id] as const,
    queryFn: ({ signal }): Promise<PublicAdvisorProfile> =>
      apiRequest(`/api/advisors/${id}`, { schema: publicAdvisorProfileSchema, signal }),
    retry: false,
  });
