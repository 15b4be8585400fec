import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { feedbackRequests } from './feedback';
import { sectors } from './reference';

/**
 * Reviews of a company (content-community §3 Review submission, My review item): a score out of
 * five and a text, from a member (`reviewer_id`) or a guest invited by e-mail. The company
 * chooses which ones its profile shows (`show_public`, the Show Public switch of /reviews).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    /** The company reviewed. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member who wrote it; null for a guest or an account since deleted. */
    reviewer_id: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The request whose code it was given with (an ask tells 'invited' evidence from a give). */
    request_id: integer('request_id').references(() => feedbackRequests.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    job_function: text('job_function'),
    company_name: text('company_name'),
    sector_id: integer('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    project_name: text('project_name'),
    from_date: date('from_date', { mode: 'string' }),
    to_date: date('to_date', { mode: 'string' }),
    description: text('description').notNull(),
    rating_value: smallint('rating_value').notNull(),
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
    check('reviews_rating_check', sql`${t.rating_value} between 1 and 5`),
    check('reviews_dates_check', sql`${t.to_date} >= ${t.from_date}`),
    check('reviews_reply_check', sql`(${t.reply_body} is null) = (${t.reply_at} is null)`),
    // What a profile shows: a company's public reviews, newest first.
    index('reviews_public_idx')
      .on(t.user_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.show_public} and ${t.hidden_at} is null`),
    index('reviews_user_idx').on(t.user_id),
    // Nobody gives twice with one request, even if its code were claimed twice.
    uniqueIndex('reviews_request_idx').on(t.request_id).where(sql`${t.request_id} is not null`),
    // A member's deletion clears the reviewer of what they wrote.
    index('reviews_reviewer_idx').on(t.reviewer_id).where(sql`${t.reviewer_id} is not null`),
  ],
);
