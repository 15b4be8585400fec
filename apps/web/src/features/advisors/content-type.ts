import type { ContentTypeDescriptor } from '../content';

export const advisorPaths = { list: () => '/your-advisor', own: () => '/your-advisor-seller-area' };

/** Advisor listings: /iwsb/advisor/{id}, others' at /your-advisor, the company's own at /your-advisor-seller-area. */
export const advisorsType: ContentTypeDescriptor = {
  name: 'advisors',
  feature: 'ADVISOR_FEATURE',
  entities: [{ name: 'advisor', load: () => import('./entities').then((m) => m.advisorEntity) }],
  pages: [
    { path: '/iwsb/advisor/:id', page: () => import('./pages/advisor-page').then((m) => m.AdvisorPage) },
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
      feature: 'ADVISOR_FEATURE',
      place: 'main',
      icon: 'advisor',
      position: 70,
    },
    { id: 'myAdvisor', to: advisorPaths.own(), feature: 'ADVISOR_FEATURE', place: 'account', position: 110 },
  ],
};
