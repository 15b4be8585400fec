// `npm run bench`: throughput and latency of list endpoints on the built server, each next to a
// bare limit measured in the same run. Sections, in order:
// - reference: the cached public reference lists next to a bare node:http server answering the
//   same bytes; the tiers (/api/packages), read from the database on every request, next to
//   bench/pg-bare-server.mjs (node:http and a pg pool of the API's size running the API's own
//   SQL) on PostgreSQL, next to the cached bytes without it;
// - signed-in: the console's paginated lists (the reports' queue among them), the invoices, the
//   advisor's payment requests and the feedback lists (a company's public reviews and referrals
//   as another member reads them, its own reviews), next to pg-bare-server.mjs on PostgreSQL, with
//   the plans of the feedback lists' statements (the API alone without it);
// - leads (PostgreSQL only): the seller area's lists (GET /api/leads, GET /api/needs) and the
//   conversations (GET /api/conversations) of a signed-in participant on Platinum, on generated
//   companies, items, Wants, giveaway applications, conversations and messages
//   (leads-fixtures.mjs), with the plans of their statements, next to pg-bare-server.mjs;
// - market, feed (PostgreSQL only): the 20 LOG market on 100,000 generated items and the feed on
//   100,000 items of every type (BENCH_FEED_ITEMS), next to pg-bare-server.mjs; the feed also
//   open-loop, requests arriving at fixed rates (open-loop.mjs), its search rotating through words
//   of the fixtures, on both servers at the same rates;
// - pglite: the feed on the embedded database (PGlite) with 10,000 items.
// Before measuring, each twin's JSON is checked against the API's. Figures and targets only;
// nothing is asserted.
//
// Environment: DATABASE_URL (an empty PostgreSQL database; without it the API keeps PGlite inside
// its process and no twin can share it), BENCH_ONLY (comma-separated sections of the list above;
// every one by default), BENCH_DURATION (s per run, 10), BENCH_WARMUP (s of the same load before
// each run, unmeasured, 3), BENCH_CONNECTIONS (20), and the sizes
// and connections of the leads, market, feed and PGlite sections below (BENCH_LEADS_ITEMS,
// BENCH_MARKET_ITEMS, ...). BENCH_FEED_KEPT=1 measures the feed on the fixtures an earlier run left
// in DATABASE_URL (BENCH_ONLY=feed; a million items take minutes to make).
import { fork, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { apiPackage } from './api-sql.mjs';
import { searchWords } from './content-fixtures.mjs';
import { sessionStatements, textQueryOf } from './content-sql.mjs';
import { cpuMeter, cpuMs } from './cpu.mjs';
import { createFeedFixtures, findFeedFixtures } from './feed-fixtures.mjs';
import { feedStatements } from './feed-sql.mjs';
import { createFeedbackRows } from './feedback-fixtures.mjs';
import {
  myReviewsStatement,
  publicReferralsStatement,
  publicReviewsStatement,
  reportsStatement,
} from './feedback-sql.mjs';
import { createLeadsFixtures } from './leads-fixtures.mjs';
import {
  conversationsStatement,
  leadsStatement,
  needsStatement,
  unreadTotalsStatement,
} from './leads-sql.mjs';
import { explainStatements } from './market-explain.mjs';
import { createMarketFixtures, openOfferId } from './market-fixtures.mjs';
import { featuresStatement, itemStatement, listStatements } from './market-sql.mjs';
import { openLoop } from './open-loop.mjs';
import {
  BENCH_PASSWORD,
  createSignedInFixtures,
  INVITE_CODE,
  OPERATOR_EMAIL,
} from './signed-in-fixtures.mjs';

const root = resolve(import.meta.dirname, '..');
// pg and PGlite are dependencies of @acorn/db, resolved from there rather than declared a second time here.
const fromDb = createRequire(join(root, 'packages/db/package.json'));
const pg = fromDb('pg');
const { PGlite } = fromDb('@electric-sql/pglite');
// The plans, the fixtures and the twin (a child process) connect to PostgreSQL as the API does:
// pg reads PGOPTIONS when a client sets no options of its own.
process.env.PGOPTIONS = (await apiPackage('@acorn/db')).POSTGRES_SESSION_OPTIONS;
const SECTIONS = ['reference', 'signed-in', 'leads', 'market', 'feed', 'pglite'];
const ONLY = (process.env.BENCH_ONLY ?? SECTIONS.join(','))
  .split(',')
  .map((section) => section.trim())
  .filter(Boolean);
const unknownSections = ONLY.filter((section) => !SECTIONS.includes(section));
if (unknownSections.length > 0) {
  console.error(`BENCH_ONLY: no section ${unknownSections.join(', ')}; there are ${SECTIONS.join(', ')}.`);
  process.exit(1);
}
/** Whether BENCH_ONLY (every section without it) asks for `section`. */
const runs = (section) => ONLY.includes(section);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DATABASE_URL = process.env.DATABASE_URL;
/** The leads section: others' offers and opportunities, and the viewer's own items. */
const LEADS_ITEMS = Number(process.env.BENCH_LEADS_ITEMS ?? 5000);
const LEADS_OWN_ITEMS = Number(process.env.BENCH_LEADS_OWN_ITEMS ?? 150);
const MARKET_ITEMS = Number(process.env.BENCH_MARKET_ITEMS ?? 100_000);
const MARKET_OWNERS = Math.max(10, Math.round(MARKET_ITEMS / 80));
const FEED_ITEMS = Number(process.env.BENCH_FEED_ITEMS ?? 100_000);
/** A company for every ten items, at most 10,000: their items grow with the fixtures. */
const FEED_COMPANIES = Number(
  process.env.BENCH_FEED_COMPANIES ?? Math.min(10_000, Math.max(10, Math.round(FEED_ITEMS / 10))),
);
const FEED_CONNECTIONS = Number(process.env.BENCH_FEED_CONNECTIONS ?? 50);
/** The feed's fixtures an earlier run left in DATABASE_URL, measured again instead of made (BENCH_FEED_KEPT=1). */
const FEED_KEPT = process.env.BENCH_FEED_KEPT === '1';
/** The feed's open-loop runs: arrival rates (req/s), seconds each, the deep page. */
const OPEN_RATES = (process.env.BENCH_RATES ?? '25,50,100').split(',').map(Number).filter(Boolean);
const OPEN_DURATION = Number(process.env.BENCH_OPEN_DURATION ?? 10);
const DEEP_PAGE = Number(process.env.BENCH_FEED_PAGE ?? 100);
/**
 * Requests in flight past which an open-loop run drops the next ones (the server is saturated),
 * so a run at a rate the server cannot keep ends with the run, not minutes later.
 */
const OPEN_MAX_IN_FLIGHT = 200;
/** The words searched for the EXPLAIN of the search with two filters: this many of the commonest and the rarest. */
const EXPLAINED_WORDS = 5;
/** The feed on PGlite: items (and a company for every ten) and connections. */
const PGLITE_ITEMS = Number(process.env.BENCH_PGLITE_ITEMS ?? 10_000);
const PGLITE_CONNECTIONS = Number(process.env.BENCH_PGLITE_CONNECTIONS ?? 10);
/** Every plan printed, not only those with a sequential scan or a big sort. */
const PRINT_PLANS = process.env.BENCH_EXPLAIN === '1';
const API_PORT = 3291;
const BARE_PORT = 3292;
const PG_BARE_PORT = 3293;
const PGLITE_API_PORT = 3294;
/** How far into the market the later page is (clamped to the last page). */
const LATER_PAGE = Number(process.env.BENCH_MARKET_PAGE ?? 100);
/** A word as typed, the example of decision 021: 'exporta' finds 'Exportação' and 'exportación'. */
const SEARCH = 'exporta';
/** The feed's search box: a word of every type's titles, in every language. */
const FEED_SEARCH = 'export';
/** The issue's targets: the API at half the bare server's throughput or more, and these p99s. */
const FEED_TARGET = { share: 0.5, listP99: 20, searchP99: 30, pgliteP99: 50 };
const PATHS = ['/api/countries', '/api/packages', '/api/sectors?perPage=10&page=2'];
/** The reference list read from the database on every request (reference.routes `fresh`): the tiers. */
const FRESH_PATH = '/api/packages';
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? 10;
/** The referrals' type the signed-in section reads on a profile. */
const REFERRAL_TYPE = 'testimonial';
/** Who asks for each signed-in list (a fixture session), and how; `companyId` is the company whose feedback is read. */
const signedInLists = (companyId) => [
  { as: 'operator', path: '/api/admin/users?perPage=20&page=2' },
  { as: 'operator', path: '/api/admin/users?role=1&perPage=20' },
  { as: 'operator', path: '/api/admin/audit-log?perPage=20' },
  { as: 'operator', path: '/api/admin/payment-requests?perPage=20' },
  { as: 'operator', path: '/api/admin/bank-transfers?perPage=20' },
  { as: 'operator', path: '/api/admin/reports?perPage=20' },
  { as: 'participant', path: '/api/invoices' },
  { as: 'advisor', path: '/api/listSbaPaymentInformation', method: 'POST', body: '{}' },
  {
    as: 'participant',
    path: '/api/listPublicReview',
    method: 'POST',
    body: JSON.stringify({ user_id: companyId }),
  },
  {
    as: 'participant',
    path: '/api/listPublicReferral',
    method: 'POST',
    body: JSON.stringify({ reffer_type: REFERRAL_TYPE, user_id: companyId }),
  },
  { as: 'company', path: '/api/listmyReview' },
];

/** The fixtures are made by registering fixed accounts: a database that has them already cannot take them again. */
async function assertEmptyDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select to_regclass('public.users') is not null as migrated");
    const users = rows[0].migrated
      ? (await client.query('select count(*)::int as n from users')).rows[0].n
      : 0;
    if (users > 0) {
      console.error(
        `DATABASE_URL points at a database with ${users} users: the bench needs an empty one (dropdb, createdb).`,
      );
      process.exit(1);
    }
  } finally {
    await client.end();
  }
}
if (DATABASE_URL && !FEED_KEPT) await assertEmptyDatabase(DATABASE_URL);

