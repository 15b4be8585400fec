import type { Language, Page } from '@acorn/contracts';
import type { pages } from '@acorn/db';
import { localized } from '../../lib/language';

export function presentPage(row: (typeof pages)['$inferSelect'], language: Language): Page {
  const name = localized(row, 'name', language);
  return {
    id: row.id,
    slug: row.slug,
    name,
    title: name,
    content: localized(row, 'content', language),
    upload_pdf: row.upload_pdf,
    upload_pdf_pr: row.upload_pdf_pr,
    upload_pdf_es: row.upload_pdf_es,
  };
}
