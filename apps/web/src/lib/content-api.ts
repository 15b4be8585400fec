import type { ListMeta } from '@acorn/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from './api-client';

/** Where one content type's calls live (the spec names them per type, content-community §7). */
export interface ContentPaths {
  /** GET with page, perPage, user, search; also POST to create unless `create` is given. */
  list: string;
  create?: string;
  item: (id: number) => string;
  /** The edit call and its method (PUT on the market, POST editX/{id} for the spec's others). */
  update: { path: (id: number) => string; method: 'PUT' | 'POST' };
  /** DELETE with the id under the spec's name for it ({ offerId }, { protocolId }), or at `path/{id}`. */
  remove: { path: string; idKey: string; inPath?: boolean };
}

export interface ContentListParams {
  page: number;
  perPage: number;
  user?: number;
  search?: string;
  /** Giveaways: only those the caller applied to. */
  applied?: '1';
}

const removedSchema = z.object({ success: z.string() });

/**
 * One content type's calls and queries: read one, create, edit, list (public or one company's),
 * delete. `key` starts every query key of the type, so a save refreshes all its lists.
 */
export function contentApi<Item>(options: {
  key: readonly string[];
  paths: ContentPaths;
  itemSchema: z.ZodMiniType<{ data: Item }>;
  listSchema: z.ZodMiniType<{ data: Item[]; meta: ListMeta }>;
}) {
  const { key, paths, itemSchema, listSchema } = options;
  const keys = {
    all: key,
    item: (id: number): QueryKey => [...key, 'item', id],
    list: (params: ContentListParams): QueryKey => [...key, 'list', params],
  };
  const get = async (id: number): Promise<Item> =>
    (await apiRequest(paths.item(id), { schema: itemSchema })).data;
  const create = async (body: unknown): Promise<Item> =>
    (await apiRequest(paths.create ?? paths.list, { method: 'POST', body, schema: itemSchema })).data;
  const update = async (id: number, body: unknown): Promise<Item> =>
    (await apiRequest(paths.update.path(id), { method: paths.update.method, body, schema: itemSchema })).data;
  const itemQuery = (id: number) =>
    queryOptions({ queryKey: keys.item(id), queryFn: () => get(id), retry: false });

  return {
    keys,
    get,
    create,
    update,
    itemQuery,
    /** A page of the public items, or of one company's (for its owner, in every status). */
    useList: (params: ContentListParams) =>
      useQuery({
        queryKey: keys.list(params),
        queryFn: () => apiRequest(paths.list, { query: { ...params }, schema: listSchema }),
        placeholderData: keepPreviousData,
      }),
    /** The public items page after page ('Show more' adds the next page under the ones shown). */
    moreListQuery: (params: Omit<ContentListParams, 'page'>) =>
      infiniteQueryOptions({
        queryKey: [...key, 'more', params] as QueryKey,
        queryFn: ({ pageParam }) =>
          apiRequest(paths.list, { query: { ...params, page: pageParam }, schema: listSchema }),
        initialPageParam: 1,
        getNextPageParam: (last: { meta: ListMeta }) =>
          last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
        placeholderData: keepPreviousData,
      }),
    /** Deletes one of the owner's items and refreshes the type's lists. */
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: number) =>
          paths.remove.inPath
            ? apiRequest(`${paths.remove.path}/${id}`, { method: 'DELETE', schema: removedSchema })
            : apiRequest(paths.remove.path, {
                method: 'DELETE',
                body: { [paths.remove.idKey]: id },
                schema: removedSchema,
              }),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
      });
    },
  };
}
