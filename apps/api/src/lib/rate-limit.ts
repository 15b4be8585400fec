import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * DESIGN.md §7: per address for anonymous callers, per user once signed in (the counts are
 * configurable); stricter per-route limits for endpoints taking passwords or codes.
 */
export const RATE_LIMITS = {
  general: { timeWindow: 5 * 60_000 },
  credentials: { timeWindow: 60_000 },
} as const;

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
    ...(redis ? { redis } : {}),
    // Authentication runs first (an earlier onRequest hook), so a signed-in caller counts as themself.
    keyGenerator: (request) => (request.principal ? `user:${request.principal.userId}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Too many requests, please try again later') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
