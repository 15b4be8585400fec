import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

const TEST_STRIPE_SECRET_KEY = 'sk_test_acorn_local_server';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_acorn_local_test_secret';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form body, decoded into nested objects and arrays as Stripe reads it. */
  params: Record<string, unknown>;
}

interface TestCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  customer: string | null;
  subscription: string | null;
  amount_total: number;
  currency: string;
  payment_method_types: string[];
  allowed_payment_method_types: string[] | null;
  success_url: string;
  cancel_url: string;
  created: number;
  livemode: false;
}

export interface SignedDelivery {
  event: { id: string; type: string; created: number; data: { object: unknown } };
  payload: string;
  headers: Record<string, string>;
}

interface SignOptions {
  /** Unix seconds the signature claims; defaults to now. */
  timestamp?: number;
  secret?: string;
  eventId?: string;
}

interface TestSubscription {
  id: string;
  object: 'subscription';
  customer: string | null;
  status: 'active';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: Record<string, unknown> }[];
  };
  latest_invoice: string | Record<string, unknown> | null;
}

export interface StripeTestServer {
  /** For STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, TestCheckoutSession>;
  requests: RecordedRequest[];
  /** Creates answered per Idempotency-Key. */
  idempotencyKeys: Map<string, string>;
  /** The create parameters a session was made with (line items, subscription data, ...). */
  createParams(sessionId: string): Record<string, unknown>;
  /** The customer paid: the session is complete and paid (or unpaid, as SEPA debits are at first). */
  completeSession(
    sessionId: string,
    options?: { paymentStatus?: TestCheckoutSession['payment_status'] },
  ): TestCheckoutSession;
  expireSession(sessionId: string): TestCheckoutSession;
  /** Provider subscriptions, made when a session completes or first asked for. */
  subscriptions: Map<string, TestSubscription>;
  /** The next subscription update that invoices is refused as a declined card (402). */
  declineNextCharge(): void;
  /** Answers the next `count` API calls with a 500, as an outage would. */
  failNext(count: number): void;
  /** A signed webhook delivery of any event object, signed as Stripe signs (generateTestHeaderString). */
  signEvent(type: string, object: unknown, options?: SignOptions): SignedDelivery;
  /** A signed checkout.session.* delivery carrying the session as stored now. */
  sessionEvent(type: string, sessionId: string, options?: SignOptions): SignedDelivery;
  close(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=1` form fields into nested objects; objects keyed 0..n become arrays. */
function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, code } });

/**
 * A local Stripe-compatible API for the calls the payment gateway makes (create and retrieve
 * checkout sessions; retrieve and update subscriptions, create products, open the Customer
 * Portal), with Idempotency-Key replay, plus signed webhook deliveries.
 */
export async function startStripeTestServer({
  secretKey = TEST_STRIPE_SECRET_KEY,
  webhookSecret = TEST_STRIPE_WEBHOOK_SECRET,
} = {}): Promise<StripeTestServer> {
  const sessions = new Map<string, TestCheckoutSession>();
  const params = new Map<string, Record<string, unknown>>();
  const idempotencyKeys = new Map<string, string>();
  const idempotencyDigests = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, TestSubscription>();
  let failures = 0;
  let declineCharge = false;
  let base = '';

  const subscriptionFor = (id: string, customer: string | null = null) => {
    let subscription = subscriptions.get(id);
    if (!subscription) {
      subscription = {
        id,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: {},
        items: {
          object: 'list',
          data: [{ id: randomId('si_test_'), object: 'subscription_item', price: {} }],
        },
        latest_invoice: null,
      };
      subscriptions.set(id, subscription);
    }
    return subscription;
  };

  /** The Idempotency-Key replay of a create or update: the first answer, or Stripe's error on other parameters. */
  const replay = (request: IncomingMessage, raw: string) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return { key: undefined };
    const digest = createHash('sha256').update(`${request.url}\n${raw}`).digest('hex');
    if (!idempotencyKeys.has(key)) return { key, digest };
    if (idempotencyDigests.get(key) !== digest) return { key, error: true as const };
    return { key, replayed: idempotencyKeys.get(key) as string };
  };
  const answers = new Map<string, unknown>();

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_') });
      response.end(JSON.stringify(body));
    };
    readBody(request)
      .then((raw) => {
        const path = new URL(request.url ?? '/', base).pathname;
        const form = decodeStripeForm(raw);
        requests.push({ method: request.method ?? 'GET', path, headers: request.headers, params: form });
        if (failures > 0) {
          failures -= 1;
          response.setHeader('stripe-should-retry', 'false');
          return send(500, stripeError('api_error', 'Simulated outage'));
        }
        if (request.headers.authorization !== `Bearer ${secretKey}`) {
          return send(401, stripeError('invalid_request_error', 'Invalid API Key provided'));
        }

        if (request.method === 'POST' && path === '/v1/checkout/sessions') {
          const key = request.headers['idempotency-key'];
          const digest = createHash('sha256').update(raw).digest('hex');
          if (typeof key === 'string' && idempotencyKeys.has(key)) {
            if (idempotencyDigests.get(key) !== digest) {
              return send(
                400,
                stripeError(
                  'idempotency_error',
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
                ),
              );
            }
            response.setHeader('idempotent-replayed', 'true');
            return send(200, sessions.get(idempotencyKeys.get(key) as string));
          }
          const lineItems = (form.line_items ?? []) as {
            quantity?: string;
            price_data?: { unit_amount?: string; currency?: string };
          }[];
          const id = randomId('cs_test_');
          const session: TestCheckoutSession = {
            id,
            object: 'checkout.session',
            url: `${base}/checkout/${id}`,
            mode: String(form.mode ?? 'payment'),
            status: 'open',
            payment_status: 'unpaid',
            metadata: (form.metadata ?? {}) as Record<string, string>,
            client_reference_id: (form.client_reference_id as string) ?? null,
            customer_email: (form.customer_email as string) ?? null,
            customer: null,
            subscription: null,
            amount_total: lineItems.reduce(
              (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
              0,
            ),
            currency: lineItems[0]?.price_data?.currency ?? 'eur',
            payment_method_types: (form.allowed_payment_method_types ??
              form.payment_method_types ?? ['card']) as string[],
            allowed_payment_method_types: (form.allowed_payment_method_types as string[]) ?? null,
            success_url: String(form.success_url ?? ''),
            cancel_url: String(form.cancel_url ?? ''),
            created: Math.floor(Date.now() / 1000),
            livemode: false,
          };
          sessions.set(id, session);
          params.set(id, form);
          if (typeof key === 'string') {
            idempotencyKeys.set(key, id);
            idempotencyDigests.set(key, digest);
          }
          return send(200, session);
        }

        const idempotencyError = () =>
          send(
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
        const remember = (key: string | undefined, digest: string | undefined, answer: unknown) => {
          if (!key || !digest) return;
          const id = randomId('answer_');
          answers.set(id, answer);
          idempotencyKeys.set(key, id);
          idempotencyDigests.set(key, digest);
        };

        if (request.method === 'POST' && path === '/v1/products') {
          const seen = replay(request, raw);
          if ('error' in seen) return idempotencyError();
          if (seen.replayed) return send(200, answers.get(seen.replayed));
          const product = { id: randomId('prod_test_'), object: 'product', name: String(form.name ?? '') };
          remember(seen.key, seen.digest, product);
          return send(200, product);
        }

        if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
          const id = randomId('bps_test_');
          return send(200, {
            id,
            object: 'billing_portal.session',
            customer: form.customer,
            return_url: form.return_url,
            url: `${base}/portal/${id}`,
          });
        }

        const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
        if (subscriptionMatch) {
          const subscription = subscriptionFor(decodeURIComponent(subscriptionMatch[1] as string));
          if (request.method === 'GET') return send(200, subscription);
          if (request.method === 'POST') {
            const seen = replay(request, raw);
            if ('error' in seen) return idempotencyError();
            if (seen.replayed) return send(200, answers.get(seen.replayed));
            const items = form.items as { id?: string; price_data?: Record<string, unknown> }[] | undefined;
            if (form.proration_behavior === 'always_invoice' && declineCharge) {
              declineCharge = false;
              return send(402, stripeError('card_error', 'Your card was declined.', 'card_declined'));
            }
            if (items?.[0]?.price_data) {
              const item = subscription.items.data[0];
              if (item) item.price = { ...items[0].price_data, object: 'price' };
            }
            if (form.metadata)
              subscription.metadata = {
                ...subscription.metadata,
                ...(form.metadata as Record<string, string>),
              };
            if (form.cancel_at_period_end !== undefined) {
              subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
            }
            subscription.latest_invoice =
              form.proration_behavior === 'always_invoice'
                ? {
                    id: randomId('in_test_'),
                    object: 'invoice',
                    status: 'paid',
                    billing_reason: 'subscription_update',
                    subscription: subscription.id,
                  }
                : subscription.latest_invoice;
            const answer = structuredClone(subscription);
            remember(seen.key, seen.digest, answer);
            return send(200, answer);
          }
        }

        const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
        if (request.method === 'GET' && match) {
          const session = sessions.get(decodeURIComponent(match[1] as string));
          if (!session) {
            return send(
              404,
              stripeError('invalid_request_error', 'No such checkout.session', 'resource_missing'),
            );
          }
          return send(200, session);
        }
        return send(404, stripeError('invalid_request_error', `Unrecognized request URL (${path})`));
      })
      .catch(() => send(500, stripeError('api_error', 'Test server failure')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stored = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`No test checkout session ${id}`);
    return session;
  };

  const signEvent: StripeTestServer['signEvent'] = (type, object, options = {}) => {
    const event = {
      id: options.eventId ?? randomId('evt_test_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: options.timestamp ?? Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return { event, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  };

  return {
    url: base,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    idempotencyKeys,
    createParams: (id) => params.get(id) ?? {},
    completeSession(id, options = {}) {
      const session = stored(id);
      session.status = 'complete';
      session.payment_status = options.paymentStatus ?? 'paid';
      session.customer ??= randomId('cus_test_');
      session.subscription ??= randomId('sub_test_');
      subscriptionFor(session.subscription, session.customer).metadata = { ...session.metadata };
      return session;
    },
    expireSession(id) {
      const session = stored(id);
      session.status = 'expired';
      return session;
    },
    subscriptions,
    declineNextCharge() {
      declineCharge = true;
    },
    failNext(count) {
      failures = count;
    },
    signEvent,
    sessionEvent: (type, id, options) => signEvent(type, structuredClone(stored(id)), options),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
