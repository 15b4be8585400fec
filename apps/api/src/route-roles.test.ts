import { randomBytes } from 'node:crypto';
import { ROLES } from '@acorn/contracts';
import { users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsSession } from './lib/auth';
import { operatorTotp } from './lib/totp';
import { bearer, STRONG_PASSWORD } from './test/accounts';
import { createUser } from './test/factories/accounts';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Every route of the OpenAPI document, called by every kind of caller: no one, a participant of
 * each tier, an advisor, a deactivated participant and an operator with a console session. Each
 * answer must be one the route declares, never a 5xx, and what its guard allows, read from the
 * route's own metadata in the document: `security` (without an empty alternative) means a
 * session is required, the `admin` tag the operator's console, `x-feature` the tier feature
 * its calls need (`tierFeature` in lib/tiers.ts). A new route is covered without editing this.
 */

const INT4_MAX = 2_147_483_647;
const TIER_PACKAGES = { crystal: 1, silver: 2, gold: 3, platinum: 4 } as const;

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema: { enum?: unknown[] } }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  'x-feature'?: string;
}
interface Caller {
  name: string;
  token?: string;
  /** A session the server must not honour (a deactivated account's). */
  refused?: boolean;
  role?: number;
  features?: string[];
}
interface Call {
  method: string;
  path: string;
  url: string;
  operation: Operation;
  body: boolean;
}

/**
 * Calls that must not run before the others of the same caller (they end the session), and
 * routes that cannot be exercised fully here, each with what it must answer instead.
 */
const LAST = new Set(['POST /api/logout']);
const EXCEPTIONS: Record<string, { reason: string; statuses: number[] }> = {
  // Stripe signs its calls; an unsigned one, from anyone, is refused before anything is read.
  'POST /api/stripe/webhook': { reason: 'unsigned', statuses: [400] },
  // The development mailbox's pages (never in production) have no schema; no message has these ids.
  'GET /dev/mailbox/{id}': { reason: 'no such message', statuses: [404] },
  'GET /dev/mailbox/{id}/eml': { reason: 'no such message', statuses: [404] },
  // One-click unsubscribe pages answer a link without its signed token with a 400 page.
  'GET /unsubscribe': { reason: 'no token', statuses: [400] },
  'POST /unsubscribe': { reason: 'no token', statuses: [400] },
};

/** Routes whose answer is an endless event stream: its status is read, then it is closed. */
const STREAMS = new Set(['GET /api/conversations/events']);

/** An answer's code, read from its JSON body (a stream's only when it is an error, which ends). */
async function answerCode(res: Awaited<ReturnType<TestApp['app']['inject']>>, stream: boolean) {
  const json = res.headers['content-type']?.toString().includes('json');
  if (!stream) return json ? (res.json() as { code?: string }).code : undefined;
  const body = res.stream();
  if (!json) {
    body.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return (JSON.parse(Buffer.concat(chunks).toString()) as { code?: string }).code;
}

let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };
let callers: Caller[];

