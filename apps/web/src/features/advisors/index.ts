/** Advisor listings on the web: the type's descriptor and the detail the operators' queue shows. */

export { AdvisorDetail } from './components/advisor-detail';
export { advisorListingType } from './content-type';
