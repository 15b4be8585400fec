import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's last export of their personal data (decision 055): one a day, claimed by a
 * conditional write on this row, so instances sharing the database count as one.
 */
export const personalDataExports = pgTable('personal_data_exports', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  exported_at: timestamp('exported_at', { withTimezone: true }).notNull(),
});