const dataDir = mkdtempSync(join(tmpdir(), 'acorn-bench-'));
// One key for every start: the PGlite section's API starts twice on the same directory.
const secretsKey = randomBytes(32).toString('base64');
/**
 * The built server on `port`, keeping its files (and its PGlite, without DATABASE_URL) in
 * `directory`; `env` adds to or overrides this process's environment.
 */
const startApi = (port, directory, env = {}) =>
  spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: directory,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      SECRETS_KEY: secretsKey,
      SELLER_LEGAL_NAME: 'Acorn Growth Network, Lda.',
      SELLER_VAT_NUMBER: 'PT512345678',
      SELLER_ADDRESS: 'Avenida da Liberdade 110; 1250-146 Lisboa; Portugal',
      SELLER_BANK_NAME: 'Banco Exemplo, S.A.',
      SELLER_IBAN: 'PT50000201231234567890154',
      SELLER_BIC: 'ACRNPTPL',
      // Production refuses to start without Stripe keys unless cards are off; the fixtures pay by transfer.
      CARD_PAYMENTS: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: OPERATOR_EMAIL,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      SBA_INVITE_CODE: INVITE_CODE,
      RATE_LIMIT_ANONYMOUS: '100000000',
      RATE_LIMIT_SIGNED_IN: '100000000',
      RATE_LIMIT_CREDENTIALS: '100000000',
      ...env,
    },
  });
