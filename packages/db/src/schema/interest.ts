import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { contentItems } from './content';

/** A member's 'Want' on an item (DESIGN §3b): one per member and item; its owner is told once. */
export const interests = pgTable(
  'interests',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content_id: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.content_id] }),
    // With the member beside the item, "who wanted this company's items" reads the index alone.
    index('interests_content_user_idx').on(t.content_id, t.user_id),
  ],
);
