/** Awards and certificates: the owner's editor and what visitors see of them. */
export { ownCredentialsQuery, visibleCredentialsQuery } from './api/credentials';
export { CredentialsEditor } from './components/credentials-editor';
export { VisibleCredentials } from './components/visible-credentials';
