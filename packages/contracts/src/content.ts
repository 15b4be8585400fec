import { z } from 'zod/mini';

/** Every content type, by the name the API, the feed tabs and moderation use (DESIGN §3b). */
export const CONTENT_TYPES = [
  'offer',
  'opportunity',
  'campaign',
  'post',
  'sampling',
  'protocol',
  'advisor',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const contentTypeSchema = z.enum(CONTENT_TYPES);

/** What an item's status reads: 'expired' is a published item past its deadline. */
export const CONTENT_STATUSES = ['draft', 'pending', 'published', 'denied', 'expired'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const contentStatusSchema = z.enum(CONTENT_STATUSES);