const api = startApi(API_PORT, dataDir);
/** The second API of the PGlite section, on a directory of its own. */
let pgliteApi;
let bare;
let pgBare;
let stopping = false;
api.on('exit', (code, signal) => {
  if (!stopping) console.error(`The API exited unexpectedly (${signal ?? code}).`);
});
const stop = () => {
  stopping = true;
  api.kill('SIGTERM');
  pgliteApi?.kill('SIGTERM');
  bare?.kill('SIGTERM');
  pgBare?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth(url, server = api) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the API exited before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url}`);
}

const load = (url, request, duration) =>
  new Promise((resolvePromise, reject) => {
    autocannon({ url, duration, connections: CONNECTIONS, ...request }, (error, result) =>
      error ? reject(error) : resolvePromise(result),
    );
  });

/**
 * A path's steady state: the same load for WARMUP seconds first, unmeasured, so that neither the
 * first compilation of its code nor its first plans count among the slowest answers.
 */
async function measure(url, request = {}, pid = null) {
  if (WARMUP > 0) await load(url, request, WARMUP);
  const meter = pid === null ? null : cpuMeter({ pid, databaseUrl: DATABASE_URL });
  const result = await load(url, request, DURATION);
  return meter ? { ...result, cpu: meter.stop(result.requests.total) } : result;
}

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

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** A request as fetch and autocannon both take it: its method, its JSON body, its bearer token. */
const requestOf = ({ method = 'GET', body, token }) => ({
  method,
  ...(body ? { body } : {}),
  headers: {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  },
});

async function fetchJson(url, request) {
  const response = await fetch(url, request);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${request.method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const getJson = (url, token) => fetchJson(url, requestOf({ token }));

/** The first place two answers part, as a path into them. */
function firstDifference(a, b, at = '') {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${at || '(root)'}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference(a[key], b[key], `${at}.${key}`);
    if (found) return found;
  }
  return `${at || '(root)'}: key order`;
}

/** Plans as a table of findings, then the flagged ones (every one with BENCH_EXPLAIN=1) in full. */
function printPlans(explained, what) {
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${what} (BENCH_EXPLAIN=1 prints every plan):`);
  console.table(explained.rows);
  for (const plan of explained.plans) {
    if (plan.flagged || PRINT_PLANS) console.log(`\n-- ${plan.name}\n${plan.text}`);
  }
}

/** The session check every signed-in path starts with, as the API runs it for `token`. */
const sessionStatement = async (token) => ({
  ...(await sessionStatements(createHash('sha256').update(token).digest('hex'), new Date())).check,
  name: 'session',
});

/**
 * The 20 LOG market on PostgreSQL: generated items, the plans of the API's statements on them, then
 * each path measured on the API and on the bare server running the same statements.
 */
async function benchMarket(base, token) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let marketPaths;
  try {
    console.log(
      `\nMarket: generating ${MARKET_ITEMS} offers and opportunities of ${MARKET_OWNERS} companies in PostgreSQL...`,
    );
    const started = Date.now();
    const made = await createMarketFixtures(client, {
      items: MARKET_ITEMS,
      owners: MARKET_OWNERS,
      log: (line) => console.log(line),
    });
    console.log(`Made in ${seconds(started)} s (statuses as stored; 'past deadline' items read 'expired'):`);
    console.table(made.mix);

    const viewerId = (await getJson(`${base}/api/me`, token)).id;
    const offerId = await openOfferId(client);
    const firstPage = await getJson(`${base}/api/market/offers?perPage=10`, token);
    const searched = await getJson(`${base}/api/market/offers?perPage=10&search=${SEARCH}`, token);
    const later = Math.min(LATER_PAGE, firstPage.meta.last_page);
    console.log(
      `Open published offers: ${firstPage.meta.total} (${firstPage.meta.last_page} pages of 10); '${SEARCH}' matches ${searched.meta.total} of them.`,
    );
    marketPaths = [
      { path: '/api/market/offers?perPage=10', list: 'list page 1' },
      { path: `/api/market/offers?perPage=10&page=${later}`, list: `list page ${later}` },
      { path: `/api/market/offers?perPage=10&search=${SEARCH}`, list: `search '${SEARCH}'` },
      { path: `/api/market/offers/${offerId}` },
    ];

    const statements = [
      await sessionStatement(token),
      { ...(await featuresStatement(viewerId)), name: 'tier features' },
    ];
    for (const { path, list } of marketPaths) {
      if (!list) {
        statements.push({
          name: 'detail',
          ...(await itemStatement({ type: 'offer', id: offerId, viewerId })),
        });
        continue;
      }
      const params = searchParams(path);
      const sql = await listStatements({ type: 'offer', viewerId, params, query: queryOf(client) });
      statements.push(...(await listPlanStatements(client, list, sql, !params.has('page'))));
    }
    printPlans(await explainStatements(client, statements), "the market's statements for these paths");
  } finally {
    await client.end();
  }
  const measured = await compareWithBare(base, token, marketPaths, CONNECTIONS);
  console.log(
    `\nMarket as a signed-in participant (Platinum), ${CONNECTIONS} connections, ${DURATION} s each; bare: node:http and a pg pool of ${POOL_SIZE}, the same SQL:\n`,
  );
  console.table(measured.map(comparisonRow));
}

