/**
 * The spec's validation messages. Schemas use these exact texts (the API answers them in
 * `errors`); the web app translates them through the `validation` i18n namespace by key.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  emailInvalid: 'email is not valid',
  loginEmailInvalid: 'Please enter valid email address',
  passwordRule:
    'password must be at least one number, one lowercase and one uppercase letter and min 6 character',
  passwordTooLong: 'The password may have at most 128 characters',
  passwordTooCommon: 'This password is too common, please choose another one',
  passwordMismatch: 'password mismatch',
  termsRequired: 'You must accept the terms and conditions',
  invitationInvalid: 'Please enter valid invitation code',
  urlInvalid: 'Invalid url',
  postalCodeInvalid: 'invalid postal code format',
  maxLength120: 'Max length allowed: 120',
  // The same message for the registration wizards' other limits.
  maxLength40: 'Max length allowed: 40',
  maxLength255: 'Max length allowed: 255',
  maxLength2000: 'Max length allowed: 2000',
  vatInvalid: 'Vat Number is not valid',
  vatTaken: 'Vat number already exist',
  imageOnly: 'Only image can be uploaded',
  imageOrPdfOnly: 'Only image or pdf can be uploaded',
  fileTooLarge: 'The file size is too large',
  // Not worded by the spec: IBAN and BIC/SWIFT checks, a single-choice list given several values.
  ibanInvalid: 'Invalid IBAN',
  bicInvalid: 'Invalid BIC/SWIFT',
  singleChoice: 'Select only one option',
  optionInvalid: 'The selected option is not available',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Looks a server or schema message up, so the interface can show it in the user's language. */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return (Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]).find(
    (key) => VALIDATION_MESSAGES[key] === message,
  );
}
