import {
  allowedPaymentOptions,
  type BankPostInput,
  type BankTransferDetails,
  type Language,
  type PaymentOption,
  type PaymentResult,
  periodPrice,
  ROLES,
  type StripePostInput,
  type StripePostResponse,
  vatBreakdown,
  vatRateForCountry,
} from '@acorn/contracts';
import { companyProfiles, type Db, packages, subscriptions, users } from '@acorn/db';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway';
import { isSandboxSession } from '../../integrations/payments/sandbox-gateway';
import { AppError } from '../../lib/errors';
import { fulfilSubscription } from './fulfilment.service';
import { presentBankTransfer, presentPaymentDone } from './payments.presenter';
import { confirmUpgradeTransfer } from './plan-change.service';
import type { BillingContext } from './seller';

/** The wizard's package step: a subscription can be bought from here on (step 4 = registered). */
const CHECKOUT_STEP = 3;
/**
 * A pending purchase with the same package, period, option and price is reused for this long,
 * so a double click or a retry answers the same checkout (Stripe keeps idempotency keys 24 h).
 */
const REUSE_PENDING_MS = 23 * 60 * 60 * 1000;

const checkoutIdempotencyKey = (subscriptionId: number) => `acorn-checkout-${subscriptionId}`;

export const successUrl = (publicUrl: string, sessionId = '{CHECKOUT_SESSION_ID}') =>
  `${publicUrl}/welcome?session_id=${sessionId}`;
export const cancelUrl = (publicUrl: string) => `${publicUrl}/payment-not-success`;

/** A payment option the purchase cannot take: its own code, and the problem on `payoption`. */
const OPTION_REFUSALS = {
  bankUseBankPost: 'bank_transfer_needs_bank_post',
  bankPostOnlyBank: 'bank_post_needs_bank',
  cardPaymentsDisabled: 'card_payments_disabled',
  bankNotAllowed: 'bank_transfer_not_allowed',
  debitNotAllowed: 'direct_debit_not_allowed',
} as const;

function refuseOption(problem: keyof typeof OPTION_REFUSALS): never {
  throw new AppError({ code: OPTION_REFUSALS[problem], fields: { payoption: [problem] } });
}

/**
 * Everything a purchase is decided by, checked on the server: the caller's registration step,
 * the package and its price for the period, the options that price allows, no active
 * subscription already, and the VAT of the caller's country. Then the pending subscription,
 * created once per purchase (the caller's row lock serializes concurrent attempts).
 */
async function preparePurchase(options: {
  db: Db;
  userId: number;
  packageId: number;
  period: StripePostInput['substype'];
  option: PaymentOption;
  /** stripePost takes Credit and Debit; bankPost takes Bank. */
  channel: 'checkout' | 'bank';
  /** CARD_PAYMENTS: without them only bank transfers are sold, at any price. */
  cardPayments: boolean;
}) {
  const { db, userId, packageId, period, option } = options;
  const [user] = await db
    .select({ id: users.id, email: users.email, step: users.step, country_id: companyProfiles.country_id })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError({ code: 'unauthenticated' });
  if (user.step < CHECKOUT_STEP) {
    throw new AppError({ code: 'registration_incomplete' });
  }
  if (options.channel === 'checkout' && option === 'Bank') refuseOption('bankUseBankPost');
  if (options.channel === 'bank' && option !== 'Bank') refuseOption('bankPostOnlyBank');
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (!pkg) throw new AppError({ code: 'package_not_found', fields: { id: ['packageNotFound'] } });

  const price = periodPrice(pkg, period);
  if (!allowedPaymentOptions(price, options.cardPayments).includes(option)) {
    if (!options.cardPayments) refuseOption('cardPaymentsDisabled');
    refuseOption(option === 'Bank' ? 'bankNotAllowed' : 'debitNotAllowed');
  }
  const [active] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, userId),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.current_period_end), gt(subscriptions.current_period_end, sql`now()`)),
      ),
    )
    .limit(1);
  if (active) throw new AppError({ code: 'subscription_active' });

  const vatRate = vatRateForCountry(user.country_id);
  const subscription = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.user_id, userId),
          eq(subscriptions.status, 'pending'),
          eq(subscriptions.package_id, pkg.id),
          eq(subscriptions.period, period),
          eq(subscriptions.payment_option, option),
          eq(subscriptions.net_amount, price),
          eq(subscriptions.vat_rate, vatRate),
          gt(subscriptions.created_at, new Date(Date.now() - REUSE_PENDING_MS)),
        ),
      )
      .orderBy(desc(subscriptions.id))
      .limit(1);
    if (pending) return pending;
    const [created] = await tx
      .insert(subscriptions)
      .values({
        user_id: userId,
        package_id: pkg.id,
        period,
        payment_option: option,
        status: 'pending',
        net_amount: price,
        vat_rate: vatRate,
        currency: 'eur',
      })
      .returning();
    if (!created) throw new Error('The subscription insert answered no row');
    return created;
  });
  return { user, pkg, subscription };
}

