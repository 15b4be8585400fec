import { pgTable, text } from 'drizzle-orm/pg-core';
import { contentItemKey } from './content';

/**
 * What only protocols (the spec's POM services) have: the owner's publication state, which the
 * server sets to 'Published' on creation (spec §4); the operator's approval is the item's status.
 */
export const protocols = pgTable('protocols', {
  content_id: contentItemKey(),
  user_status: text('user_status').notNull().default('Published'),
});
