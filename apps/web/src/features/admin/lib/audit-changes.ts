/** One field of an audit entry's before and after states, as text. */
export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asText(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return '∅';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields an action touched: each key of the before or after state, with both values. Fields
 * whose value did not change are left out; a state that is not an object is one line.
 */
export function describeChanges(before: unknown, after: unknown): ChangeLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [{ field: '', before: asText(before ?? undefined), after: asText(after ?? undefined) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, before: asText(from[field]), after: asText(to[field]) }))
    .filter((line) => line.before !== line.after);
}
