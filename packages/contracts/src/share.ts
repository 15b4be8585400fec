import { z } from 'zod/mini';
import { idSchema } from './common';

/**
 * What a signed-out visitor reads of a shared link (content-community §2, Sharing): only what the
 * owner published, never a way to reach them (no e-mail, phone, address or contact person).
 */

/** The content types whose shared link shows a preview to visitors. */
export const PUBLIC_CONTENT_TYPES = ['campaign', 'post', 'offer', 'opportunity'] as const;
export type PublicContentType = (typeof PUBLIC_CONTENT_TYPES)[number];

export const publicContentParamsSchema = z.object({
  type: z.enum(PUBLIC_CONTENT_TYPES),
  id: idSchema,
});

const namedSchema = z.object({ id: z.int(), name: z.string() });

/** A company as a visitor sees it on an item's preview. */
export const publicOwnerSchema = z.object({
  id: z.int(),
  name: z.string(),
  logo: z.nullable(z.string()),
});

export const publicContentPreviewSchema = z.object({
  id: z.int(),
  type: z.enum(PUBLIC_CONTENT_TYPES),
  title: z.string(),
  /** The description's words as plain text, cut at a word. */
  summary: z.string(),
  image: z.nullable(z.string()),
  sectors: z.array(namedSchema),
  countries: z.array(namedSchema),
  published_at: z.string(),
  deadline: z.nullable(z.string()),
  /** Null when the owner is not a listed company (an advisor's post). */
  owner: z.nullable(publicOwnerSchema),
});
export type PublicContentPreview = z.infer<typeof publicContentPreviewSchema>;
export const publicContentPreviewResponseSchema = z.object({ data: publicContentPreviewSchema });

export const publicCompanyPreviewSchema = z.object({
  id: z.int(),
  name: z.string(),
  headline: z.nullable(z.string()),
  about: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  sector: z.nullable(namedSchema),
  country: z.nullable(namedSchema),
  services: z.array(namedSchema),
  member_since: z.string(),
  /** Published and approved credentials, counted. */
  credentials: z.object({ certificates: z.int(), awards: z.int() }),
  /** The company's newest published items a visitor may open. */
  items: z.array(z.object({ id: z.int(), type: z.enum(PUBLIC_CONTENT_TYPES), title: z.string() })),
});
export type PublicCompanyPreview = z.infer<typeof publicCompanyPreviewSchema>;
export const publicCompanyPreviewResponseSchema = z.object({ data: publicCompanyPreviewSchema });
