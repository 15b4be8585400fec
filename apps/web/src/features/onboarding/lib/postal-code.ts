import { COUNTRY_IDS, postalCodeIssue } from '@acorn/contracts';

/** The format hint shown under the postal code for the chosen country (onboarding namespace key). */
export function postalCodeHintKey(countryId: number | null | undefined): string | null {
  if (countryId === COUNTRY_IDS.portugal) return 'postalCode.hintPortugal';
  if (countryId === COUNTRY_IDS.spain) return 'postalCode.hintSpain';
  return null;
}

/**
 * The postal code's message while the user types: the format rule of Portugal or Spain once
 * something is typed; an empty field is only reported when the form is submitted.
 */
export function livePostalCodeIssue(countryId: number | null | undefined, code: string): string | undefined {
  if (code.trim() === '') return undefined;
  return postalCodeIssue(countryId, code);
}
