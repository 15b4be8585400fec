/** What the app and other features use of profiles: the routes, and who has a public advisor profile. */

export { financialRiskOf } from './profiles.presenter';
export { profilesRoutes } from './profiles.routes';
export { listedAdvisor } from './profiles.service';
