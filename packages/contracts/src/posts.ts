import { z } from 'zod/mini';
import { itemResponseSchema, listResponseSchema } from './common';
import { contentItemFields, referenceList, requiredRichText } from './content';
import { idRefSchema, requiredText } from './fields';
import { uploadedFileSchema } from './files';

const NO = new Set(['no', '']);

/** Spec §4: a post's published flag is false when it is the string 'no' or empty. */
const publishedFlag = z._default(
  z.pipe(
    z.union([z.boolean(), z.string().check(z.maxLength(10))]),
    z.transform((value) => (typeof value === 'boolean' ? value : !NO.has(value.trim().toLowerCase()))),
  ),
  true,
);

/**
 * A blog post as the create and edit forms send it, by the server's names: its categories and
 * levers of growth (the 20LOG services), its HTML content, header image and thumbnail (spec §5:
 * all required), and whether it is published.
 */
export const postInputSchema = z.object({
  title: requiredText(255),
  categories: referenceList({ min: 1, max: 20 }),
  levers_of_growth: z._default(referenceList({ min: 0, max: 20 }), []),
  description: requiredRichText,
  header_image: idRefSchema,
  thumbnail_image: idRefSchema,
  published: publishedFlag,
});
export type PostInput = z.input<typeof postInputSchema>;

/** DELETE /api/deleteBlog: the spec names the id `blogId`. */
export const deletePostInputSchema = z.pipe(
  z.object({ blogId: idRefSchema }),
  z.transform(({ blogId }) => ({ id: blogId })),
);

const named = z.object({ id: z.int(), name: z.string() });

/** A blog post as /blog, /post/{id} and /publications read it. */
export const postSchema = z.object({
  ...contentItemFields,
  item_type: z.literal('post'),
  /** The owner's choice; an unpublished post is a draft only its owner sees. */
  published: z.boolean(),
  tags: z.array(named),
  leversOfGrowth: z.array(named),
  headerImage: z.nullable(uploadedFileSchema),
  thumbnailImage: z.nullable(uploadedFileSchema),
});
export type Post = z.infer<typeof postSchema>;
export const postResponseSchema = itemResponseSchema(postSchema);
export const postListResponseSchema = listResponseSchema(postSchema);
