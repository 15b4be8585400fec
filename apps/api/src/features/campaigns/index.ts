/** Campaigns on the content engine. */
export { campaignRoutes } from './campaigns.routes';
export { campaigns } from './campaigns.service';
