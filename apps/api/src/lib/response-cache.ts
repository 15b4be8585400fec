/**
 * Serialized answers kept for a short time in this process. Only for data every caller sees
 * the same (reference lists): each instance may serve an operator's edit up to `ttlMs` late,
 * which is the price of not querying and serializing the same rows on every request.
 */
export function createResponseCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { expiresAt: number; body: Promise<string> }>();

  return {
    get(key: string, produce: () => Promise<string>): Promise<string> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.body;
      if (entries.size >= options.maxEntries) {
        // Oldest first: Map keeps insertion order.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // The promise itself is cached, so concurrent misses share one query.
      const body = produce();
      entries.set(key, { expiresAt: now + options.ttlMs, body });
      body.catch(() => entries.delete(key));
      return body;
    },
  };
}
