/** Advisor listings on the content engine. */

export { advisorListingType } from './advisors.descriptor';
export { byOwnerConditions } from './advisors.queries';
export { advisorListings } from './advisors.service';
