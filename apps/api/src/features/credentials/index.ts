/** What the app and the operator console use of awards and certificates, and of an advisor's education and jobs. */
export { credentialsRoutes } from './credentials.routes';
export { decideCredential, listCredentialsForReview } from './credentials.service';
export { sectionsRoutes } from './sections.routes';
