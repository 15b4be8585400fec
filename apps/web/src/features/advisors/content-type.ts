import { CONTENT_TYPE_FEATURES, itemPageRoute } from '@acorn/contracts';
import type { ContentTypeDescriptor } from '../content';

export const advisorPaths = { list: () => '/your-advisor', own: () => '/your-advisor-seller-area' };

/** Advisor listings: /iwsb/advisor/{id}, others' at /your-advisor, the company's own at /your-advisor-seller-area. */
export const advisorListingType: ContentTypeDescriptor = {
  name: 'advisors',
  entities: [{ name: 'advisor', load: () => import('./entities').then((m) => m.advisorEntity) }],
  pages: [
    { path: itemPageRoute('advisor'), page: () => import('./pages/advisor-page').then((m) => m.AdvisorPage) },
    {
      path: advisorPaths.list(),
      page: () => import('./pages/your-advisor-page').then((m) => m.YourAdvisorPage),
    },
    {
      path: advisorPaths.own(),
      page: () => import('./pages/your-advisor-seller-area-page').then((m) => m.YourAdvisorSellerAreaPage),
    },
  ],
  menu: [
    {
      id: 'yourAdvisor',
      to: advisorPaths.list(),
      feature: CONTENT_TYPE_FEATURES.advisor,
      place: 'main',
      icon: 'advisor',
      position: 70,
    },
    {
      id: 'myAdvisor',
      to: advisorPaths.own(),
      feature: CONTENT_TYPE_FEATURES.advisor,
      place: 'account',
      position: 110,
    },
  ],
};
