/** Advisor listings on the content engine. */

export { advisorListingType } from './advisor-listings.descriptor';
export { byOwnerConditions } from './advisor-listings.queries';
