/** List filters live in the URL: a filtered view can be reloaded, shared and returned to. */

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A filter value from the URL, or '' when absent or not one of `allowed`. */
export function readParam(params: URLSearchParams, key: string, allowed?: readonly string[]): string {
  const value = params.get(key)?.trim() ?? '';
  if (allowed && !allowed.includes(value)) return '';
  return value;
}

/**
 * The URL parameters after `changes` (empty values removed). A change of filter starts again at
 * page 1; turning pages keeps the filters.
 */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const turnsPage = Object.keys(changes).every((key) => key === 'page');
  if (!turnsPage) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
