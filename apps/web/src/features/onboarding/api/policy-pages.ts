import { type Language, type Page, POLICY_PAGE_IDS, pageResponseSchema } from '@acorn/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/pages/{id} for 2 to 5: privacy policy, terms, cookie policy and the participants' contract. */
const policyPagesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['pages', 'policies', lang],
    queryFn: (): Promise<Page[]> =>
      Promise.all(
        POLICY_PAGE_IDS.map(
          async (id) =>
            (await apiRequest(`/api/pages/${id}`, { query: { lang }, schema: pageResponseSchema })).data,
        ),
      ),
    staleTime: 10 * 60_000,
  });

export const usePolicyPages = (lang: Language) => useQuery(policyPagesQueryOptions(lang));
