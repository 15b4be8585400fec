/** Campaigns on the web: the type's descriptor, its calls (the channel's tab) and its detail. */
export { campaignsApi } from './api/campaigns';
export { CampaignDetail } from './components/campaign-detail';
export { campaignType } from './content-type';
