import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    // *.redis.test.ts need a Redis server, *.postgres.test.ts a PostgreSQL server: `npm test` adds
    // them when TEST_REDIS_URL and TEST_DATABASE_URL are set.
    include: ['src/**/*.test.ts'],
    exclude: [
      ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts']),
    ],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // Each file opens its own database and app; re-importing the app for every file in a fresh
    // process cost more than the tests themselves (decision 063).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
