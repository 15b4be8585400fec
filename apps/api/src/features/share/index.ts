/** Link previews, the sitemap and robots.txt: what crawlers read of the product; visitors' previews. */
export { publicPreviewRoutes } from './public-preview.routes';
export { shareRoutes } from './share.routes';
