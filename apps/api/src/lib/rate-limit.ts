import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of every endpoint that takes a password or a code: one counter per address
     * across all of them, so trying each endpoint in turn gives no more attempts than one.
     */
    limitCredentials(request: FastifyRequest): Promise<void>;
  }
}

/**
 * DESIGN.md §7: per address for anonymous callers, per user once signed in (the counts are
 * configurable); one stricter limit shared by the endpoints taking passwords or codes.
 */
export const RATE_LIMITS = {
  general: { timeWindow: 5 * 60_000 },
  credentials: { timeWindow: 60_000 },
} as const;

/**
 * The part of a client address that identifies one client: an IPv4 address, or the /64 network
 * of an IPv6 address (one subscriber holds a whole /64, so single IPv6 addresses cost nothing).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

interface WindowCount {
  count: number;
  resetMs: number;
}

/** Fixed-window counters: in Redis when configured, so every instance adds to the same count. */
type WindowCounter = (key: string, windowMs: number) => Promise<WindowCount>;

const MEMORY_KEYS_MAX = 10_000;

function memoryCounter(): WindowCounter {
  // Read with peek, which leaves the order alone: the first window opened, the first to end, is
  // the one a flood of addresses pushes out once the map is full.
  // ttlResolution 0: the clock is read at each call rather than reused for a millisecond.
  const windows = new LRUCache<string, { count: number }>({ max: MEMORY_KEYS_MAX, ttlResolution: 0 });
  return async (key, windowMs) => {
    let window = windows.peek(key);
    if (!window) {
      window = { count: 0 };
      windows.set(key, window, { ttl: windowMs });
    }
    window.count += 1;
    return { count: window.count, resetMs: windows.getRemainingTTL(key) };
  };
}

function redisCounter(redis: Redis): WindowCounter {
  return async (key, windowMs) => {
    const replies = await redis.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
    const count = Number(replies?.[1]?.[1]);
    const ttl = Number(replies?.[2]?.[1]);
    if (!Number.isFinite(count)) throw new Error('Redis answered no count');
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  };
}

/**
 * Counters live in Redis when REDIS_URL is set, so every instance sees the same totals;
 * otherwise in this process. A Redis outage lets requests through rather than failing them.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  if (redis) {
    await redis.connect().catch((error) => app.log.warn({ err: error }, 'Redis is not reachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: (request) => (request.principal ? config.rateLimit.signedIn : config.rateLimit.anonymous),
    timeWindow: RATE_LIMITS.general.timeWindow,
    nameSpace: 'acorn-rl:',
    skipOnError: true,
    // Only API calls count: a page load fetches a dozen scripts, styles and translations.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis ? { redis } : {}),
    // Authentication runs first (an earlier onRequest hook), so a signed-in caller counts as themself.
    keyGenerator: (request) =>
      request.principal ? `user:${request.principal.userId}` : `ip:${addressKey(request.ip)}`,
    errorResponseBuilder: (_request, context) =>
      new AppError({ code: 'rate_limited', status: context.statusCode }),
  });

  const countCredentials = redis ? redisCounter(redis) : memoryCounter();
  app.decorate('limitCredentials', async (request: FastifyRequest) => {
    const { timeWindow } = RATE_LIMITS.credentials;
    let outcome: WindowCount;
    try {
      outcome = await countCredentials(`acorn-credentials:${addressKey(request.ip)}`, timeWindow);
    } catch (error) {
      request.log.warn({ err: error }, 'credential rate limit skipped: its counter did not answer');
      return;
    }
    if (outcome.count > config.rateLimit.credentials) {
      throw new AppError({
        code: 'rate_limited',
        headers: { 'retry-after': String(Math.max(1, Math.ceil(outcome.resetMs / 1000))) },
      });
    }
  });
}
