/** Want, and e-mail an item's owner or a company through the platform. */
export { interestRoutes } from './interest.routes';
