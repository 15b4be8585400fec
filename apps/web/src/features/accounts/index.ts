/** What other features use of accounts: the signed-in user, consent, sessions and the step indicator. */
export { useAcceptConsent } from './api/accept-consent';
export { useMe, useReloadUser, useSignedInUser } from './api/get-me';
export { startSession } from './api/start-session';
export { StepIndicator } from './components/step-indicator';
