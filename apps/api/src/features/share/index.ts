/** Link previews, the sitemap and robots.txt: what crawlers read of the product. */
export { shareRoutes } from './share.routes';
