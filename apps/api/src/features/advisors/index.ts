/** Advisor listings on the content engine. */
export { advisorListingRoutes } from './advisors.routes';
