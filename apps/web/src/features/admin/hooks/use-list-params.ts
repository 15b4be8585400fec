import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, readParam, withParams } from '../lib/list-params';

/**
 * A console list's filters and page, kept in the URL. `allowed` limits a filter to the values its
 * control offers; filter changes replace the history entry, turning pages adds one.
 */
export function useListParams<Key extends string>(
  keys: readonly Key[],
  allowed: Partial<Record<Key, readonly string[]>> = {},
) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for `params`, whose identity changes on every render
  const values = useMemo(() => {
    const result = {} as Record<Key, string>;
    for (const key of keys) result[key] = readParam(params, key, allowed[key]);
    return result;
  }, [search]);
  const page = readPage(params);

  const setFilters = useCallback(
    (changes: Partial<Record<Key, string>>) =>
      setParams((previous) => withParams(previous, changes), { replace: true }),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) => setParams((previous) => withParams(previous, { page: next })),
    [setParams],
  );
  return { values, page, setFilters, setPage };
}
