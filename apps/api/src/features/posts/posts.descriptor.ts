import {
  contentListQuerySchema,
  deletePostInputSchema,
  postInputSchema,
  postListResponseSchema,
  postResponseSchema,
} from '@acorn/contracts';
import { defineContentType } from '../content';
import { posts } from './posts.service';

/**
 * Blog posts under the spec's calls (content-community §7): blogs, blogDetail, addBlog, editBlog,
 * deleteBlog; visitors read the published ones.
 */
export const postType = defineContentType({
  type: 'post',
  // The OpenAPI document's tag as published: generated clients name their classes by it.
  tags: ['blog'],
  service: posts,
  list: { path: '/blogs', query: contentListQuerySchema, response: postListResponseSchema },
  detail: { path: '/blogDetail', response: postResponseSchema },
  create: { path: '/addBlog', body: postInputSchema },
  update: { path: '/editBlog', method: 'POST', body: postInputSchema },
  remove: { path: '/deleteBlog', body: deletePostInputSchema },
  // The blog is open to visitors (the public footer links to it, spec §2).
  openToVisitors: true,
});
