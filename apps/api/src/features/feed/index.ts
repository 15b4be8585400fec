/** The feed over every content type and the companies. */

export { listedCompany } from './feed.queries';
export { feedRoutes } from './feed.routes';
export { type FeedCaller, listFeed } from './feed.service';
