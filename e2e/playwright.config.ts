import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The run's server data, fresh each run (one per port, so runs on other ports do not collide). */
export const DATA_DIR = `.data-${PORT}`;
/** The stand-in LinkedIn (support/oidc-provider.mjs) listens next to the app. */
const OIDC_PORT = PORT - 2;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const OIDC_CLIENT = { id: 'acorn-journeys', secret: 'journey-client-secret' };

/**
 * Debian's Chromium headless shell when installed, else the full browser (decision 023). Both are
 * the same Chromium; the shell leaves out the browser's own interface and costs a quarter less.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One browser at a time: on two cores, a second one (with the server and the runner) made every
  // journey two to three times slower and the whole run slower than one after the other.
  workers: 1,
  retries: 0,
  // A journey gets a minute, and a page (its code, texts and data load on demand) ten seconds to
  // show what a step waits for.
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
      executablePath: BROWSER,
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
      // A fresh data directory each run: the server migrates and seeds it as on a first start.
      command: `rm -rf e2e/${DATA_DIR} && node apps/api/dist/server.mjs`,
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
        DATA_DIR: `e2e/${DATA_DIR}`,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ANONYMOUS: '100000',
        RATE_LIMIT_CREDENTIALS: '100000',
        SBA_INVITE_CODE: 'e2e-invite-2026',
        // An operator of the journeys' own (support/content.ts), apart from the console's demo operator.
        ADMIN_EMAIL: 'approvals@journeys.acorn.example',
        ADMIN_PASSWORD: 'Journeys-operator-2026',
        OIDC_LINKEDIN_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_LINKEDIN_ISSUER: OIDC_ISSUER,
        OIDC_LINKEDIN_AUTHORIZATION_ENDPOINT: `${OIDC_ISSUER}/authorize`,
        OIDC_LINKEDIN_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_LINKEDIN_TOKEN_ENDPOINT: `${OIDC_ISSUER}/token`,
      },
    },
  ],
});
