/** What the app and the console use of personal data: the member's export and erasure routes, the operator's erasure. */
export { personalDataRoutes } from './personal-data.routes';
export { eraseMemberAccount } from './personal-data.service';