/** Waits for a server's queue to drain after a run: its health check answers again, and quickly. */
async function settle(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const started = Date.now();
    try {
      if ((await fetch(url)).ok && Date.now() - started < 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Each path on the API, then on the bare server with the API's pool size (started at the first
 * comparison, kept for the next); both must answer alike. A path is asked as `token` (none when
 * null) unless it brings its own `token`, and by GET unless it brings its `method` and `body`.
 * Answers each path's two results.
 */
async function compareWithBare(base, token, paths, connections) {
  if (!pgBare) {
    pgBare = fork(join(import.meta.dirname, 'pg-bare-server.mjs'), [String(PG_BARE_PORT)]);
    await new Promise((r) => pgBare.once('message', r));
  }
  const bareBase = `http://127.0.0.1:${PG_BARE_PORT}`;
  const requests = paths.map((path) => requestOf({ token, ...path }));
  const differences = [];
  for (const [index, { path }] of paths.entries()) {
    const difference = firstDifference(
      await fetchJson(`${base}${path}`, requests[index]),
      await fetchJson(`${bareBase}${path}`, requests[index]),
    );
    if (difference) console.warn(`The bare server answers ${path} differently from the API: ${difference}`);
    differences.push(difference);
  }
  const measured = [];
  for (const [index, path] of paths.entries()) {
    const request = { connections, ...requests[index] };
    await settle(`${base}/api/health`);
    const acorn = await measure(`${base}${path.path}`, request, api.pid);
    await settle(`${bareBase}/health`);
    const baseline = await measure(`${bareBase}${path.path}`, request, pgBare.pid);
    measured.push({ ...path, acorn, baseline, same: !differences[index] });
  }
  return measured;
}

const comparisonRow = ({ path, method = 'GET', as, acorn, baseline, same }) => ({
  path: `${method} ${path}${as ? ` (${as})` : ''}`,
  'API req/s': Math.round(acorn.requests.average),
  'API p50 ms': acorn.latency.p50,
  'API p99 ms': acorn.latency.p99,
  'bare req/s': Math.round(baseline.requests.average),
  'bare p50 ms': baseline.latency.p50,
  'bare p99 ms': baseline.latency.p99,
  'API/bare': `${((acorn.requests.average / baseline.requests.average) * 100).toFixed(0)}%`,
  ...cpuColumns(acorn.cpu, baseline.cpu),
  'same JSON': same ? 'yes' : 'no',
  'errors API/bare': `${acorn.errors + acorn.non2xx}/${baseline.errors + baseline.non2xx}`,
});

/** CPU milliseconds per answer of the API and its twin, each with the database's share (bench/cpu.mjs). */
const cpuColumns = (acorn, twin) => ({
  'API/DB CPU ms': `${cpuMs(acorn.server)}/${cpuMs(acorn.database)}`,
  'twin/DB CPU ms': `${cpuMs(twin.server)}/${cpuMs(twin.database)}`,
});

/**
 * The feed's measured paths: every type, one type's tab, and a search with a sector and a country
 * (the ones most items are linked to), each with the p99 it should keep.
 */
function feedPaths({ sector, country }) {
  const filters = `search=${FEED_SEARCH}&countries=${country}&sectors=${sector}`;
  return [
    { path: '/api/feed', p99: FEED_TARGET.listP99 },
    { path: '/api/feed?type=offers', p99: FEED_TARGET.listP99 },
    { path: `/api/feed?${filters}`, p99: FEED_TARGET.searchP99 },
  ];
}

/**
 * A list's count as the API sends it: the bounded count with the shared total (every request), and
 * the exact count it writes (a long list's first request, then one request each time it is stale).
 * EXPLAIN ANALYZE runs the latter: it writes the list's total, as a request would.
 */
async function countPlanStatements(name, count) {
  const [recount] = await count.recount();
  return [
    { name: `${name}: count (bounded, shared total)`, ...count.read },
    { name: `${name}: recount`, ...recount },
  ];
}

/** A path's query, as the API's route reads it. */
const searchParams = (path) => new URL(path, 'http://bench').searchParams;

/** What sends a statement on `client` (for the text query of a search). */
const queryOf = (client) => (statement) => client.query(statement);

/**
 * A list's statements as the API sends them: the page and, on the first page, its count; or a
 * search's ranked matches with their total, then the rows of the ids they answer (read here).
 */
async function listPlanStatements(client, name, sql, counted) {
  if (sql.search) {
    const {
      rows: [{ array: ids }],
    } = await client.query(sql.search);
    return [
      { name: `${name}: matches and total`, ...sql.search },
      { name: `${name}: rows of the page`, ...(await sql.rows(ids)) },
    ];
  }
  return [{ name, ...sql.rows }, ...(counted ? await countPlanStatements(name, sql.count) : [])];
}

/** The session, then each feed path's page of cards and its count, as the API sends them for the viewer. */
async function feedPlanStatements(client, paths, { token, viewerId }) {
  const statements = [await sessionStatement(token)];
  for (const { path } of paths) {
    const sql = await feedStatements({ viewerId, params: searchParams(path), query: queryOf(client) });
    statements.push(...(await listPlanStatements(client, `${path}: cards`, sql, true)));
  }
  return statements;
}

const met = (yes) => (yes ? 'yes' : 'NO');

/** Generates the feed's fixtures with `client`, prints their mix and the plans; answers the paths and the viewer. */
async function generateFeed(client, { items, companies, where, kept = false }) {
  const started = Date.now();
  let made;
  if (kept) {
    console.log(`\nFeed: the fixtures an earlier run left in ${where}:`);
    made = await findFeedFixtures(client);
  } else {
    console.log(`\nFeed: generating ${items} items of every type of ${companies} companies in ${where}...`);
    made = await createFeedFixtures(client, { items, companies, log: (line) => console.log(line) });
    console.log(`Made in ${seconds(started)} s (statuses as stored; 'past deadline' items read 'expired'):`);
  }
  console.table(made.mix);
  const paths = feedPaths(made);
  printPlans(
    await explainStatements(client, await feedPlanStatements(client, paths, made)),
    `the feed's statements on ${where} (viewer ${made.viewerId}, English)`,
  );
  return { paths, token: made.token, made };
}

/** The feed on PostgreSQL, next to the bare server; the targets are the issue's. */
async function benchFeed(base) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let feed;
  try {
    feed = await generateFeed(client, {
      items: FEED_ITEMS,
      companies: FEED_COMPANIES,
      where: 'PostgreSQL',
      kept: FEED_KEPT,
    });
  } finally {
    await client.end();
  }
  const measured = await compareWithBare(base, feed.token, feed.paths, FEED_CONNECTIONS);
  // The least any server here can take per answer at this load: no session, no page, one statement.
  const floor = await measure(`http://127.0.0.1:${PG_BARE_PORT}/health`, { connections: FEED_CONNECTIONS });
  console.log(
    `\nFeed as a company of the fixtures, ${FEED_CONNECTIONS} connections, ${DURATION} s each (the table holds the market's items too):\n`,
  );
  console.table(
    measured.map((result) => ({
      ...comparisonRow(result),
      target: `>= ${FEED_TARGET.share * 100}% of bare, p99 <= ${result.p99} ms`,
      met: met(
        result.acorn.requests.average >= FEED_TARGET.share * result.baseline.requests.average &&
          result.acorn.latency.p99 <= result.p99,
      ),
    })),
  );
  console.log(
    `\nThe floor at ${FEED_CONNECTIONS} connections: node:http and the pg pool answering \`select 1\` (no session, no page): ${Math.round(floor.requests.average)} req/s, p50 ${floor.latency.p50} ms, p99 ${floor.latency.p99} ms. No server on this machine answers a page faster at this load.`,
  );
  await benchFeedOpenLoop(base, feed);
}

/** The feed's search box with `word`, filtered by the sector and the country most items are linked to. */
const feedSearchPath = ({ sector, country }, word, encode = encodeURIComponent) =>
  `/api/feed?search=${encode(word)}&countries=${country}&sectors=${sector}`;
/** The feed's search box with `word` alone, as members search most. */
const plainSearchPath = (_made, word, encode = encodeURIComponent) => `/api/feed?search=${encode(word)}`;
/** A search's path, as read in a table. */
const searchLabel = (pathOf, made, words) => pathOf(made, words, (text) => text);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length / 2) - 1];
};

