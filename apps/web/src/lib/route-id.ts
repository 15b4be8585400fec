import { INT4_MAX } from '@acorn/contracts';

/** An id from the address: a positive integer the API can hold, or undefined. */
export function parseRouteId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= INT4_MAX ? id : undefined;
}
