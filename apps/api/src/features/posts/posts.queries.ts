import { companyProfiles, contentItems, type DbExecutor, posts } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { categoriesColumn, contentColumns, filesOfRole, servicesColumn } from '../content';

/** Blog posts with everything their answer needs, in one select. */
export const selectPosts = (db: DbExecutor) =>
  db
    .select({
      ...contentColumns,
      post: posts,
      tags: categoriesColumn,
      levers: servicesColumn,
      header_image: filesOfRole('header_image'),
      thumbnail_image: filesOfRole('thumbnail_image'),
    })
    .from(contentItems)
    .innerJoin(posts, eq(posts.content_id, contentItems.id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .$dynamic();

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];