/** Runs of a statement under EXPLAIN ANALYZE per word, their median taken: one run is at the mercy of a hiccup. */
const SQL_TIME_RUNS = 3;

/**
 * A statement's EXPLAIN ANALYZE: PostgreSQL's planning and execution time, in ms, the median of
 * SQL_TIME_RUNS. Without per-node timing: two clock reads for every row at every node add a
 * tenth to a search that sorts thousands of matches, time no member's request spends.
 */
async function sqlTime(client, { text, values }) {
  const times = [];
  for (let run = 0; run < SQL_TIME_RUNS; run += 1) {
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = (await client.query({ text: `explain (analyze, timing off, format json) ${text}`, values })).rows;
    times.push(plan['Planning Time'] + plan['Execution Time']);
  }
  return median(times);
}

const milliseconds = (value) => Number(value.toFixed(1));

/**
 * The search with two filters as PostgreSQL runs it for each of `words` (entries of `[word,
 * results]`): the ranked matches with their total, then the page's rows, each timed by EXPLAIN
 * ANALYZE (planning and execution) after a first run that reads what it needs. Answers one row of
 * medians over the words.
 */
async function searchSqlRow(client, made, group, words, pathOf = feedSearchPath) {
  const matches = [];
  const rows = [];
  for (const [word] of words) {
    const params = searchParams(pathOf(made, word));
    const sql = await feedStatements({ viewerId: made.viewerId, params, query: queryOf(client) });
    const {
      rows: [{ array: ids }],
    } = await client.query(sql.search);
    const page = await sql.rows(ids);
    matches.push(await sqlTime(client, sql.search));
    rows.push(await sqlTime(client, page));
  }
  const results = words.map(([, total]) => total);
  return {
    words: group,
    results: `${Math.min(...results)}-${Math.max(...results)}`,
    'matches and total, p50 ms': milliseconds(median(matches)),
    'page rows, p50 ms': milliseconds(median(rows)),
    'both, p50 ms': milliseconds(median(matches.map((time, index) => time + rows[index]))),
    'slowest word, ms': milliseconds(Math.max(...matches.map((time, index) => time + rows[index]))),
  };
}

/**
 * The feed as members feel it: requests arriving at fixed rates (open-loop, open-loop.mjs) on
 * the all tab, a type's tab, a deep page and the search with two filters rotating through the
 * fixtures' words, on the API and on the twin at the same rates. First the words with how many
 * items hold each and how many results the search answers, both servers' answers compared, and
 * the search's SQL times for the commonest and the rarest words.
 */
