/** What other features and the app use of accounts: sign-in checks, sessions and the user detail. */
export { accountsRoutes } from './accounts.routes';
export {
  getUserDetail,
  purgeEndedInvitations,
  purgeEndedPasswordResets,
  verifyCredentials,
} from './accounts.service';
export {
  ACTIVE_STATUS,
  createSession,
  purgeEndedSessions,
  resolveSession,
  revokeAllSessions,
  revokeUserSessions,
  touchSession,
} from './sessions.service';
