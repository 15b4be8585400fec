import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Policy pages (privacy, terms, cookies, participants' terms) in three languages, with their PDFs. */
export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  name_pt: text('name_pt').notNull(),
  name_es: text('name_es').notNull(),
  content: text('content').notNull(),
  content_pt: text('content_pt').notNull(),
  content_es: text('content_es').notNull(),
  upload_pdf: text('upload_pdf'),
  upload_pdf_pr: text('upload_pdf_pr'),
  upload_pdf_es: text('upload_pdf_es'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
