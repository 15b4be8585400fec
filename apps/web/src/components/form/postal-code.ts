import { COUNTRY_IDS, postalCodeIssue } from '@acorn/contracts';

/** The format hint under the postal code for the chosen country (`forms` namespace key). */
export function postalCodeHintKey(countryId: number | null | undefined): string | null {
  if (countryId === COUNTRY_IDS.portugal) return 'address.postalCodeHintPortugal';
  if (countryId === COUNTRY_IDS.spain) return 'address.postalCodeHintSpain';
  return null;
}

/**
 * The postal code's problem while the user types: the country's format rule (the schema's, from
 * the contracts) once something is typed; an empty field is only reported when the form is sent.
 */
export function livePostalCodeIssue(countryId: number | null | undefined, code: string): string | undefined {
  if (code.trim() === '') return undefined;
  return postalCodeIssue(countryId, code);
}
