import { createHash } from 'node:crypto';
import { vatBreakdown } from '@acorn/contracts';
import { type Db, packages, subscriptions } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_SESSION_PATTERN } from '../../integrations/payments/sandbox-gateway';
import { escapeHtml } from '../../lib/html';
import { failSubscription, fulfilSubscription, type SubscriptionRow } from './fulfilment.service';
import { cancelUrl, successUrl } from './payments.service';
import type { BillingContext } from './seller';

/**
 * The built-in test checkout, used when no STRIPE_SECRET_KEY is configured. The session id
 * (256 random bits) is the only key; completing and declining run the same fulfilment and
 * failure code as the provider's webhook.
 */

interface SandboxCheckout {
  subscription: SubscriptionRow;
  packageName: string;
}

/** What a request to the test checkout answers: an HTML page, or where the browser goes next. */
export type SandboxAnswer = { status: 200 | 404; page: string } | { redirect: string };

interface SandboxOptions {
  db: Db;
  sessionId: string;
  brandName: string;
  publicUrl: string;
}

async function findSandboxCheckout(db: Db, sessionId: string): Promise<SandboxCheckout | undefined> {
  if (!SANDBOX_SESSION_PATTERN.test(sessionId)) return undefined;
  const [row] = await db
    .select({ subscription: subscriptions, packageName: packages.name })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.package_id))
    .where(eq(subscriptions.checkout_session_id, sessionId))
    .limit(1);
  return row;
}

const notFound = (brandName: string): SandboxAnswer => ({
  status: 404,
  page: renderSandboxNotFound(brandName),
});

/** The test checkout's page: the purchase, and buttons to pay or decline while it is open. */
export async function showSandboxCheckout(options: SandboxOptions): Promise<SandboxAnswer> {
  const { sessionId, brandName, publicUrl } = options;
  const checkout = await findSandboxCheckout(options.db, sessionId);
  if (!checkout) return notFound(brandName);
  return {
    status: 200,
    page: renderSandboxPage({
      checkout,
      sessionId,
      brandName,
      successUrl: successUrl(publicUrl, sessionId),
      cancelUrl: cancelUrl(publicUrl),
    }),
  };
}

/** 'Pay (test)': the same fulfilment a paid checkout.session.completed gets. */
export async function completeSandboxCheckout(
  options: SandboxOptions & { billing: BillingContext },
): Promise<SandboxAnswer> {
  const { db, sessionId, billing } = options;
  const checkout = await findSandboxCheckout(db, sessionId);
  if (!checkout) return notFound(options.brandName);
  await db.transaction((tx) => fulfilSubscription({ tx, subscriptionId: checkout.subscription.id, billing }));
  return { redirect: successUrl(options.publicUrl, sessionId) };
}

/** 'Decline (test)': the same failure an async_payment_failed gets. */
export async function declineSandboxCheckout(options: SandboxOptions): Promise<SandboxAnswer> {
  const { db, sessionId } = options;
  const checkout = await findSandboxCheckout(db, sessionId);
  if (!checkout) return notFound(options.brandName);
  await db.transaction((tx) => failSubscription({ tx, subscriptionId: checkout.subscription.id }));
  return { redirect: cancelUrl(options.publicUrl) };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328;background:#f3f5f4}
main{max-width:520px;margin:40px auto;padding:0 16px}
.banner{background:#fff4d6;border:2px dashed #c99a06;border-radius:8px;padding:12px 16px;font-weight:600;margin-bottom:8px}
.note{font-size:14px;color:#5f6b76;margin:0 0 20px}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.brand{color:#2f6b3a;font-weight:700;font-size:20px;margin:0 0 4px}
h1{font-size:18px;margin:0 0 16px}
dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:0 0 24px;font-size:15px}
dt{color:#5f6b76}dd{margin:0;text-align:right}
.total{font-weight:700;font-size:17px;color:#1f2328}
.actions{display:flex;gap:12px;flex-wrap:wrap}
form{margin:0}
button{font:inherit;font-weight:600;border-radius:8px;padding:12px 20px;cursor:pointer;border:2px solid transparent}
button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.pay{background:#2f6b3a;color:#fff}
.decline{background:#fff;color:#a40e26;border-color:#a40e26}
.status{font-weight:600}
a{color:#1a5fb4}
`;

/** The style block's hash lets the page run with a CSP that allows no inline anything else. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function sandboxPageCsp(publicUrl: string) {
  // After the form posts, the browser follows a 303 to the app's own pages (form-action covers redirects).
  const appOrigin = new URL(publicUrl).origin;
  return (
    `default-src 'none'; style-src ${STYLE_HASH}; img-src 'self'; form-action 'self' ${appOrigin}; ` +
    "base-uri 'none'; frame-ancestors 'none'"
  );
}

const euros = (amount: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);

function layout(brandName: string, title: string, body: string) {
  const note = 'Payments are simulated because no Stripe key is configured. Nothing is charged.';
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ${escapeHtml(brandName)}</title><style>${STYLE}</style></head>
<body><main>
<p class="banner" role="note">Test checkout — no real payment</p>
<p class="note">${escapeHtml(note)}</p>
<div class="card">
<p class="brand">${escapeHtml(brandName)}</p>
${body}
</div>
</main></body>
</html>
`;
}

function renderSandboxPage(options: {
  checkout: SandboxCheckout;
  sessionId: string;
  brandName: string;
  successUrl: string;
  cancelUrl: string;
}): string {
  const { checkout, sessionId, brandName } = options;
  const { subscription } = checkout;
  const amounts = vatBreakdown(subscription.net_amount, subscription.vat_rate);
  const per = subscription.period === 'annual' ? 'year' : 'month';
  const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(sessionId)}`;
  const summary = `<dl>
<dt>Package</dt><dd>${escapeHtml(checkout.packageName)}</dd>
<dt>Period</dt><dd>${subscription.period === 'annual' ? 'Annual' : 'Monthly'}</dd>
<dt>Price (VAT excluded)</dt><dd>${euros(amounts.net)}</dd>
<dt>VAT ${amounts.vatRate}%</dt><dd>${euros(amounts.vat)}</dd>
<dt class="total">Total per ${per}</dt><dd class="total">${euros(amounts.total)}</dd>
</dl>`;
  let actions: string;
  if (subscription.status === 'pending' || subscription.status === 'payment_failed') {
    actions = `<div class="actions">
<form method="post" action="${action}/complete"><button class="pay" type="submit">Pay (test)</button></form>
<form method="post" action="${action}/decline"><button class="decline" type="submit">Decline (test)</button></form>
</div>`;
    if (subscription.status === 'payment_failed') {
      actions = `<p class="status">The last test payment was declined. You can try again.</p>${actions}`;
    }
  } else if (subscription.status === 'active') {
    actions = `<p class="status">This test payment is complete.</p><p><a href="${escapeHtml(options.successUrl)}">Continue</a></p>`;
  } else {
    actions = `<p class="status">This checkout is no longer open.</p><p><a href="${escapeHtml(options.cancelUrl)}">Back</a></p>`;
  }
  return layout(brandName, 'Test checkout', `<h1>Checkout</h1>\n${summary}\n${actions}`);
}

function renderSandboxNotFound(brandName: string): string {
  return layout(
    brandName,
    'Checkout not found',
    '<h1>Checkout not found</h1><p>This test checkout does not exist or its link is incomplete.</p>',
  );
}