/**
 * stripePost: a hosted checkout for card (Credit) or SEPA Direct Debit (Debit). The amount,
 * period and allowed options come from the package row and the caller's country, never the body.
 */
export async function startCheckout(options: {
  db: Db;
  gateway: PaymentGateway;
  userId: number;
  input: StripePostInput;
  publicUrl: string;
  language: Language;
  cardPayments: boolean;
}): Promise<StripePostResponse> {
  const { db, gateway, input } = options;
  const { user, pkg, subscription } = await preparePurchase({
    db,
    userId: options.userId,
    packageId: input.id,
    period: input.substype,
    option: input.payoption,
    channel: 'checkout',
    cardPayments: options.cardPayments,
  });
  const amounts = vatBreakdown(subscription.net_amount, subscription.vat_rate);
  const session = await gateway.createCheckoutSession({
    subscriptionId: subscription.id,
    userId: user.id,
    packageId: pkg.id,
    packageName: pkg.name,
    period: input.substype,
    paymentOption: input.payoption === 'Debit' ? 'Debit' : 'Credit',
    totalCents: amounts.totalCents,
    currency: 'eur',
    customerEmail: user.email,
    locale: options.language,
    successUrl: successUrl(options.publicUrl),
    cancelUrl: cancelUrl(options.publicUrl),
    idempotencyKey: checkoutIdempotencyKey(subscription.id),
    existingSessionId: subscription.checkout_session_id ?? undefined,
  });
  if (session.id !== subscription.checkout_session_id) {
    await db
      .update(subscriptions)
      .set({ checkout_session_id: session.id, updated_at: sql`now()` })
      .where(eq(subscriptions.id, subscription.id));
  }
  return { sessionid: session.id, url: session.url };
}

/** Registration is complete while the transfer is on its way; tier features wait for the money. */
const BANK_TRANSFER_PENDING = 'Bank transfer pending';

/**
 * bankPost: a pending bank-transfer subscription; the operator confirms the money later. The
 * buyer leaves the wizard now (step 4) instead of waiting there for the operator.
 */
export async function registerBankTransfer(options: {
  db: Db;
  userId: number;
  input: BankPostInput;
  billing: BillingContext;
  cardPayments: boolean;
}): Promise<BankTransferDetails> {
  const { input } = options;
  const { pkg, subscription } = await preparePurchase({
    db: options.db,
    userId: options.userId,
    packageId: input.id,
    period: input.substype,
    option: input.payoption,
    channel: 'bank',
    cardPayments: options.cardPayments,
  });
  await options.db
    .update(users)
    .set({
      step: sql`greatest(${users.step}, 4)`,
      payment_status: BANK_TRANSFER_PENDING,
      updated_at: sql`now()`,
    })
    .where(and(eq(users.id, options.userId), sql`${users.payment_status} is distinct from 'ok'`));
  return presentBankTransfer(subscription, pkg, options.billing);
}

