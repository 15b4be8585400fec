/** Blog posts on the content engine. */
export { postRoutes } from './posts.routes';
export { posts } from './posts.service';
