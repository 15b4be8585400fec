/**
 * The API's account messages (apps/api accounts.service ACCOUNT_MESSAGES and the shared error
 * handler), by the key the `accounts` namespace translates them under (`server.<key>`). The API
 * answers in English; the interface shows them in the user's language and falls back to the
 * server's own text for any message not listed here.
 */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Invalid username and password',
  emailTaken: 'The email has already been taken.',
  invitationInvalid: 'Invalid invitation code for SBA Registration',
  locked: 'Too many failed sign-in attempts. Try again in a few minutes or reset your password.',
  resetRequested: 'If an account exists for this e-mail, we have sent you a link to reset your password.',
  resetCodeInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is not correct',
  externalProvider: 'Accounts that sign in with an external provider cannot change a password here.',
  socialAccountExists:
    'An account with this e-mail already exists. Sign in with your e-mail and password instead.',
  socialNotRegistered: 'No account is registered with this sign-in yet. Create an account first.',
  socialEmailMissing: 'The provider did not share a verified e-mail address.',
  providerTokenInvalid: 'The sign-in with this provider could not be verified',
  rateLimited: 'Too many requests, please try again later',
} as const;
export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

export function serverMessageKey(message: string): ServerMessageKey | undefined {
  return (Object.keys(SERVER_MESSAGES) as ServerMessageKey[]).find((key) => SERVER_MESSAGES[key] === message);
}
