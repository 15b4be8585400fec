import { EU_COUNTRY_CODES, type VatLookupResult, vatPrefixOf } from '@acorn/contracts';

/**
 * The VAT check of the registration wizards (accounts spec §4, §5): `nosubmit` until a check
 * runs (and again after any edit), `checking` while the server is asked, then `valid`,
 * `Notvalid` or `AlreadyExist`. The names are the spec's.
 */
export type VatStatus = 'nosubmit' | 'checking' | 'valid' | 'Notvalid' | 'AlreadyExist';

export interface VatCheckState {
  status: VatStatus;
  /** The number the status is about (trimmed), so a late answer for an older value is ignored. */
  number: string;
  /** The registered name the lookup disclosed, for the advisor's legal name. */
  companyName?: string;
  /** The last check could not be made (network or server failure): say so, keep `nosubmit`. */
  failed?: boolean;
}

export type VatEvent =
  | { type: 'edit'; number: string }
  | { type: 'start'; number: string }
  | { type: 'done'; number: string; outcome: VatOutcome }
  | { type: 'failed'; number: string };

export type VatOutcome =
  | { status: 'valid'; companyName?: string }
  | { status: 'Notvalid' }
  | { status: 'AlreadyExist' };

/** A saved number starts valid (spec §4); otherwise nothing has been checked yet. */
export function initialVatState(saved: string | null | undefined): VatCheckState {
  const number = (saved ?? '').trim();
  return number ? { status: 'valid', number } : { status: 'nosubmit', number: '' };
}

export function vatReducer(state: VatCheckState, event: VatEvent): VatCheckState {
  const number = event.number.trim();
  switch (event.type) {
    case 'edit':
      // Any edit voids the last verdict; typing the same number again does not revive it.
      if (number === state.number && state.status === 'nosubmit' && !state.failed) return state;
      return { status: 'nosubmit', number };
    case 'start':
      return { status: 'checking', number };
    case 'done':
      if (state.status !== 'checking' || state.number !== number) return state;
      return {
        status: event.outcome.status,
        number,
        ...(event.outcome.status === 'valid' && event.outcome.companyName
          ? { companyName: event.outcome.companyName }
          : {}),
      };
    case 'failed':
      if (state.status !== 'checking' || state.number !== number) return state;
      return { status: 'nosubmit', number, failed: true };
  }
}

const EU_VAT_PREFIXES = new Set(EU_COUNTRY_CODES.map(vatPrefixOf));

/**
 * Whether a lookup answer makes the number acceptable, as the server decides on save: for EU
 * numbers the check digits must be right (or VIES must confirm it); elsewhere only the shape
 * can be checked, so a plausible format is enough.
 */
export function isAcceptedLookup(result: Pick<VatLookupResult, 'valid' | 'format_valid' | 'country_code'>) {
  if (result.valid) return true;
  const euNumber = result.country_code !== null && EU_VAT_PREFIXES.has(result.country_code);
  return !euNumber && result.format_valid;
}

export interface VatCheckDeps {
  /** POST /api/uniqueVatnumber: false when another account has the number (409). */
  isUnique(number: string, country: number | null): Promise<boolean>;
  /** GET /api/vat/lookup */
  lookup(number: string, country: number | null): Promise<VatLookupResult>;
}

/**
 * The spec's check: an empty number does nothing (undefined); a taken one is AlreadyExist;
 * otherwise the lookup decides valid or Notvalid. Failures of the calls are thrown.
 */
export async function checkVatNumber(
  input: string,
  country: number | null,
  deps: VatCheckDeps,
): Promise<VatOutcome | undefined> {
  const number = input.trim();
  if (!number) return undefined;
  if (!(await deps.isUnique(number, country))) return { status: 'AlreadyExist' };
  const result = await deps.lookup(number, country);
  if (!isAcceptedLookup(result)) return { status: 'Notvalid' };
  return result.company_name ? { status: 'valid', companyName: result.company_name } : { status: 'valid' };
}

/** The onboarding namespace's key of the message shown under the field for each status. */
export const VAT_STATUS_MESSAGE_KEY: Record<VatStatus, string | null> = {
  nosubmit: null,
  checking: 'vat.checking',
  valid: 'vat.valid',
  Notvalid: 'vat.notValid',
  AlreadyExist: 'vat.alreadyExist',
};
