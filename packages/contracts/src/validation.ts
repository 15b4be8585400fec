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
  nulCharacter: 'This field contains a character that is not allowed',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Looks a server or schema message up, so the interface can show it in the user's language. */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return (Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]).find(
    (key) => VALIDATION_MESSAGES[key] === message,
  );
}

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
