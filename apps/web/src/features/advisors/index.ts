/** Advisor listings on the web: their calls and their pages' parts (the entity loads with its form). */
export { advisorsApi } from './api/advisors';
export { AdvisorDetail } from './components/advisor-detail';
export { AdvisorDirectory } from './components/advisor-directory';
