/** What the app and the command line use of the operator console. */

export { adminRoutes } from './admin.routes';
export { ensureOperatorAccount } from './admin.service';
export { purgeEndedMfaChallenges, resetOperatorSecondFactor } from './operator-sign-in.service';
