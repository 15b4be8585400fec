// `npm run audit:web`: Lighthouse (mobile preset, its default) over the production build on the
// first pages a newcomer meets, signed out and signed in. Prints performance and accessibility per
// page, writes the full reports to test-results/lighthouse/ and exits 1 below the targets.
// Lighthouse comes through npx, so its dependency tree (which asks for 'latest' of some
// packages) never enters the lock file that CI installs from.
//
// The pages are audited as a deployment serves them (decision 033): through an HTTPS edge that
// speaks HTTP/2, here a local one with a throwaway certificate in front of the app. Browsers use
// HTTP/2 only over TLS, and over plain HTTP/1.1 the simulated phone opens six connections per
// origin, so a page's thirty requests queue in rounds that no deployment has. AUDIT_EDGE=none
// audits the app's own port over HTTP/1.1 instead.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, ensureBuild, ensureChromium, ensureDependencies, root } from './lib.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const DEBUGGING_PORT = 9333;
const MAX_WAIT_FOR_LOAD_MS = 15_000;

const PORT = Number(process.env.AUDIT_PORT ?? 3299);
const APP_ORIGIN = `http://127.0.0.1:${PORT}`;
const EDGE = process.env.AUDIT_EDGE !== 'none';
const EDGE_PORT = PORT + 1;
const ORIGIN = EDGE ? `https://127.0.0.1:${EDGE_PORT}` : APP_ORIGIN;
/** Connection-specific headers, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
const TARGETS = { performance: 90, accessibility: 100 };
// Lighthouse simulates a phone from the tasks it observes, so one run swings with the machine's
// load; the median of several is the figure reported (as Lighthouse's own guidance advises).
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const MEMBER = { email: 'gold@demo.acorn.example', password: 'Acorn-demo-2026', role: 1 };
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/createaccount', signedIn: false },
  { path: '/feed', signedIn: true },
  { path: '/profile', signedIn: true },
  { path: '/invoices', signedIn: true },
].filter(({ path }) => !process.env.AUDIT_PAGES || process.env.AUDIT_PAGES.split(',').includes(path));

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'acorn-audit-'));
  const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${APP_ORIGIN}/api/health`)).ok) return stop;
    } catch {
      // Not listening yet: it migrates and seeds its fresh database first.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server did not answer on ${APP_ORIGIN}`);
}

/**
 * The HTTPS edge: HTTP/2 (HTTP/1.1 for clients without it) with a certificate made for this run
 * by openssl, passing every request to the app as a reverse proxy does.
 */
