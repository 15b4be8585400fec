/** Needs & Leads (issue 31): a seller's leads on their items and the buyers' needs that match them. */
export { NeedsAndLeads } from './components/needs-and-leads';
