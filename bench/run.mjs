// `npm run bench`: throughput and latency of list endpoints on the built server: the public
// reference lists next to a bare node:http server answering the same JSON in the same run, then
// the signed-in, paginated lists of the console, the invoices and the advisor's payment requests.
// Figures only; nothing is asserted.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_PASSWORD,
  createSignedInFixtures,
  INVITE_CODE,
  OPERATOR_EMAIL,
} from './signed-in-fixtures.mjs';

const root = resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const API_PORT = 3291;
const BARE_PORT = 3292;
const PATHS = ['/api/countries', '/api/packages', '/api/sectors?perPage=10&page=2'];
/** Who asks for each signed-in list (a fixture session), and how. */
const SIGNED_IN = [
  { as: 'operator', path: '/api/admin/users?perPage=20&page=2' },
  { as: 'operator', path: '/api/admin/users?role=1&perPage=20' },
  { as: 'operator', path: '/api/admin/audit-log?perPage=20' },
  { as: 'operator', path: '/api/admin/payment-requests?perPage=20' },
  { as: 'operator', path: '/api/admin/bank-transfers?perPage=20' },
  { as: 'participant', path: '/api/invoices' },
  { as: 'advisor', path: '/api/listSbaPaymentInformation', method: 'POST', body: '{}' },
];

const dataDir = mkdtempSync(join(tmpdir(), 'acorn-bench-'));
const api = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
    SEED_DEMO: 'false',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    SELLER_LEGAL_NAME: 'Acorn Growth Network, Lda.',
    SELLER_VAT_NUMBER: 'PT512345678',
    SELLER_ADDRESS: 'Avenida da Liberdade 110; 1250-146 Lisboa; Portugal',
    SELLER_BANK_NAME: 'Banco Exemplo, S.A.',
    SELLER_IBAN: 'PT50000201231234567890154',
    SELLER_BIC: 'ACRNPTPL',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: OPERATOR_EMAIL,
    ADMIN_PASSWORD: BENCH_PASSWORD,
    SBA_INVITE_CODE: INVITE_CODE,
    RATE_LIMIT_ANONYMOUS: '100000000',
    RATE_LIMIT_SIGNED_IN: '100000000',
    RATE_LIMIT_CREDENTIALS: '100000000',
  },
});
let bare;
const stop = () => {
  api.kill('SIGTERM');
  bare?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url}`);
}

const measure = (url, request = {}) =>
  new Promise((resolvePromise, reject) => {
    autocannon({ url, duration: DURATION, connections: CONNECTIONS, ...request }, (error, result) =>
      error ? reject(error) : resolvePromise(result),
    );
  });

const row = (endpoint, server, result, bytes, versusBare = '') => ({
  endpoint,
  server,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'bytes/resp': bytes,
  errors: result.errors + result.non2xx,
  'vs bare': versusBare,
});

try {
  await waitForHealth(`http://127.0.0.1:${API_PORT}/api/health`);
  const bodies = {};
  for (const path of PATHS) bodies[path] = await (await fetch(`http://127.0.0.1:${API_PORT}${path}`)).text();
  const bodiesFile = join(dataDir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  bare = fork(join(import.meta.dirname, 'bare-server.mjs'), [String(BARE_PORT), bodiesFile]);
  await new Promise((r) => bare.once('message', r));

  console.log(`Each run: ${DURATION} s, ${CONNECTIONS} connections, on this machine's loopback.\n`);
  const rows = [];
  for (const path of PATHS) {
    const acorn = await measure(`http://127.0.0.1:${API_PORT}${path}`);
    const baseline = await measure(`http://127.0.0.1:${BARE_PORT}${path}`);
    const ratio = `${((acorn.requests.average / baseline.requests.average) * 100).toFixed(0)}%`;
    rows.push(row(`GET ${path}`, 'acorn', acorn, bodies[path].length, ratio));
    rows.push(row(`GET ${path}`, 'bare node:http', baseline, bodies[path].length));
  }
  console.table(rows);

  const base = `http://127.0.0.1:${API_PORT}`;
  const started = Date.now();
  const sessions = await createSignedInFixtures(base);
  console.log(`\nSigned-in lists (fixtures made in ${((Date.now() - started) / 1000).toFixed(1)} s):\n`);
  const signedInRows = [];
  for (const { as, path, method = 'GET', body } of SIGNED_IN) {
    const request = {
      method,
      body,
      headers: {
        authorization: `Bearer ${sessions[as]}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
    };
    const sample = await fetch(`${base}${path}`, request);
    const bytes = (await sample.text()).length;
    if (!sample.ok) throw new Error(`${method} ${path} answered ${sample.status}`);
    signedInRows.push(
      row(`${method} ${path}`, `acorn (${as})`, await measure(`${base}${path}`, request), bytes),
    );
  }
  console.table(signedInRows.map(({ 'vs bare': _, ...rest }) => rest));
} finally {
  stop();
}
