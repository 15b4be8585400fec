import { type PublicAdvisorProfile, publicAdvisorProfileSchema } from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** An advisor's public profile (GET /api/advisors/{id}). */
export const advisorProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['profiles', 'advisor', id] as const,
    queryFn: ({ signal }): Promise<PublicAdvisorProfile> =>
      apiRequest(`/api/advisors/${id}`, { schema: publicAdvisorProfileSchema, signal }),
    retry: false,
  });
