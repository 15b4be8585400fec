import { boolean, pgTable } from 'drizzle-orm/pg-core';
import { contentItemKey } from './content';

/** What only blog posts have: whether the owner has published it (an unpublished post is a draft). */
export const posts = pgTable('posts', {
  content_id: contentItemKey(),
  published: boolean('published').notNull().default(true),
});
