import { z } from 'zod/mini';
import { VALIDATION_TEXTS as V } from './validation';

/**
 * Every top-level error code the API answers, with its status and the English text people read
 * in `error` and `message` (the spec's client shows it; ours translates `errors:<code>` with the
 * answer's `params`). `{{name}}` marks a param. One code, one text: a case that needs other words
 * gets its own code.
 */
export const ERRORS = {
  // Requests the API cannot read.
  bad_request: { status: 400, message: 'The request could not be understood' },
  malformed_json: { status: 400, message: 'The request body is not valid JSON' },
  empty_json_body: { status: 400, message: 'The request body is empty' },
  invalid_content_length: { status: 400, message: 'Invalid content length' },
  payload_too_large: { status: 413, message: 'The request body is too large' },
  uri_too_long: { status: 414, message: 'The address is too long' },
  unsupported_media_type: { status: 415, message: 'This content type is not supported' },
  multipart_required: { status: 415, message: 'Send the file as multipart/form-data' },
  route_not_found: { status: 404, message: 'Not found' },
  /** A field breaks its rules; `errors` says which. Path and query fields answer 400. */
  validation_failed: { status: 422, message: 'The given data was invalid' },
  rate_limited: { status: 429, message: 'Too many requests, please try again later' },
  /** A unique index refused the write, and no code says more (see the API's error handler). */
  conflict: { status: 409, message: 'This record already exists' },

  // Who may do what.
  unauthenticated: { status: 401, message: 'Unauthenticated' },
  forbidden: { status: 403, message: 'You are not allowed to do this' },

  // Accounts.
  invalid_credentials: { status: 401, message: 'Invalid username and password' },
  account_locked: {
    status: 429,
    message: 'Too many failed sign-in attempts. Try again in a few minutes or reset your password.',
  },
  account_inactive: { status: 403, message: 'This account is not active. Please contact us.' },
  operator_sign_in: { status: 403, message: 'Operators sign in through the operator console.' },
  email_taken: { status: 409, message: 'The email has already been taken.' },
  invalid_invitation: { status: 422, message: V.invitationRejected },
  invalid_reset_code: { status: 422, message: 'This password reset link is invalid or has expired.' },
  current_password_wrong: { status: 422, message: V.currentPasswordWrong },
  external_provider: {
    status: 403,
    message: 'Accounts that sign in with an external provider cannot change a password here.',
  },
  unknown_provider: { status: 400, message: 'This sign-in provider is not available' },
  invalid_provider_token: { status: 401, message: 'The sign-in with this provider could not be verified' },
  provider_email_missing: { status: 422, message: 'The provider did not share a verified e-mail address.' },
  /** Registration with a provider whose e-mail belongs to a password account. */
  social_account_exists: {
    status: 409,
    message: 'An account with this e-mail already exists. Sign in with your e-mail and password instead.',
  },
  not_registered: {
    status: 401,
    message: 'No account is registered with this sign-in yet. Create an account first.',
  },

  // The operator console.
  mfa_challenge_expired: {
    status: 401,
    message: 'This sign-in has expired. Enter your e-mail and password again.',
  },
  mfa_code_wrong: { status: 422, message: V.mfaCodeWrong },
  mfa_code_used: { status: 422, message: V.mfaCodeUsed },
  cannot_deactivate_self: { status: 403, message: 'You cannot deactivate your own account' },

  // Personal data (decision 055).
  personal_data_export_limited: {
    status: 429,
    message: 'Your data can be exported once a day. Please try again tomorrow.',
  },
  user_erased: { status: 409, message: 'This account was erased' },
  /** Operators' accounts are deactivated, not erased: the audit log names them. */
  operator_not_erasable: { status: 403, message: 'Operator accounts cannot be erased' },
  /** No password to confirm with: the operators erase such an account on request. */
  provider_account_erasure: {
    status: 403,
    message: 'Accounts that sign in with an external provider are erased by our team. Please contact us.',
  },
  user_not_found: { status: 404, message: 'User not found' },
  mail_not_found: { status: 404, message: 'Mail not found' },
  mail_not_failed: { status: 409, message: 'This mail has not failed, so it cannot be sent again' },
  feature_not_in_plan: { status: 403, message: 'Only for {{targetSubscription}} users. Upgrade' },
  content_not_found: { status: 404, message: 'This item does not exist or is no longer available' },
  sampling_own: { status: 403, message: 'You cannot apply for your own giveaway' },
  sampling_already_applied: { status: 409, message: 'Your company has already applied for this giveaway' },
  sampling_no_samples_left: { status: 409, message: 'There are no samples left in this giveaway' },
  interest_own: { status: 403, message: 'You cannot want your own item' },
  message_to_self: { status: 403, message: 'You cannot send a message to yourself' },
  conversation_not_found: { status: 404, message: 'Conversation not found' },
  /** Either member blocked the other: neither learns which. */
  conversation_blocked: { status: 403, message: 'You cannot send messages to this member' },
  /** A request waits for the recipient's answer, or was declined. */
  conversation_request_pending: {
    status: 409,
    message: 'You can write again once they accept your message request',
  },
  conversation_request_declined: { status: 403, message: 'This member declined your message request' },
  /** Not a request the caller received (or it was already answered). */
  conversation_not_request: { status: 409, message: 'This conversation is not a request waiting for you' },
  message_file_invalid: { status: 422, message: 'Only image and pdf file can be uploaded' },
  company_not_found: { status: 404, message: 'This company does not exist or is no longer available' },
  association_not_found: { status: 404, message: 'This participant is not linked to the advisor' },
  payment_request_not_found: { status: 404, message: 'Payment request not found' },
  notification_kind_unavailable: {
    status: 422,
    message: 'This kind of notification does not reach your account',
  },
  plan_not_found: { status: 404, message: 'This plan does not exist' },
  invalid_transition: {
    status: 409,
    message: 'Only a request that is {{from}} can become {{to}} (it is {{current}}).',
  },

  // Referrals and reviews.
  /** A give link's code that is unknown, not the caller's, used, voided by a newer one or expired. */
  invalid_feedback_code: {
    status: 422,
    message: 'This link is not valid: it has already been used or has expired.',
  },
  feedback_own: { status: 403, message: 'You cannot ask for or give feedback to your own company' },
  referral_not_found: { status: 404, message: 'Recommendation or testimonial not found' },
  review_not_found: { status: 404, message: 'Review not found' },
  /** The company answers a review or referral once. */
  reply_exists: { status: 409, message: 'This has already been answered' },

  // Reports.
  /** What a member reports must be something they can see: a public review or referral, published content. */
  report_item_not_found: { status: 404, message: 'There is nothing to report here' },
  report_not_found: { status: 404, message: 'Report not found' },
  report_decided: { status: 409, message: 'This report has already been decided' },

  // Registration wizards.
  registration_complete: { status: 403, message: 'Your registration is already complete' },
  previous_step_required: { status: 409, message: 'Complete the previous step first' },
  vat_invalid: { status: 422, message: V.vatInvalid },
  vat_taken: { status: 409, message: V.vatTaken },

  // Files.
  file_not_found: { status: 404, message: 'Not found' },
  file_too_large: { status: 413, message: V.fileTooLarge },
  too_many_files: { status: 413, message: 'Only one file can be uploaded' },
  too_many_parts: { status: 413, message: 'The request has too many fields' },
  unsupported_file_type: { status: 422, message: V.imageOnly },
  unsupported_document_type: { status: 422, message: V.imageOrPdfOnly },
  upload_quota_exceeded: {
    status: 429,
    message: 'You have uploaded too many files today. Please try again tomorrow.',
  },

  // Pages and profiles.
  page_not_found: { status: 404, message: 'Page not found' },
  advisor_not_found: { status: 404, message: 'Advisor not found' },

  // Payments.
  registration_incomplete: {
    status: 403,
    message: 'Complete the company and address steps before choosing a subscription',
  },
  package_not_found: { status: 422, message: V.packageNotFound },
  bank_transfer_not_allowed: { status: 422, message: V.bankNotAllowed },
  direct_debit_not_allowed: { status: 422, message: V.debitNotAllowed },
  bank_transfer_needs_bank_post: { status: 422, message: V.bankUseBankPost },
  bank_post_needs_bank: { status: 422, message: V.bankPostOnlyBank },
  card_payments_disabled: { status: 422, message: V.cardPaymentsDisabled },
  subscription_active: { status: 409, message: 'You already have an active subscription' },
  subscription_not_found: { status: 404, message: 'Subscription not found' },
  subscription_ended: { status: 409, message: 'This subscription has ended' },
  not_a_bank_transfer: { status: 409, message: 'This subscription is not paid by bank transfer' },
  bank_transfer_not_found: { status: 404, message: 'There is no bank transfer waiting for you' },
  invoice_not_found: { status: 404, message: 'Invoice not found' },
  plan_change_same_plan: { status: 409, message: 'You are already on this plan' },
  plan_change_pending: { status: 409, message: 'A change of plan is already waiting' },
  plan_change_not_allowed: { status: 409, message: 'Your plan cannot be changed now' },
  plan_change_not_found: { status: 404, message: 'There is no change of plan to undo' },
  plan_change_declined: { status: 409, message: 'The payment for the new plan was declined' },
  invalid_signature: { status: 400, message: 'The webhook signature is not valid' },
  webhook_not_configured: { status: 503, message: 'Payment webhooks are not configured' },
  payment_provider_error: {
    status: 502,
    message: 'The payment provider could not be reached, please try again',
  },

  // Advisor payment requests.
  payment_month_not_started: { status: 422, message: V.futureMonth },
  participant_not_associated: {
    status: 403,
    message: 'You can only request payment for companies associated with you.',
  },
  payment_request_exists: {
    status: 409,
    message: 'A payment request for this month already exists for: {{companies}}',
  },

  // The server itself.
  internal_error: { status: 500, message: 'Something went wrong, please try again' },
  database_unavailable: { status: 503, message: 'The database is not available, please try again shortly' },
  shutting_down: { status: 503, message: 'The server is restarting, please try again' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The `{{name}}` placeholders of a text, as a union of names. */
type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type ErrorParamValue = string | number;
/** The params a code's text needs, by name; `never` for a text without placeholders. */
export type ErrorParamsOf<Code extends ErrorCode> = Placeholders<(typeof ERRORS)[Code]['message']>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERRORS, value);

/** The English text of a code with its params filled in. */
export function errorMessage(code: ErrorCode, params: Record<string, ErrorParamValue> = {}): string {
  return ERRORS[code].message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** The one error shape every failing answer has (DESIGN.md §3). */
export const errorResponseSchema = z.object({
  /** The English text for people (the spec's client reads it); the same in `message`. */
  error: z.string(),
  message: z.string(),
  /** A key of ERRORS (a newer server may answer codes this client does not know). */
  code: z.string(),
  /** The values of the text's `{{name}}` placeholders. */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** English texts per field (the spec's shape); `errorCodes` holds their codes in the same order. */
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Keys of VALIDATION_TEXTS per field. */
  errorCodes: z.optional(z.record(z.string(), z.array(z.string()))),
  requestId: z.optional(z.string()),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