async function consoleSession(): Promise<string> {
  const operator = await createUser({ db: t.database.db, cb_roles_id: ROLES.operator });
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: operator.email, password: STRONG_PASSWORD },
  });
  const { challenge, secret } = started.json();
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/admin/mfa',
    payload: { challenge, code: operatorTotp(secret).generate() },
  });
  if (done.statusCode !== 200) throw new Error(`operator sign-in: ${done.statusCode} ${done.body}`);
  return done.json().success.token;
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_ANONYMOUS: '1000000',
      RATE_LIMIT_SIGNED_IN: '1000000',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      // Without a secret the webhook answers 503; with one, an unsigned call is refused as it is in production.
      STRIPE_WEBHOOK_SECRET: 'whsec_route_roles',
    },
  });
  const db = t.database.db;
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const packages: { id: number; available_features: string[] }[] = (
    await t.app.inject({ method: 'GET', url: '/api/packages' })
  ).json().data;
  const tiers = await Promise.all(
    Object.entries(TIER_PACKAGES).map(async ([name, packageId]) => ({
      name,
      token: (await createUser({ db, package_id: packageId })).token,
      role: ROLES.participant,
      features: packages.find((p) => p.id === packageId)?.available_features ?? [],
    })),
  );
  // Deactivated after signing in, with the session left as it was: the account's state alone
  // must make its token worthless (the console's deactivation also revokes the sessions).
  const deactivated = await createUser({ db, package_id: TIER_PACKAGES.platinum });
  await db.update(users).set({ status: 1 }).where(eq(users.id, deactivated.id));
  callers = [
    { name: 'anonymous' },
    { name: 'deactivated participant', token: deactivated.token, refused: true },
    ...tiers,
    {
      name: 'advisor',
      token: (await createUser({ db, cb_roles_id: ROLES.advisor })).token,
      role: ROLES.advisor,
    },
    { name: 'operator', token: await consoleSession(), role: ROLES.operator },
  ];
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Each operation with its path filled: a real id (1), and once an id beyond the integer columns. */
function calls(): Call[] {
  const list: Call[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const fill = (id: string) =>
        path.replace(/\{(\w+)\}/g, (_match, name: string) => {
          const parameter = pathParams.find((p) => p.name === name);
          if (parameter?.schema.enum) return encodeURIComponent(String(parameter.schema.enum[0]));
          if (name === 'slug') return 'privacy-policy';
          return id;
        });
      const urls = pathParams.length ? [fill('1'), fill(String(INT4_MAX + 1))] : [path];
      const m = method.toUpperCase();
      for (const url of urls) {
        list.push({ method: m, path, url, operation, body: false });
        if (operation.requestBody) list.push({ method: m, path, url, operation, body: true });
      }
    }
  }
  // A call that ends the caller's session goes after all the others.
  return list.sort(
    (a, b) => Number(LAST.has(`${a.method} ${a.path}`)) - Number(LAST.has(`${b.method} ${b.path}`)),
  );
}

/** What is wrong with one answer, or undefined. */
function problem(call: Call, caller: Caller, status: number, code: string | undefined): string | undefined {
  const { operation } = call;
  const key = `${call.method} ${call.path}`;
  if (status >= 500) return 'a server error';
  const exception = EXCEPTIONS[key];
  if (exception) {
    return exception.statuses.includes(status)
      ? undefined
      : `not ${exception.statuses} (${exception.reason})`;
  }
  const declared = Object.keys(operation.responses ?? {});
  if (!declared.includes(String(status))) return `undeclared (declares ${declared.join(', ')})`;
  const signedIn = !!caller.token && !caller.refused;
  if (needsSession(operation.security) && !signedIn && status !== 401) return 'not 401 without a session';
  if (signedIn && status === 401 && needsSession(operation.security)) return '401 with a valid session';
  if (
    operation.tags?.includes('admin') &&
    needsSession(operation.security) &&
    caller.role !== ROLES.operator
  ) {
    if (status !== 401 && status !== 403) return 'a console call answered to a non-operator';
  }
  const feature = operation['x-feature'];
  const lacksFeature = !!feature && caller.role === ROLES.participant && !caller.features?.includes(feature);
  if (code === 'feature_not_in_plan' && !lacksFeature)
    return `feature_not_in_plan without a tier feature to lack`;
  // The schema is checked before the handler: a refused body never reaches the tier check.
  if (lacksFeature && code !== 'feature_not_in_plan' && code !== 'validation_failed') {
    return `not 403 feature_not_in_plan for a tier without ${feature}`;
  }
  return undefined;
}

describe('every route by every kind of caller', () => {
  it('answers only what the route declares and its guard allows, never a 5xx', async () => {
    const failures: string[] = [];
    const list = calls();
    let requests = 0;
    for (const caller of callers) {
      for (const call of list) {
        requests++;
        const stream = STREAMS.has(`${call.method} ${call.path}`);
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: caller.token ? bearer(caller.token) : {},
          ...(call.body ? { payload: {} } : {}),
          ...(stream ? { payloadAsStream: true } : {}),
        });
        const code = await answerCode(res, stream);
        const wrong = problem(call, caller, res.statusCode, code);
        if (wrong) {
          failures.push(
            `${res.statusCode}${code ? ` ${code}` : ''} ${call.method} ${call.url}${call.body ? ' {}' : ''} as ${caller.name}: ${wrong}`,
          );
        }
      }
    }
    console.info(`route roles: ${requests} requests over ${callers.length} callers`);
    expect(failures).toEqual([]);
  }, 300_000);
});