async function startEdge(dir) {
  const key = join(dir, 'edge-key.pem');
  const cert = join(dir, 'edge-cert.pem');
  const made = spawnSync(
    'openssl',
    'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1'
      .split(' ')
      .concat(['-keyout', key, '-out', cert]),
    { stdio: 'ignore' },
  );
  if (made.status !== 0)
    throw new Error('openssl could not make the edge certificate (AUDIT_EDGE=none skips the edge)');
  const agent = new http.Agent({ keepAlive: true });
  const edge = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (request, response) => {
      const headers = { 'x-forwarded-proto': 'https' };
      for (const [name, value] of Object.entries(request.headers)) {
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers.host = `127.0.0.1:${PORT}`;
      const upstream = http.request(
        { host: '127.0.0.1', port: PORT, path: request.url, method: request.method, headers, agent },
        (answer) => {
          const answerHeaders = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
          );
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  edge.listen(EDGE_PORT, '127.0.0.1');
  await once(edge, 'listening');
  return async () => {
    agent.destroy();
    await new Promise((resolve) => edge.close(resolve));
  };
}

async function signIn() {
  const response = await fetch(`${APP_ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  return (await response.json()).success.token;
}

/** Puts a session (or none) in the browser's storage, as the login page does; Lighthouse keeps it. */
async function setSession(token) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  const page = await browser.contexts()[0].newPage();
  // Storage is kept for the session, so Lighthouse's own reset is off: every page starts cold.
  const devtools = await browser.contexts()[0].newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await page.goto(`${ORIGIN}/api/health`);
  await page.evaluate(
    ([value, role]) => {
      localStorage.clear();
      if (value) {
        localStorage.setItem('token', value);
        localStorage.setItem('role', role);
      }
    },
    [token, String(MEMBER.role)],
  );
  await page.close();
  await browser.close();
}

/** Chromium on its own, so that Lighthouse alone drives the tab it audits. */
async function startBrowser(profile) {
  const browser = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // The edge's certificate is made for this run only.
      ...(EDGE ? ['--ignore-certificate-errors'] : []),
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).ok) return browser;
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser.kill();
  throw new Error('Chromium did not open its debugging port');
}

/**
 * One Lighthouse run in the browser's default context (the one whose storage was set). Now and
 * then Lighthouse loses the trace of a load (NO_NAVSTART): such a run is tried again.
 */
async function audit(url, outputPath, attempts = 3) {
  // Not spawnSync: the edge answers the browser from this process's event loop.
  const lighthouse = spawn(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${DEBUGGING_PORT}`,
      '--disable-storage-reset',
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output=html',
      `--output-path=${outputPath}`,
      '--quiet',
      // A signed-in page keeps its conversations' event stream open, so the network never goes
      // quiet and Lighthouse would wait its full 45 s on each run; the load is long over by then.
      `--max-wait-for-load=${MAX_WAIT_FOR_LOAD_MS}`,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const [status] = await once(lighthouse, 'exit');
  if (status !== 0) {
    if (attempts > 1) return audit(url, outputPath, attempts - 1);
    throw new Error(`Lighthouse failed on ${url}`);
  }
  return JSON.parse(readFileSync(`${outputPath}.report.json`, 'utf8'));
}

ensureDependencies();
ensureChromium();
ensureBuild();
const stopServer = await startServer();
const profile = mkdtempSync(join(tmpdir(), 'acorn-audit-browser-'));
const edgeDir = mkdtempSync(join(tmpdir(), 'acorn-audit-edge-'));
const reports = join(root, 'test-results', 'lighthouse');
mkdirSync(reports, { recursive: true });
let belowTarget = false;
/** Lighthouse's measure of this machine's CPU: the simulated phone's timings scale with it. */
const benchmarkIndexes = [];
let browser;
let stopEdge = async () => {};
try {
  if (EDGE) stopEdge = await startEdge(edgeDir);
  browser = await startBrowser(profile);
  const token = await signIn();
  console.log('page'.padEnd(18), 'performance', 'accessibility', ' LCP      CLS    TBT');
  for (const { path, signedIn } of PAGES) {
    const name = path === '/' ? 'sign-in' : path.slice(1).replaceAll('/', '-');
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await setSession(signedIn ? token : null);
      runs.push(await audit(`${ORIGIN}${path}`, join(reports, RUNS === 1 ? name : `${name}-${run}`)));
    }
    const score = (report, category) => Math.round(report.categories[category].score * 100);
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = runs[Math.floor(runs.length / 2)];
    const { audits } = median;
    const performance = score(median, 'performance');
    const accessibility = score(median, 'accessibility');
    belowTarget ||= performance < TARGETS.performance || accessibility < TARGETS.accessibility;
    console.log(
      path.padEnd(18),
      String(performance).padStart(11),
      String(accessibility).padStart(13),
      ` ${audits['largest-contentful-paint'].displayValue.padEnd(8)}`,
      audits['cumulative-layout-shift'].displayValue.padEnd(6),
      audits['total-blocking-time'].displayValue.padEnd(8),
      `(runs: ${runs.map((report) => score(report, 'performance')).join(', ')})`,
    );
    benchmarkIndexes.push(...runs.map((report) => report.environment.benchmarkIndex));
  }
} finally {
  if (browser && browser.exitCode === null) {
    browser.kill();
    await once(browser, 'exit');
  }
  await stopEdge();
  await stopServer();
  // Chromium's helpers may still be writing to the profile as it exits.
  rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  rmSync(edgeDir, { recursive: true, force: true });
}
console.log(
  `\nServed ${EDGE ? 'through a local HTTPS edge (HTTP/2)' : 'by the app directly (HTTP/1.1)'}. Median of ${RUNS} runs per page. Targets: performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility}.`,
);
if (benchmarkIndexes.length > 0) {
  const [lowest, highest] = [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)].map(Math.round);
  console.log(
    `This machine's benchmark index (Lighthouse's CPU measure, higher is faster): ${lowest}-${highest}. The simulated phone's blocking time is this machine's, slowed four times, so a slower machine scores lower.`,
  );
}
console.log(`Full reports: ${reports}`);
process.exit(belowTarget ? 1 : 0);
