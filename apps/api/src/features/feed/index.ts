/** The feed over every content type and the companies. */
export { feedRoutes } from './feed.routes';