async function benchFeedOpenLoop(base, { token, made }) {
  const bareBase = `http://127.0.0.1:${PG_BARE_PORT}`;
  const first = await getJson(`${base}/api/feed`, token);
  const deepPath = `/api/feed?page=${Math.min(DEEP_PAGE, first.meta.last_page)}`;
  const words = searchWords();
  const searchPaths = words.map((word) => feedSearchPath(made, word));
  const plainPaths = words.map((word) => plainSearchPath(made, word));
  const results = [];
  for (const path of [deepPath, ...searchPaths, ...plainPaths]) {
    const request = requestOf({ token });
    const answer = await fetchJson(`${base}${path}`, request);
    const difference = firstDifference(answer, await fetchJson(`${bareBase}${path}`, request));
    if (difference) console.warn(`The bare server answers ${path} differently from the API: ${difference}`);
    results.push(answer.meta.total);
  }
  const searched = words.map((word, index) => [word, results[index + 1]]);
  const plainResults = results.slice(1 + words.length);

  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const vocabulary = [];
    for (const [index, [word, total]] of searched.entries()) {
      const textQuery = await textQueryOf(word, queryOf(client));
      const {
        rows: [{ items }],
      } = await client.query({
        text: 'select count(*)::int as items from content_items where search @@ $1::tsquery',
        values: [textQuery],
      });
      vocabulary.push({
        word,
        from: index % 2 === 0 ? 'titles' : 'trades',
        'items holding it': items,
        'results (public, sector and country)': total,
        'results (public)': plainResults[index],
      });
    }
    console.log(
      `
The search box's ${words.length} words (the fixtures' own: words of the titles and trades from the commonest to the rarest), each with ${searchLabel(feedSearchPath, made, '…')} and alone:
`,
    );
    console.table(vocabulary);
    const byResults = searched.filter(([, total]) => total > 0).sort((a, b) => b[1] - a[1]);
    const common = byResults.slice(0, EXPLAINED_WORDS);
    const rare = byResults.slice(-EXPLAINED_WORDS);
    console.log(
      `
The search with two filters as PostgreSQL runs it (EXPLAIN (ANALYZE, TIMING OFF), planning and execution, the median of ${SQL_TIME_RUNS} runs; medians over ${EXPLAINED_WORDS} words each):
`,
    );
    console.table([
      await searchSqlRow(client, made, `common: ${common.map(([word]) => word).join(', ')}`, common),
      await searchSqlRow(client, made, `rare: ${rare.map(([word]) => word).join(', ')}`, rare),
    ]);
    // Alone, the commonest words are found among the newest items and the rarest by the index;
    // the slow ones were those in between, a few percent of the items (decision 062).
    const byItems = vocabulary
      .map(({ word, 'items holding it': items }, index) => [word, plainResults[index], items])
      .filter(([, total]) => total > 0)
      .sort((a, b) => b[2] - a[2]);
    const middle = Math.floor((byItems.length - EXPLAINED_WORDS) / 2);
    const groups = {
      commonest: byItems.slice(0, EXPLAINED_WORDS),
      between: byItems.slice(middle, middle + EXPLAINED_WORDS),
      rarest: byItems.slice(-EXPLAINED_WORDS),
    };
    console.log(
      `
The search alone (${searchLabel(plainSearchPath, made, '…')}), the same way; words by how many items hold them:
`,
    );
    const plainRows = [];
    for (const [group, grouped] of Object.entries(groups)) {
      const label = `${group}: ${grouped.map(([word, , items]) => `${word} (${items})`).join(', ')}`;
      plainRows.push(await searchSqlRow(client, made, label, grouped, plainSearchPath));
    }
    console.table(plainRows);
  } finally {
    await client.end();
  }

  const loads = [
    { path: 'GET /api/feed', pathOf: () => '/api/feed' },
    { path: 'GET /api/feed?type=offers', pathOf: () => '/api/feed?type=offers' },
    { path: `GET ${deepPath}`, pathOf: () => deepPath },
    {
      path: `GET ${searchLabel(feedSearchPath, made, `<${words.length} words>`)}`,
      pathOf: (index) => searchPaths[index % searchPaths.length],
    },
    {
      path: `GET ${searchLabel(plainSearchPath, made, `<${words.length} words>`)}`,
      pathOf: (index) => plainPaths[index % plainPaths.length],
    },
  ];
  const headers = { authorization: `Bearer ${token}` };
  const run = async (server, health, pid, pathOf, rate, warm) => {
    await settle(health);
    const load = { base: server, pathOf, rate, headers, maxInFlight: OPEN_MAX_IN_FLIGHT };
    // The first rate of a path warms it up: its code compiled, its plans and pages read.
    if (warm && WARMUP > 0) await openLoop({ ...load, duration: WARMUP });
    const meter = cpuMeter({ pid, databaseUrl: DATABASE_URL });
    const result = await openLoop({ ...load, duration: OPEN_DURATION });
    return { ...result, cpu: meter.stop(result.answered) };
  };
  const latencies = (result) => `${result.p50} / ${result.p90} / ${result.p99}`;
  const rows = [];
  for (const { path, pathOf } of loads) {
    for (const [index, rate] of OPEN_RATES.entries()) {
      const acorn = await run(base, `${base}/api/health`, api.pid, pathOf, rate, index === 0);
      const twin = await run(bareBase, `${bareBase}/health`, pgBare.pid, pathOf, rate, index === 0);
      rows.push({
        path,
        'rate req/s': rate,
        'API achieved': acorn.achieved,
        'API p50/p90/p99 ms': latencies(acorn),
        'API errors/dropped': `${acorn.errors}/${acorn.dropped}`,
        'twin achieved': twin.achieved,
        'twin p50/p90/p99 ms': latencies(twin),
        'twin errors/dropped': `${twin.errors}/${twin.dropped}`,
        ...cpuColumns(acorn.cpu, twin.cpu),
      });
    }
  }
  console.log(
    `
Feed open-loop on ${FEED_ITEMS} items: requests arriving at fixed rates for ${OPEN_DURATION} s each, latencies from when each was due (dropped: due while ${OPEN_MAX_IN_FLIGHT} were in flight, the server saturated); the twin at the same rates:
`,
  );
  console.table(rows);
}

/** PGlite answering as a pg client: query(text, values) or query({ text, values }). */
const pgliteClient = (db) => ({
  query: (statement, values) =>
    typeof statement === 'string' ? db.query(statement, values) : db.query(statement.text, statement.values),
});

