/** What the app and the operator console use of awards and certificates. */
export { credentialsRoutes } from './credentials.routes';
export { type CredentialDecided, decideCredential, listCredentialsForReview } from './credentials.service';
