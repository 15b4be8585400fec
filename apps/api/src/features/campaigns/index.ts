/** Campaigns on the content engine. */
export { campaignType } from './campaigns.descriptor';
