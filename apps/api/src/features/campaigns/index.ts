/** Campaigns on the content engine. */
export { campaignRoutes } from './campaigns.routes';
