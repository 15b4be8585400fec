/** What other features and the app use of accounts: sign-in checks, sessions and the user detail. */
export { accountsRoutes } from './accounts.routes';
export { getUserDetail, verifyCredentials } from './accounts.service';
export {
  ACTIVE_STATUS,
  createSession,
  resolveSession,
  revokeAllSessions,
  revokeUserSessions,
} from './sessions.service';
