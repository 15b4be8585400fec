import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

// Run by `npm test` only when TEST_REDIS_URL is set (CI starts Redis), like the PostgreSQL pass.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  const env = { REDIS_URL: redisUrl, RATE_LIMIT_ANONYMOUS: '4', RATE_LIMIT_CREDENTIALS: '2' };
  first = await createTestApp({ env });
  second = await createTestApp({ env, sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('rate limits with REDIS_URL', () => {
  it('count one caller across instances', async () => {
    // A fresh address per run, so counts left in Redis by an earlier run do not matter.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (const app of [first.app, second.app, first.app, second.app, first.app]) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/sectors', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('count credential attempts once across instances and endpoints', async () => {
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (app: TestApp['app'], url: string) =>
      app.inject({ method: 'POST', url, payload: { email: 'nobody@example.test' }, remoteAddress });
    const statuses = [
      (await attempt(first.app, '/api/forgotPassword')).statusCode,
      (await attempt(second.app, '/api/login')).statusCode,
      (await attempt(first.app, '/api/admin/login')).statusCode,
    ];
    expect(statuses.slice(0, 2).includes(429)).toBe(false);
    expect(statuses[2]).toBe(429);
  });
});
