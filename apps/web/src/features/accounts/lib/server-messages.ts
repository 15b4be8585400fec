import { ACCOUNT_MESSAGES } from '@acorn/contracts';

/**
 * The API's account messages (ACCOUNT_MESSAGES in the contracts, and the shared error handler), by the key the `accounts` namespace translates them under (`server.<key>`). The API
 * answers in English; the interface shows them in the user's language and falls back to the
 * server's own text for any message not listed here.
 */
export const SERVER_MESSAGES = {
  ...ACCOUNT_MESSAGES,
  providerTokenInvalid: 'The sign-in with this provider could not be verified',
  rateLimited: 'Too many requests, please try again later',
} as const;
export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

export function serverMessageKey(message: string): ServerMessageKey | undefined {
  return (Object.keys(SERVER_MESSAGES) as ServerMessageKey[]).find((key) => SERVER_MESSAGES[key] === message);
}
