/** What the app and the job engine use of Needs & Leads: its routes, and sending the saved alerts. */
export { leadsRoutes } from './leads.routes';
export { sendNeedAlerts } from './leads.service';
