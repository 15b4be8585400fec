import { z } from 'zod/mini';
import { operatorReason } from './admin';
import { VALIDATION_CODES as V } from './validation';

/**
 * A member's own personal data (DESIGN §3b Personal data; decision 055): GET /api/me/export
 * answers a zip of it, POST /api/me/delete erases it.
 */

/** How often a member may export their data. */
export const PERSONAL_DATA_EXPORT_INTERVAL_HOURS = 24;

/** The archive's JSON document, beside the member's files under `files/`. */
export const PERSONAL_DATA_DOCUMENT_NAME = 'personal-data.json';

/** POST /api/me/delete: the account's password confirms the erasure. */
export const eraseAccountInputSchema = z.object({
  password: z.string({ error: V.required }).check(z.minLength(1, V.required), z.maxLength(1024)),
});
export type EraseAccountInput = z.infer<typeof eraseAccountInputSchema>;

/** POST /api/admin/users/{id}/erase: the operator says why, for the audit log. */
export const eraseUserInputSchema = z.object({ reason: operatorReason });
export type EraseUserInput = z.infer<typeof eraseUserInputSchema>;

export const PERSONAL_DATA_MESSAGES = {
  erased: 'Your account and its personal data have been erased',
} as const;

/**
 * What a review's or referral's giver reads when the giver's account was erased: the spec's client
 * shows this name; ours reads `former_member` and says it in the reader's language.
 */
export const FORMER_MEMBER_NAME = 'A former member';
