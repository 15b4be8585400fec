import { BANK_TRANSFER_THRESHOLD, STATUS_REASON_LENGTH } from './constants';
import { FILE_PURPOSES } from './files';

/**
 * Field-level error codes and the English text the API answers for each in `errors` (the spec's
 * validation messages where it words them). Schemas and services name a field's problem by code;
 * the web app translates the code through the `validation` i18n namespace.
 */
export const VALIDATION_TEXTS = {
  /** A rule without a custom message: the API answers zod's own text with this code. */
  invalid: 'Invalid value',
  required: 'This field is required',
  maxThreeChoices: 'Choose up to 3',
  maxFiveFiles: 'Up to 5 files',
  dateInvalid: 'Enter a valid date',
  endBeforeStart: 'The end date cannot be before the start date',
  emailInvalid: 'email is not valid',
  loginEmailInvalid: 'Please enter valid email address',
  passwordRule:
    'password must be at least one number, one lowercase and one uppercase letter and min 6 character',
  passwordTooLong: 'The password may have at most 128 characters',
  passwordTooCommon: 'This password is too common, please choose another one',
  passwordMismatch: 'password mismatch',
  currentPasswordWrong: 'The current password is not correct',
  termsRequired: 'You must accept the terms and conditions',
  invitationInvalid: 'Please enter valid invitation code',
  /** The server refused the code (unknown, used or expired). */
  invitationRejected: 'Invalid invitation code for SBA Registration',
  urlInvalid: 'Invalid url',
  linkedinInvalid: 'Invalid linkedin url',
  facebookInvalid: 'Invalid facebook url',
  postalCodeInvalid: 'invalid postal code format',
  maxLength120: 'Max length allowed: 120',
  // The same message for the registration wizards' other limits.
  maxLength40: 'Max length allowed: 40',
  maxLength250: 'Max length allowed: 250',
  maxLength255: 'Max length allowed: 255',
  maxLength580: 'Max length allowed: 580',
  maxLength2000: 'Max length allowed: 2000',
  vatInvalid: 'Vat Number is not valid',
  vatTaken: 'Vat number already exist',
  imageOnly: 'Only image can be uploaded',
  imageOrPdfOnly: 'Only image or pdf can be uploaded',
  /** The awards and certificates editor's wording of the same rule (content-community §5). */
  credentialFileOnly: 'Only image and pdf file can be uploaded',
  fileTooLarge: 'The file size is too large',
  purposeInvalid: `Choose one of: ${FILE_PURPOSES.join(', ')}`,
  // Not worded by the spec: IBAN and BIC/SWIFT checks, a single-choice list given several values.
  ibanInvalid: 'Invalid IBAN',
  bicInvalid: 'Invalid BIC/SWIFT',
  singleChoice: 'Select only one option',
  optionInvalid: 'The selected option is not available',
  nulCharacter: 'This field contains a character that is not allowed',
  packageRequired: 'Choose a package',
  packageNotFound: 'The selected package does not exist',
  subscriptionTypeRequired: 'Choose annual or monthly',
  paymentOptionRequired: 'Choose Credit, Debit or Bank',
  bankNotAllowed: `Bank transfer is only available when the price of the chosen period is at least ${BANK_TRANSFER_THRESHOLD} euros`,
  debitNotAllowed: `Direct debit is only available when the price of the chosen period is below ${BANK_TRANSFER_THRESHOLD} euros`,
  bankUseBankPost: 'Bank transfers are registered with bankPost, not with a card checkout',
  bankPostOnlyBank: 'bankPost registers bank transfers only; choose Bank as the payment option',
  cardPaymentsDisabled: 'Card and direct debit payments are not available; please pay by bank transfer',
  futureMonth: 'You can only request payment for a month that has started.',
  /** The advisor payment request form's declaration checkbox (checked in the form only). */
  declarationRequired: 'Confirm the declaration to submit the request.',
  mfaCodeFormat: 'Enter the 6-digit code from your authenticator app',
  mfaCodeWrong: 'The code is not correct',
  mfaCodeUsed: 'This code has already been used. Wait for the next one.',
  notParticipant: 'This user is not a participant',
  notAdvisor: 'This user is not a advisor',
  statusReasonTooShort: `Give a reason of at least ${STATUS_REASON_LENGTH.min} characters.`,
} as const;
export type ValidationCode = keyof typeof VALIDATION_TEXTS;

/**
 * The codes by name, for schemas' custom messages: an issue's message is its code, so the web
 * form (through the same schema) and the API answer the same code.
 */
export const VALIDATION_CODES = Object.fromEntries(
  Object.keys(VALIDATION_TEXTS).map((code) => [code, code]),
) as {
  readonly [Code in ValidationCode]: Code;
};

export const isValidationCode = (value: unknown): value is ValidationCode =>
  typeof value === 'string' && Object.hasOwn(VALIDATION_TEXTS, value);

/**
 * For an object's refinement that reads `fields`: run it as soon as those fields are valid, even
 * while others are not (zod skips it otherwise), so the form and the API report it with the rest.
 * Never on what is not an object at all (a JSON `null` body): there are no fields to read.
 */
export const whenValid = (...fields: string[]) => ({
  when: (payload: { value: unknown; issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});

type ValuePath = (string | number)[];
interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

/**
 * Where a request value (body, query or path) first holds a text with a NUL character, which
 * PostgreSQL cannot store; undefined when none does. Walks without recursion and keeps parents
 * rather than paths: a JSON body may nest deeper than the call stack goes.
 */
export function findNulCharacter(value: unknown): ValuePath | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string' && current.includes('\u0000')) {
      const path: ValuePath = [];
      for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent)
        path.push(step.key);
      return path.reverse();
    }
    if (Array.isArray(current)) {
      current.forEach((child, key) => {
        pending.push({ value: child, key, parent: visit });
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) pending.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
}
