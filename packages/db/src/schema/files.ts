import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every stored upload. The bytes live in the file storage under `storage_key`; private files
 * (CVs, unpublished credentials) are served only through checked routes.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    storage_key: text('storage_key').notNull().unique(),
    visibility: text('visibility').notNull(),
    original_name: text('original_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Resized image variants: name -> storage key. */
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.owner_id)],
);
