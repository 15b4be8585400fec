import type { Post } from '@acorn/contracts';
import { type DbExecutor, posts as postRows } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { contentTypeService, oneFile, replaceContentFiles } from '../content';
import { presentPost } from './posts.presenter';
import { type PostRow, selectPosts } from './posts.queries';

/** What a post call parsed from its body (the schema's output). */
interface PostFields {
  title: string;
  categories: number[];
  levers_of_growth: number[];
  description: string;
  header_image: number | null;
  thumbnail_image: number | null;
  published: boolean;
}

async function savePostRow(
  tx: DbExecutor,
  options: { contentId: number; userId: number; input: PostFields; created: boolean },
) {
  const { contentId, userId, input, created } = options;
  if (created) await tx.insert(postRows).values({ content_id: contentId, published: input.published });
  else
    await tx.update(postRows).set({ published: input.published }).where(eq(postRows.content_id, contentId));
  await replaceContentFiles({
    tx,
    contentId,
    ownerId: userId,
    byRole: {
      header_image: { field: 'header_image', ids: oneFile(input.header_image) },
      thumbnail_image: { field: 'thumbnail_image', ids: oneFile(input.thumbnail_image) },
    },
  });
}

/**
 * Blog posts, for the tiers with CONTENTS_BLOG: the published posts of every company, newest first,
 * and one's own in every status. An unpublished post is a draft: only its owner sees it, and
 * publishing it sends it to the operator. Posts have no closing date.
 */
export const posts = contentTypeService<PostRow, Post, PostFields>({
  feature: 'CONTENTS_BLOG_FEATURE',
  perPage: 10,
  read: (db, where, order) =>
    selectPosts(db)
      .where(where)
      .orderBy(...order),
  present: presentPost,
  fields: (input) => ({ title: input.title, description: input.description, draft: !input.published }),
  links: (input) => ({
    categories: { field: 'categories', ids: input.categories },
    services: { field: 'levers_of_growth', ids: input.levers_of_growth },
  }),
  save: savePostRow,
});
