/**
 * A map that keeps its `limit` most recently used entries: a new entry past the limit drops the
 * least recently used one. For what an instance keeps built or made (statements by shape, text
 * queries by words), which a stream of distinct requests must not grow without end.
 */
export function recentlyUsed<Value>(limit: number) {
  // A Map keeps insertion order: an entry read again moves to the end, so the first is the oldest.
  const entries = new Map<string, Value>();
  return {
    get(key: string): Value | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Value): void {
      if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
    },
  };
}
