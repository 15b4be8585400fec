import { describe, expect, it, vi } from 'vitest';
import { createResponseCache } from './response-cache';

describe('response cache', () => {
  it('answers from the cache until the entry expires, sharing concurrent misses', async () => {
    vi.useFakeTimers();
    try {
      const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
      let calls = 0;
      const produce = async () => `body-${++calls}`;
      const [a, b] = await Promise.all([cache.get('k', produce), cache.get('k', produce)]);
      expect([a, b, calls]).toEqual(['body-1', 'body-1', 1]);
      vi.advanceTimersByTime(1001);
      expect(await cache.get('k', produce)).toBe('body-2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets failures and evicts the oldest entry when full', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('bad', async () => 'fresh')).toBe('fresh');
  });
});
