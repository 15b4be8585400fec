import { itemPageRoute } from '@acorn/contracts';
import type { ContentTypeDescriptor } from '../content';

const advisorListingPaths = { list: () => '/your-advisor', own: () => '/your-advisor-seller-area' };

/** Advisor listings: /iwsb/advisor/{id}, others' at /your-advisor, the company's own at /your-advisor-seller-area. */
export const advisorListingType: ContentTypeDescriptor = {
  name: 'advisor-listings',
  entities: [{ name: 'advisor', load: () => import('./entities').then((m) => m.advisorListingEntity) }],
  pages: [
    {
      path: itemPageRoute('advisor'),
      page: () => import('./pages/advisor-listing-page').then((m) => m.AdvisorListingPage),
    },
    {
      path: advisorListingPaths.list(),
      page: () => import('./pages/your-advisor-page').then((m) => m.YourAdvisorPage),
    },
    {
      path: advisorListingPaths.own(),
      page: () => import('./pages/your-advisor-seller-area-page').then((m) => m.YourAdvisorSellerAreaPage),
    },
  ],
  menu: [
    {
      id: 'yourAdvisor',
      to: advisorListingPaths.list(),
      place: 'main',
      icon: 'advisor',
      position: 70,
    },
    {
      id: 'myAdvisor',
      to: advisorListingPaths.own(),
      place: 'account',
      position: 110,
    },
  ],
};