/** The caller's latest bank-transfer purchase, with what to transfer and where. */
export async function getBankTransfer(options: {
  db: Db;
  userId: number;
  billing: BillingContext;
}): Promise<BankTransferDetails> {
  const [row] = await options.db
    .select({ subscription: subscriptions, pkg: { id: packages.id, name: packages.name } })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.package_id))
    .where(and(eq(subscriptions.user_id, options.userId), eq(subscriptions.payment_option, 'Bank')))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (!row) throw new AppError({ code: 'bank_transfer_not_found' });
  return presentBankTransfer(row.subscription, row.pkg, options.billing);
}

/**
 * The operator saw the transfer arrive: the subscription is fulfilled like any paid checkout
 * (active, step 4, invoice, referral). Repeating it changes nothing.
 */
export async function confirmBankTransfer(options: {
  db: Db;
  subscriptionId: number;
  operatorId: number;
  billing: BillingContext;
  log?: FastifyBaseLogger;
}) {
  const { db, subscriptionId, operatorId } = options;
  const [operator] = await db
    .select({ role: users.cb_roles_id })
    .from(users)
    .where(eq(users.id, operatorId))
    .limit(1);
  if (operator?.role !== ROLES.operator) throw new AppError({ code: 'forbidden' });
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  if (!subscription) throw new AppError({ code: 'subscription_not_found' });
  if (subscription.payment_option !== 'Bank') {
    throw new AppError({ code: 'not_a_bank_transfer' });
  }
  if (subscription.status === 'expired' || subscription.status === 'canceled') {
    throw new AppError({ code: 'subscription_ended' });
  }
  // An active subscription's transfer pays for an upgrade waiting for it (decision 045).
  const result = await db.transaction(
    async (tx) =>
      (subscription.status === 'active'
        ? await confirmUpgradeTransfer({ tx, subscriptionId, operatorId, billing: options.billing })
        : undefined) ?? fulfilSubscription({ tx, subscriptionId, billing: options.billing }),
  );
  options.log?.info(
    { subscriptionId, operatorId, invoice: result.invoice.number, changed: result.changed },
    'bank transfer confirmed',
  );
  return result;
}

/**
 * paymentSuccessTaffiliate: the outcome of the caller's checkout (the one named by session_id,
 * else the latest). A pending Stripe checkout is asked about once, server-side; if the provider
 * says it is paid, it is fulfilled here (the webhook may still be on its way).
 */
export async function getPaymentResult(options: {
  db: Db;
  gateway: PaymentGateway;
  userId: number;
  sessionId?: string;
  billing: BillingContext;
  log?: FastifyBaseLogger;
}): Promise<PaymentResult> {
  const { db, gateway, userId, sessionId } = options;
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, userId),
        sessionId ? eq(subscriptions.checkout_session_id, sessionId) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (!latest) return { status: 'no-payment' };
  if (latest.status === 'active') return presentPaymentDone(latest);

  if (latest.status === 'pending') {
    const id = latest.checkout_session_id;
    if (id && gateway.kind === 'stripe' && !isSandboxSession(id)) {
      try {
        const session = await gateway.retrieveCheckoutSession(id);
        const expected = vatBreakdown(latest.net_amount, latest.vat_rate).totalCents;
        const paid =
          session &&
          (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required') &&
          (session.amountTotal === null || session.amountTotal >= expected);
        if (paid) {
          const { subscription } = await db.transaction((tx) =>
            fulfilSubscription({
              tx,
              subscriptionId: latest.id,
              billing: options.billing,
              customerId: session.customerId,
              providerSubscriptionId: session.providerSubscriptionId,
            }),
          );
          return presentPaymentDone(subscription);
        }
      } catch (error) {
        options.log?.warn({ err: error, subscriptionId: latest.id }, 'checkout session check failed');
      }
    }
    return { status: 'payment-pending' };
  }

  if (!sessionId) {
    const [active] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.status, 'active')))
      .orderBy(desc(subscriptions.id))
      .limit(1);
    if (active) return presentPaymentDone(active);
  }
  return { status: 'no-payment' };
}
