import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { feedbackRequests } from './feedback';

/**
 * Recommendations and testimonials given to a company (content-community §3 Referral submission,
 * My referral item), by a member (`reviewer_id`) or a guest invited by e-mail. The company
 * chooses which ones its profile shows (`show_public`, the Show Public switch of /referrals).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    /** The company referred. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member who wrote it; null for a guest or an account since deleted. */
    reviewer_id: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The request whose code it was given with (an ask tells 'invited' evidence from a give). */
    request_id: integer('request_id').references(() => feedbackRequests.id, { onDelete: 'set null' }),
    /** 'recommendation' | 'testimonial' */
    reffer_type: text('reffer_type').notNull(),
    name: text('name').notNull(),
    job_function: text('job_function'),
    company_name: text('company_name'),
    /** Required for testimonials (§5), optional for recommendations. */
    project_name: text('project_name'),
    from_date: date('from_date', { mode: 'string' }),
    to_date: date('to_date', { mode: 'string' }),
    description: text('description').notNull(),
    show_public: boolean('show_public').notNull().default(false),
    /** The reviewed company's one public answer (DESIGN §3b Trust). */
    reply_body: text('reply_body'),
    reply_at: timestamp('reply_at', { withTimezone: true }),
    /** Hidden by an operator after a report: no profile shows it, whatever its Show Public switch. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    hidden_reason: text('hidden_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referrals_type_check', sql`${t.reffer_type} in ('recommendation', 'testimonial')`),
    check('referrals_dates_check', sql`${t.to_date} >= ${t.from_date}`),
    check('referrals_reply_check', sql`(${t.reply_body} is null) = (${t.reply_at} is null)`),
    // What a profile shows: a company's public referrals of a type, newest first.
    index('referrals_public_idx')
      .on(t.user_id, t.reffer_type, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.show_public} and ${t.hidden_at} is null`),
    index('referrals_user_idx').on(t.user_id),
    // Nobody gives twice with one request, even if its code were claimed twice.
    uniqueIndex('referrals_request_idx').on(t.request_id).where(sql`${t.request_id} is not null`),
    // A member's deletion clears the reviewer of what they wrote.
    index('referrals_reviewer_idx').on(t.reviewer_id).where(sql`${t.reviewer_id} is not null`),
  ],
);
