import { type Language, type Page, pageResponseSchema } from '@acorn/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const getPageBySlug = async (slug: string, lang: Language): Promise<Page> =>
  (
    await apiRequest(`/api/page/${encodeURIComponent(slug)}`, {
      query: { lang },
      schema: pageResponseSchema,
    })
  ).data;

const pageQueryOptions = (slug: string, lang: Language) =>
  queryOptions({ queryKey: ['pages', slug, lang], queryFn: () => getPageBySlug(slug, lang) });

export const usePage = (slug: string, lang: Language) => useQuery(pageQueryOptions(slug, lang));
