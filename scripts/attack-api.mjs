// `npm run attack`: fuzzes every operation of the OpenAPI document over HTTP, as an outside
// attacker would, and fails on any 5xx. It starts the built server on a fresh data directory
// (demo data, raised rate limits), signs in demo accounts of two tiers and an advisor, then sends
// each operation bodies, queries and path parameters built from its schema with hostile values in
// them (NUL bytes, huge and negative numbers, unknown ids, HTML, `$` patterns, wrong types).
//
//   npm run attack                    # ATTACK_ROUNDS=25 requests per operation and caller
//   ATTACK_ROUNDS=100 ATTACK_SEED=7 npm run attack
//
// The run is repeatable for a seed: the same requests in the same order.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, root } from './lib.mjs';

const ROUNDS = Number(process.env.ATTACK_ROUNDS ?? 25);
let seed = Number(process.env.ATTACK_SEED ?? 1) >>> 0;
const PORT = Number(process.env.ATTACK_PORT ?? 3917);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Acorn-demo-2026';
const CALLERS = {
  crystal: 'crystal@demo.acorn.example',
  platinum: 'platinum@demo.acorn.example',
  advisor: 'advisor@demo.acorn.example',
};
// Calls that end the caller's own session or start sign-ins: sent, but last and anonymously.
const SESSION_ENDING = new Set(['POST /api/logout', 'POST /api/changePassword', 'POST /api/me/delete']);

/** A small deterministic generator (mulberry32), so a seed replays the same attack. */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

const HOSTILE = [
  null,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  "$`$&$'",
  '<img src=x onerror=alert(1)><script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '1e309',
  'NaN',
  '-1',
  '2147483648',
  '99999999999999999999',
  'data:image/png;base64,AAAA',
  'javascript:alert(1)',
  '\ud800',
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  999999,
  true,
  false,
  [],
  [null],
  [2147483648],
  [999999, 999999],
  [[1]],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
];

/**
 * How often a value is hostile, chosen per request: some requests are plausible throughout, so
 * they pass validation and reach the services and the database with their unknown ids.
 */
let hostility = 0;

/** A value of the schema's shape: plausible, or hostile at the request's rate. */
function sample(schema, depth = 0, key = '') {
  if (!schema || depth > 6) return pick(HOSTILE);
  if (chance(hostility)) return pick(HOSTILE);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(pick(options), depth + 1, key);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1)));
  if (schema.enum) return pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const body = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || chance(0.7)) body[key] = sample(property, depth + 1, key);
      }
      if (chance(0.2))
        body[pick(['status', 'owner_id', 'cb_roles_id', 'admin_status', 'user_id'])] = pick(HOSTILE);
      return body;
    }
    case 'array':
      return Array.from({ length: pick([0, 1, 2, 3, 60]) }, () => sample(schema.items, depth + 1, key));
    case 'integer':
      // Known and unknown ids alike pass the schema: the services must tell them apart.
      return pick([1, 1, 2, 3, 152, 179, 999999, 2147483647]);
    case 'number':
      return pick([1, 0.5, -1, 1e308, 2147483648]);
    case 'boolean':
      return chance(0.5);
    case 'string':
      if (schema.format === 'email' || /email/.test(key)) return pick(['a@b.example', 'not-an-email']);
      if (/date|deadline|validity|publication|_at$/.test(key))
        return pick(['2026-01-01', '2099-12-31', '2026-02-30']);
      if (/website|linkedin|facebook|twitter|instagram|youtube|url/.test(key)) {
        return pick(['https://www.linkedin.com/in/acorn', 'https://example.com', 'ftp://x']);
      }
      return pick(['Acorn', 'yes', 'no', '1', 'export', 'ação', '<p>Hello</p>', 'https://example.com']);
    case 'null':
      return null;
    default:
      return pick(HOSTILE);
  }
}

const pathValue = () =>
  chance(hostility * 3)
    ? pick(['0', '-1', '2147483648', 'abc', '%00', '1e3', '99999', '1.5'])
    : pick(['1', '2', '3', '5', '8', '13', '21', '34']);

function queryOf(parameters) {
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (!parameter.required && chance(0.5)) continue;
    const value = sample(parameter.schema);
    query.append(parameter.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (chance(hostility * 2)) query.append(pick(['perPage', 'page', 'search', 'user']), String(pick(HOSTILE)));
  return query.toString();
}

async function signIn(email) {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.success.token;
}

async function waitForHealth(server) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer its health check');
}

ensureBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'acorn-attack-'));
const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    RATE_LIMIT_ANONYMOUS: '1000000',
    RATE_LIMIT_SIGNED_IN: '1000000',
    RATE_LIMIT_CREDENTIALS: '1000000',
  },
});
let serverErrors = '';
server.stderr.on('data', (chunk) => {
  serverErrors += chunk;
});

const failures = [];
const statuses = {};
let sent = 0;
try {
  await waitForHealth(server);
  const document = await (await fetch(`${BASE}/api/docs/json`)).json();
  const tokens = { anonymous: null };
  for (const [name, email] of Object.entries(CALLERS)) tokens[name] = await signIn(email);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  const ordered = [
    ...operations.filter(({ method, path }) => !SESSION_ENDING.has(`${method} ${path}`)),
    ...operations.filter(({ method, path }) => SESSION_ENDING.has(`${method} ${path}`)),
  ];
  for (const { path, method, operation } of ordered) {
    const parameters = operation.parameters ?? [];
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const callers = SESSION_ENDING.has(`${method} ${path}`) ? ['anonymous'] : Object.keys(tokens);
    for (const caller of callers) {
      for (let round = 0; round < ROUNDS; round += 1) {
        hostility = pick([0, 0, 0.03, 0.15]);
        const url = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(pathValue()).replace('%2500', '%00'));
        const query = queryOf(parameters);
        const headers = { 'content-type': 'application/json' };
        if (tokens[caller]) headers.authorization = `Bearer ${tokens[caller]}`;
        const body =
          method === 'GET' || method === 'HEAD'
            ? undefined
            : chance(0.05)
              ? '{"broken": '
              : JSON.stringify(bodySchema ? sample(bodySchema) : {});
        const target = `${BASE}${url}${query ? `?${query}` : ''}`;
        const res = await fetch(target, { method, headers, body });
        sent += 1;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        // An event stream answers for as long as it is open: its status is the answer here.
        const stream = res.headers.get('content-type')?.includes('text/event-stream');
        const text = stream ? '' : await res.text();
        if (stream) await res.body?.cancel();
        if (res.status >= 500 && !(res.status === 503 && path === '/api/stripe/webhook')) {
          failures.push({
            caller,
            method,
            target: target.slice(BASE.length, 300),
            body: body?.slice(0, 300),
            status: res.status,
            answer: text.slice(0, 200),
          });
        }
      }
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `attack: ${sent} requests, ${failures.length} answered 5xx; by status ${JSON.stringify(statuses)}`,
);
for (const failure of failures.slice(0, 30)) console.log(JSON.stringify(failure));
if (failures.length > 0 && serverErrors) console.log(serverErrors.slice(0, 4000));
process.exitCode = failures.length > 0 ? 1 : 0;
