import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The stand-in LinkedIn (support/oidc-provider.mjs) listens next to the app. */
const OIDC_PORT = PORT - 2;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const OIDC_CLIENT = { id: 'acorn-journeys', secret: 'journey-client-secret' };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores run the server, the browser and the runner together: a journey gets a minute, and
  // a page (its code, texts and data load on demand) ten seconds to show what a step waits for.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // npm test reads the JSON report from PLAYWRIGHT_JSON_OUTPUT_NAME; by hand, the list is enough.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results/playwright',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: 'node support/oidc-provider.mjs',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
    {
      // A fresh data directory each run (one per port, so runs on other ports do not collide):
      // the server migrates and seeds it as on a first start.
      command: `rm -rf e2e/.data-${PORT} && node apps/api/dist/server.mjs`,
      cwd: '..',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: `e2e/.data-${PORT}`,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ANONYMOUS: '100000',
        RATE_LIMIT_CREDENTIALS: '100000',
        SBA_INVITE_CODE: 'e2e-invite-2026',
        OIDC_LINKEDIN_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_LINKEDIN_ISSUER: OIDC_ISSUER,
        OIDC_LINKEDIN_AUTHORIZATION_ENDPOINT: `${OIDC_ISSUER}/authorize`,
        OIDC_LINKEDIN_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_LINKEDIN_TOKEN_ENDPOINT: `${OIDC_ISSUER}/token`,
      },
    },
  ],
});