/** Stops an API and waits until it has closed its database. */
async function stopApi(server) {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/**
 * The feed on the embedded database: PGlite lives inside the API's process, so nothing else may
 * open it while the API runs. A second API migrates an empty directory and stops; the fixtures are
 * written into that directory (the same SQL, through PGlite); the API starts on it again and only
 * it is measured: a bare server would have no database to share.
 */
async function benchFeedOnPglite() {
  const directory = join(dataDir, 'feed-pglite');
  const base = `http://127.0.0.1:${PGLITE_API_PORT}`;
  // An environment variable left undefined is not passed on: the API falls back to PGlite.
  const embedded = () => startApi(PGLITE_API_PORT, directory, { DATABASE_URL: undefined });
  pgliteApi = embedded();
  await waitForHealth(`${base}/api/health`, pgliteApi);
  await stopApi(pgliteApi);
  const db = await PGlite.create(join(directory, 'pglite'));
  let feed;
  try {
    feed = await generateFeed(pgliteClient(db), {
      items: PGLITE_ITEMS,
      companies: Math.max(10, Math.round(PGLITE_ITEMS / 10)),
      where: 'PGlite',
    });
  } finally {
    await db.close();
  }
  pgliteApi = embedded();
  await waitForHealth(`${base}/api/health`, pgliteApi);
  const request = { connections: PGLITE_CONNECTIONS, headers: { authorization: `Bearer ${feed.token}` } };
  const rows = [];
  for (const { path } of feed.paths) {
    // One answer first: the path works for this session, and PGlite has read what it needs.
    await getJson(`${base}${path}`, feed.token);
    await settle(`${base}/api/health`);
    const result = await measure(`${base}${path}`, request);
    rows.push({
      path: `GET ${path}`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
      target: `p99 <= ${FEED_TARGET.pgliteP99} ms`,
      met: met(result.latency.p99 <= FEED_TARGET.pgliteP99),
    });
  }
  console.log(
    `\nFeed on PGlite (the API's embedded database), ${PGLITE_CONNECTIONS} connections, ${DURATION} s each:\n`,
  );
  console.table(rows);
}

/**
 * The public reference lists: the cached ones next to a bare node:http server answering the bytes
 * the API answered; the tiers, read from the database on every request, next to the pg twin on
 * PostgreSQL (next to the cached bytes without it, where no twin can share the database).
 */
async function benchReference(base) {
  const cached = DATABASE_URL ? PATHS.filter((path) => path !== FRESH_PATH) : PATHS;
  const bodies = {};
  for (const path of cached) bodies[path] = await (await fetch(`${base}${path}`)).text();
  const bodiesFile = join(dataDir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  bare = fork(join(import.meta.dirname, 'bare-server.mjs'), [String(BARE_PORT), bodiesFile]);
  await new Promise((r) => bare.once('message', r));

  console.log(`Reference lists, ${CONNECTIONS} connections, ${DURATION} s each:\n`);
  const rows = [];
  for (const path of cached) {
    const acorn = await measure(`${base}${path}`);
    const baseline = await measure(`http://127.0.0.1:${BARE_PORT}${path}`);
    const ratio = `${((acorn.requests.average / baseline.requests.average) * 100).toFixed(0)}%`;
    rows.push(row(`GET ${path}`, 'acorn', acorn, bodies[path].length, ratio));
    rows.push(row(`GET ${path}`, 'bare node:http', baseline, bodies[path].length));
  }
  console.table(rows);
  if (!DATABASE_URL) {
    console.log(
      `${FRESH_PATH} is read from the database on every request: without DATABASE_URL (PGlite inside the`,
      'API) it stands next to the cached bytes above; on PostgreSQL, next to node:http and a pg pool.',
    );
    return;
  }
  const measured = await compareWithBare(base, null, [{ path: FRESH_PATH }], CONNECTIONS);
  console.log(
    `\n${FRESH_PATH}, read from the database on every request, ${CONNECTIONS} connections, ${DURATION} s; bare: node:http and a pg pool of ${POOL_SIZE}, the same SQL:\n`,
  );
  console.table(measured.map(comparisonRow));
}

/**
 * The feedback lists' rows beyond those the API made, written into PostgreSQL
 * (feedback-fixtures.mjs), then the plans of the statements the API sends for them.
 */
async function addFeedback({ sessions, companyId }) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const started = Date.now();
    const {
      rows: [operator],
    } = await client.query({ text: 'select id from users where email = $1', values: [OPERATOR_EMAIL] });
    await createFeedbackRows(client, { companyId, operatorId: operator.id });
    const { rows: mix } = await client.query({
      text: `select 'reviews' as "table", count(*) filter (where user_id = $1) as "of the company",
                    count(*) filter (where user_id = $1 and show_public and hidden_at is null) as "on its profile",
                    count(*) as "in all" from reviews
             union all
             select 'referrals (' || $2 || ')', count(*) filter (where user_id = $1 and reffer_type = $2),
                    count(*) filter (where user_id = $1 and reffer_type = $2 and show_public and hidden_at is null),
                    count(*) from referrals
             union all
             select 'reports (open)', null, null, count(*) filter (where status = 'open') from reports
             union all
             select 'Wants', count(*) filter (where user_id = $1), null, count(*) from interests`,
      values: [companyId, REFERRAL_TYPE],
    });
    console.log(`
Feedback rows written into PostgreSQL in ${seconds(started)} s (company ${companyId}):`);
    console.table(mix);
    printPlans(
      await explainStatements(client, [
        await sessionStatement(sessions.participant),
        { ...(await publicReviewsStatement(companyId)), name: 'listPublicReview' },
        {
          ...(await publicReferralsStatement(companyId, REFERRAL_TYPE)),
          name: `listPublicReferral (${REFERRAL_TYPE})`,
        },
        { ...(await myReviewsStatement(companyId)), name: 'listmyReview' },
        { ...(await reportsStatement('open', { limit: 20, offset: 0 })), name: 'admin/reports page 1' },
        { ...(await reportsStatement('open', { limit: 20, offset: 20 })), name: 'admin/reports page 2' },
      ]),
      "the feedback lists' statements",
    );
  } finally {
    await client.end();
  }
}

/** The seller area's lists and the conversations, as the participant of the fixtures asks for them. */
const LEADS_PATHS = [
  '/api/leads',
  '/api/leads?kind=message',
  '/api/needs',
  `/api/needs?search=${FEED_SEARCH}`,
  '/api/conversations',
  '/api/conversations?folder=requests',
];
const LEAD_KINDS = ['want', 'message', 'application'];

