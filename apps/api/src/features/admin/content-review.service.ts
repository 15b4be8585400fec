import type { ContentReviewItem, ContentType, Language } from '@acorn/contracts';
import type { Db } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import type { ServedContentType } from '../content';

/**
 * An item under moderation as its detail page would show it to members (every field, its files
 * and images), in whatever status, read by its type's own reading (`contentTypes`, the app's
 * served types): the operator decides on what the public will see.
 */
export async function readContentForReview(options: {
  db: Db;
  storage: FileStorage;
  language: Language;
  contentTypes: readonly ServedContentType[];
  type: ContentType;
  id: number;
}): Promise<ContentReviewItem> {
  const { contentTypes, type, ...reading } = options;
  const contentType = contentTypes.find((served) => served.type === type);
  if (!contentType) throw new AppError({ code: 'content_not_found' });
  return contentType.review(reading) as Promise<ContentReviewItem>;
}
