import { useCallback, useMemo, useRef } from 'react';
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

  // A change of params is a navigation that lands later (its guard runs first), so two filters
  // changed before the first lands (advisor, then month) would lose the first: build on the last
  // params asked for instead.
  // When the address changes: to the last params asked for, nothing is pending; to a location
  // this list did not ask for (back, a link), that is the new starting point.
  const latest = useRef(params);
  const asked = useRef(new Set<string>());
  const shown = useRef(search);
  if (search !== shown.current) {
    shown.current = search;
    if (search === latest.current.toString()) asked.current.clear();
    else if (!asked.current.has(search)) {
      latest.current = params;
      asked.current.clear();
    }
  }
  const change = useCallback(
    (changes: Parameters<typeof withParams>[1], replace: boolean) => {
      latest.current = withParams(latest.current, changes);
      asked.current.add(latest.current.toString());
      setParams(latest.current, { replace });
    },
    [setParams],
  );
  const setFilters = useCallback((changes: Partial<Record<Key, string>>) => change(changes, true), [change]);
  const setPage = useCallback((next: number) => change({ page: next }, false), [change]);
  return { values, page, setFilters, setPage };
}
