import { postListResponseSchema, postResponseSchema } from '@acorn/contracts';
import { contentApi } from '../../../lib/content-api';

/** The spec's blog calls (content-community §7): blogs, blogDetail/{id}, addBlog, editBlog/{id}, deleteBlog. */
export const postsApi = contentApi({
  key: ['posts'],
  paths: {
    list: '/api/blogs',
    create: '/api/addBlog',
    item: (id) => `/api/blogDetail/${id}`,
    update: { path: (id) => `/api/editBlog/${id}`, method: 'POST' },
    remove: { path: '/api/deleteBlog', idKey: 'blogId' },
  },
  itemSchema: postResponseSchema,
  listSchema: postListResponseSchema,
});
