/** Campaigns on the web: the entity for the form engine, its calls and its pages' parts. */
export { campaignsApi } from './api/campaigns';
export { CampaignDetail } from './components/campaign-detail';
export { CampaignList } from './components/campaign-list';