/**
 * Leads, needs and conversations on PostgreSQL: their rows generated for the fixtures' participant
 * (Platinum), the plans of the statements the API sends for the paths, then each path next to the
 * bare server.
 */
async function benchLeads(base, token) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const userId = (await getJson(`${base}/api/me`, token)).id;
    console.log(
      `
Leads: generating ${LEADS_ITEMS} offers and opportunities of other companies and ${LEADS_OWN_ITEMS} items of the participant ${userId}, their leads and conversations, in PostgreSQL...`,
    );
    const started = Date.now();
    const made = await createLeadsFixtures(client, {
      viewerId: userId,
      items: LEADS_ITEMS,
      ownItems: LEADS_OWN_ITEMS,
      log: (line) => console.log(line),
    });
    console.log(`Made in ${seconds(started)} s (statuses as stored; 'past deadline' items read 'expired'):`);
    console.table(made.mix);
    console.table(made.viewerRows);
    const words = await textQueryOf(FEED_SEARCH, (statement) => client.query(statement));
    const page = { limit: 10, offset: 0 };
    printPlans(
      await explainStatements(client, [
        await sessionStatement(token),
        { ...(await featuresStatement(userId)), name: 'tier features' },
        { name: 'leads', ...(await leadsStatement({ userId, kinds: LEAD_KINDS, ...page })) },
        {
          name: 'leads page 5',
          ...(await leadsStatement({ userId, kinds: LEAD_KINDS, limit: 10, offset: 40 })),
        },
        { name: 'leads (message)', ...(await leadsStatement({ userId, kinds: ['message'], ...page })) },
        { name: 'needs', ...(await needsStatement({ userId, ...page })) },
        { name: `needs '${FEED_SEARCH}'`, ...(await needsStatement({ userId, words, ...page })) },
        {
          name: 'conversations (inbox)',
          ...(await conversationsStatement({ userId, folder: 'inbox', ...page })),
        },
        {
          name: 'conversations (requests)',
          ...(await conversationsStatement({ userId, folder: 'requests', ...page })),
        },
        { name: 'unread totals', ...(await unreadTotalsStatement(userId)) },
      ]),
      "the leads', needs' and conversations' statements",
    );
  } finally {
    await client.end();
  }
  const measured = await compareWithBare(
    base,
    token,
    LEADS_PATHS.map((path) => ({ path })),
    CONNECTIONS,
  );
  console.log(
    `
Leads, needs and conversations as a signed-in participant (Platinum), ${CONNECTIONS} connections, ${DURATION} s each; bare: node:http and a pg pool of ${POOL_SIZE}, the same SQL:
`,
  );
  console.table(measured.map(comparisonRow));
}

/**
 * The signed-in lists, each as its fixture session asks for it: next to the pg twin on PostgreSQL,
 * the API alone without it.
 */
async function benchSignedIn(base, { sessions, companyId, madeIn }) {
  const paths = signedInLists(companyId).map((list) => ({ ...list, token: sessions[list.as] }));
  if (DATABASE_URL) {
    await addFeedback({ sessions, companyId });
    const measured = await compareWithBare(base, null, paths, CONNECTIONS);
    console.log(
      `\nSigned-in lists (fixtures made in ${madeIn} s), ${CONNECTIONS} connections, ${DURATION} s each; bare: node:http and a pg pool of ${POOL_SIZE}, the same SQL:\n`,
    );
    console.table(measured.map(comparisonRow));
    return;
  }
  console.log(`\nSigned-in lists (fixtures made in ${madeIn} s):\n`);
  const rows = [];
  for (const { as, path, method = 'GET', body, token } of paths) {
    const request = requestOf({ method, body, token });
    const bytes = JSON.stringify(await fetchJson(`${base}${path}`, request)).length;
    rows.push(row(`${method} ${path}`, `acorn (${as})`, await measure(`${base}${path}`, request), bytes));
  }
  console.table(rows.map(({ 'vs bare': _, ...rest }) => rest));
  console.log(
    'No bare twin: without DATABASE_URL the API keeps its embedded database (PGlite) inside its own',
    'process, which no other server can share; the feedback lists read only the feedback made through',
    'the API. Set DATABASE_URL to an empty PostgreSQL database to measure each list next to node:http',
    'and a pg pool running the same SQL, on many more rows.',
  );
}

try {
  const base = `http://127.0.0.1:${API_PORT}`;
  await waitForHealth(`${base}/api/health`);
  console.log(
    `Sections: ${ONLY.join(', ')} (BENCH_ONLY). Each run: ${DURATION} s, on this machine's loopback.\n`,
  );
  if (runs('reference')) await benchReference(base);

  let fixtures;
  if (runs('signed-in') || (DATABASE_URL && (runs('market') || runs('leads')))) {
    const started = Date.now();
    fixtures = { ...(await createSignedInFixtures(base)), madeIn: seconds(started) };
  }
  if (runs('signed-in')) await benchSignedIn(base, fixtures);

  if (DATABASE_URL) {
    if (runs('leads')) await benchLeads(base, fixtures.sessions.participant);
    if (runs('market')) await benchMarket(base, fixtures.sessions.participant);
    if (runs('feed')) await benchFeed(base);
  } else if (runs('leads') || runs('market') || runs('feed')) {
    console.log(
      '\nLeads, market and feed on PostgreSQL: skipped. Without DATABASE_URL the API keeps its embedded database',
      '(PGlite) inside its own process: a bare server has no PostgreSQL to pool connections to. Set',
      'DATABASE_URL to an empty PostgreSQL database to run them.',
    );
  }
  if (runs('pglite')) await benchFeedOnPglite();
} finally {
  stop();
}
