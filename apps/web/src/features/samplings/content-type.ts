import { itemPageRoute } from '@acorn/contracts';
import type { ContentTypeDescriptor } from '../content';

const samplingPaths = {
  list: () => '/sampling-listing',
  participating: () => '/sampling-participating',
};

/** Giveaways: /iwsb/sampling/{id}, others' at /sampling-listing, applied to and own at /sampling-participating. */
export const samplingType: ContentTypeDescriptor = {
  name: 'samplings',
  entities: [{ name: 'sampling', load: () => import('./entities').then((m) => m.samplingEntity) }],
  pages: [
    {
      path: itemPageRoute('sampling'),
      page: () => import('./pages/sampling-page').then((m) => m.SamplingPage),
    },
    {
      path: samplingPaths.list(),
      page: () => import('./pages/sampling-listing-page').then((m) => m.SamplingListingPage),
    },
    {
      path: samplingPaths.participating(),
      page: () => import('./pages/sampling-participating-page').then((m) => m.SamplingParticipatingPage),
    },
  ],
  menu: [
    {
      id: 'sampling',
      to: samplingPaths.list(),
      place: 'main',
      icon: 'gift',
      position: 30,
    },
    {
      id: 'mySampling',
      to: samplingPaths.participating(),
      place: 'account',
      position: 60,
    },
  ],
};
