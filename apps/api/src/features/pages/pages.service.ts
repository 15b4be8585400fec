import type { Language, Page } from '@acorn/contracts';
import { type Db, pages } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { presentPage } from './pages.presenter';

const pageNotFound = () => new AppError({ code: 'page_not_found' });

export async function getPage(options: {
  db: Db;
  language: Language;
  by: { id: number } | { slug: string };
}): Promise<Page> {
  const { db, language, by } = options;
  const [row] = await db
    .select()
    .from(pages)
    .where('id' in by ? eq(pages.id, by.id) : eq(pages.slug, by.slug))
    .limit(1);
  if (!row) throw pageNotFound();
  return presentPage(row, language);
}
