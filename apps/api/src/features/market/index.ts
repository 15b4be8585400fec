/** The 20 LOG market: offers and opportunities on the content engine. */
export { offerType, opportunityType } from './market.descriptor';
export { marketRoutes } from './market.routes';
