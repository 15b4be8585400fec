/** Advisor listings on the web: the type's descriptor and the detail the operators' queue shows. */

export { AdvisorListingDetail } from './components/advisor-listing-detail';
export { advisorListingType } from './content-type';
