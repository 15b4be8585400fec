/** Advisor listings on the content engine. */

export { byOwnerConditions } from './advisors.queries';
export { advisorListingRoutes } from './advisors.routes';
export { advisorListings } from './advisors.service';
