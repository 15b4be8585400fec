import { itemPageRoute } from '@acorn/contracts';
import type { ContentTypeDescriptor } from '../content';

export const postPaths = { list: () => '/blog', own: () => '/publications' };

/** Blog posts: /post/{id} and /blog, read by visitors too; the company's own at /publications. */
export const postType: ContentTypeDescriptor = {
  name: 'posts',
  entities: [{ name: 'post', load: () => import('./entities').then((m) => m.postEntity) }],
  pages: [
    {
      path: itemPageRoute('post'),
      page: () => import('./pages/post-page').then((m) => m.PostPage),
      reads: ['share'],
      visitors: 'read',
    },
    {
      path: postPaths.list(),
      page: () => import('./pages/posts-page').then((m) => m.PostsPage),
      visitors: 'read',
    },
    {
      path: postPaths.own(),
      page: () => import('./pages/publications-page').then((m) => m.PublicationsPage),
    },
  ],
  menu: [
    {
      id: 'posts',
      to: postPaths.list(),
      place: 'main',
      icon: 'article',
      position: 40,
    },
    {
      id: 'publications',
      to: postPaths.own(),
      feature: 'CONTENTS_PUBLICATIONS_FEATURE',
      place: 'account',
      position: 70,
    },
  ],
};
