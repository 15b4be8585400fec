import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    // *.redis.test.ts need a Redis server: `npm test` adds them when TEST_REDIS_URL is set.
    include: ['src/**/*.test.ts'],
    exclude: process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
