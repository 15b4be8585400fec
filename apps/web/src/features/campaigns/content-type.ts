import type { ContentTypeDescriptor } from '../content';

export const campaignPaths = { list: () => '/campaigns' };

/** Campaigns: /campaign/{id} (a shared link: visitors get its preview) and /campaigns; the owner's in the channel. */
export const campaignsType: ContentTypeDescriptor = {
  name: 'campaigns',
  feature: 'CAMPAIGNS_FEATURE',
  entities: [{ name: 'campaign', load: () => import('./entities').then((m) => m.campaignEntity) }],
  pages: [
    {
      path: '/campaign/:id',
      page: () => import('./pages/campaign-page').then((m) => m.CampaignPage),
      reads: ['market'],
      visitors: 'preview',
    },
    { path: campaignPaths.list(), page: () => import('./pages/campaigns-page').then((m) => m.CampaignsPage) },
  ],
  menu: [
    {
      id: 'campaigns',
      to: campaignPaths.list(),
      feature: 'CAMPAIGNS_FEATURE',
      place: 'main',
      group: 'yourChannel',
      position: 51,
    },
  ],
};
