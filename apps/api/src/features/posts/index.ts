/** Blog posts on the content engine. */
export { postRoutes } from './posts.routes';
