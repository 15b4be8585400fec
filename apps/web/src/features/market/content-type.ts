import type { ContentTypeDescriptor } from '../content';

export const marketPaths = { list: () => '/20-log-market', own: () => '/20-log-market/posts/opportunities' };

/**
 * The 20 LOG market's offers and opportunities: /20-log-market/{iws|iwb}/{id} (a shared link:
 * visitors get its preview), others' at /20-log-market, the member's own below it.
 */
export const marketType: ContentTypeDescriptor = {
  name: 'market',
  entities: [
    { name: 'offer', load: () => import('./entities').then((m) => m.marketEntity('offer')) },
    { name: 'opportunity', load: () => import('./entities').then((m) => m.marketEntity('opportunity')) },
  ],
  pages: [
    {
      path: marketPaths.list(),
      page: () => import('./pages/market-browse-page').then((m) => m.MarketBrowsePage),
      reads: ['feed', 'interest'],
    },
    { path: marketPaths.own(), page: () => import('./pages/own-market-page').then((m) => m.OwnMarketPage) },
    {
      // One pattern for both types' item pages (iws, iwb), the segment read by the page.
      path: '/20-log-market/:type/:id',
      page: () => import('./pages/market-item-page').then((m) => m.MarketItemPage),
      visitors: 'preview',
    },
  ],
  menu: [
    {
      id: 'logMarket',
      to: marketPaths.list(),
      place: 'main',
      icon: 'store',
      position: 60,
    },
    {
      id: 'myLogMarket',
      to: marketPaths.own(),
      place: 'account',
      position: 100,
    },
  ],
};
