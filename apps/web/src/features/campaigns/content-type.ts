import { itemPageRoute } from '@acorn/contracts';
import type { ContentTypeDescriptor } from '../content';

const campaignPaths = { list: () => '/campaigns' };

/** Campaigns: /campaign/{id} (a shared link: visitors get its preview) and /campaigns; the owner's in the channel. */
export const campaignType: ContentTypeDescriptor = {
  name: 'campaigns',
  entities: [{ name: 'campaign', load: () => import('./entities').then((m) => m.campaignEntity) }],
  pages: [
    {
      path: itemPageRoute('campaign'),
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
      place: 'main',
      group: 'yourChannel',
      position: 51,
    },
  ],
};
