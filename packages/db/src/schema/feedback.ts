import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { contentItems } from './content';

/**
 * A request for feedback on a company (content-community §2 Referrals and Reviews, §3 Referral
 * request payload, Review request): a company asks a member or a guest for it, or a member
 * starts giving it. Whoever may answer holds the e-mailed (or answered) code; only its digest is
 * kept. One table for referrals and reviews (decision 039).
 */
export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: serial('id').primaryKey(),
    /** 'referral' | 'review' */
    kind: text('kind').notNull(),
    /** A referral's 'recommendation' | 'testimonial'; null for a review. */
    reffer_type: text('reffer_type'),
    /** 'ask' (the company asked for it) | 'give' (the answerer offered it). */
    request_type: text('request_type').notNull(),
    /** The company the feedback is about. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member who may answer; null when a guest may (`guest_name`, `guest_email`). */
    answerer_id: integer('answerer_id').references(() => users.id, { onDelete: 'cascade' }),
    guest_name: text('guest_name'),
    guest_email: text('guest_email'),
    /** A review request's project and the company's need it is about. */
    project_name: text('project_name'),
    need_id: integer('need_id').references(() => contentItems.id, { onDelete: 'set null' }),
    /** The asker's words to the answerer, quoted in the mail. */
    message: text('message'),
    code_hash: text('code_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the feedback was given, or when a newer request for the same answerer voided this one. */
    used_at: timestamp('used_at', { withTimezone: true }),
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_requests_kind_check', sql`${t.kind} in ('referral', 'review')`),
    check('feedback_requests_request_type_check', sql`${t.request_type} in ('ask', 'give')`),
    check(
      'feedback_requests_reffer_type_check',
      sql`(${t.kind} = 'referral') = (${t.reffer_type} is not null) and ${t.reffer_type} in ('recommendation', 'testimonial')`,
    ),
    // A member or a guest answers, never both; a guest is only ever asked.
    check(
      'feedback_requests_answerer_check',
      sql`(${t.answerer_id} is null) = (${t.guest_email} is not null) and (${t.guest_email} is null or ${t.request_type} = 'ask')`,
    ),
    index('feedback_requests_user_idx').on(t.user_id),
    // The asks a member received lately (the limit per address), and what their deletion removes.
    index('feedback_requests_answerer_idx')
      .on(t.answerer_id, t.created_at)
      .where(sql`${t.answerer_id} is not null`),
    // The asks an outside address received lately.
    index('feedback_requests_guest_email_idx')
      .on(sql`lower(${t.guest_email})`, t.created_at)
      .where(sql`${t.guest_email} is not null`),
    index('feedback_requests_need_idx').on(t.need_id).where(sql`${t.need_id} is not null`),
    // When a code ended (answered, voided or expired): what the retention job purges by.
    index('feedback_requests_ended_idx').on(sql`least(${t.used_at}, ${t.expires_at})`),
    // The asks still waiting for their one reminder, oldest first.
    index('feedback_requests_reminder_idx')
      .on(t.created_at)
      .where(sql`${t.request_type} = 'ask' and ${t.used_at} is null and ${t.reminded_at} is null`),
  ],
);
