import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { packages } from './reference';

/**
 * A purchase of a package for a period. Created pending when checkout starts; the webhook (or
 * the operator, for bank transfers) makes it active.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** 'monthly' | 'annual' */
    period: text('period').notNull(),
    /** 'Credit' | 'Debit' | 'Bank' */
    payment_option: text('payment_option').notNull(),
    /** 'pending' | 'active' | 'payment_failed' | 'expired' | 'canceled' */
    status: text('status').notNull().default('pending'),
    /** Price of the period in euros, VAT excluded, fixed when checkout started. */
    net_amount: numeric('net_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    vat_rate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('eur'),
    checkout_session_id: text('checkout_session_id').unique(),
    stripe_customer_id: text('stripe_customer_id'),
    stripe_subscription_id: text('stripe_subscription_id'),
    current_period_start: timestamp('current_period_start', { withTimezone: true }),
    current_period_end: timestamp('current_period_end', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.user_id, t.created_at)],
);

/** Stripe events already handled: a repeated delivery finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  event_id: text('event_id').primaryKey(),
  type: text('type').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One counter row per year; incrementing it in the invoice's transaction keeps numbers gapless. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: smallint('year').primaryKey(),
  last_number: integer('last_number').notNull().default(0),
});

export interface InvoiceParty {
  name: string;
  legalName?: string;
  vatnumber?: string;
  address: string[];
  email?: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    /** Start of the paid period: one invoice per subscription and period. */
    period_start: timestamp('period_start', { withTimezone: true }).notNull(),
    period_end: timestamp('period_end', { withTimezone: true }).notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    net_amount: numeric('net_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    vat_rate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    vat_amount: numeric('vat_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    total_amount: numeric('total_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('eur'),
    pdf_storage_key: text('pdf_storage_key'),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    uniqueIndex('invoices_subscription_period_idx').on(t.subscription_id, t.period_start),
    index('invoices_user_idx').on(t.user_id, t.issued_at),
  ],
);

/**
 * An affiliate sign-up: a paid subscription of a user who signed up through someone's referral
 * link (`users.ref`, the spec's `ref`).
 */
export const affiliateSignups = pgTable(
  'affiliate_signups',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_signups_subscription_idx').on(t.subscription_id),
    index('affiliate_signups_ref_idx').on(t.ref),
  ],
);

/**
 * A member's change of package within the same billing period (decision 045). An upgrade is
 * charged at once for the rest of the paid period ('pending' only while a bank transfer is
 * awaited); a downgrade or a cancellation is 'scheduled' for the period end. At most one change
 * is open (pending or scheduled) per subscription.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: serial('id').primaryKey(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'upgrade' | 'downgrade' | 'cancel' */
    kind: text('kind').notNull(),
    /** 'pending' | 'scheduled' | 'applied' | 'undone' */
    status: text('status').notNull(),
    from_package_id: integer('from_package_id')
      .notNull()
      .references(() => packages.id),
    /** Null for a cancellation. */
    to_package_id: integer('to_package_id').references(() => packages.id),
    /** When it takes (took) effect: now for an upgrade, the period end for the others. */
    effective_at: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** The prorated charge of an upgrade, VAT excluded; 0 for the others. */
    net_amount: numeric('net_amount', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    vat_rate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** The upgrade's charge covers effective_at → period_end. */
    period_end: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The provider's invoice of the prorated charge: one change per invoice. */
    provider_invoice_id: text('provider_invoice_id').unique(),
    invoice_id: integer('invoice_id').references(() => invoices.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    applied_at: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_changes_open_idx')
      .on(t.subscription_id)
      .where(sql`${t.status} in ('pending', 'scheduled')`),
    index('plan_changes_due_idx').on(t.status, t.effective_at),
  ],
);
