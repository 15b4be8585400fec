import type { ContentReviewItem, ContentType, Language } from '@acorn/contracts';
import type { Db } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { advisorListings } from '../advisors';
import { campaigns } from '../campaigns';
import { market } from '../market';
import { posts } from '../posts';
import { protocols } from '../protocols';
import { samplings } from '../samplings';

/** Each type's own reading of an item, the one its detail page answers. */
const REVIEWERS = {
  offer: market,
  opportunity: market,
  campaign: campaigns,
  sampling: samplings,
  protocol: protocols,
  post: posts,
  advisor: advisorListings,
} satisfies Record<ContentType, { review: unknown }>;

/**
 * An item under moderation as its detail page would show it to members (every field, its files
 * and images), in whatever status: the operator decides on what the public will see.
 */
export async function readContentForReview(options: {
  db: Db;
  storage: FileStorage;
  language: Language;
  type: ContentType;
  id: number;
}): Promise<ContentReviewItem> {
  return REVIEWERS[options.type].review(options) as Promise<ContentReviewItem>;
}
