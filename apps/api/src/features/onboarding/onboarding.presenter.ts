import type { VatLookupResult } from '@acorn/contracts';
import type { VatCheck } from '../../integrations/vat/vat-checker';

/** The lookup's answer on the wire: the internal `supported` flag stays here. */
export function presentVatLookup(check: VatCheck): VatLookupResult {
  return {
    vatnumber: check.vatnumber,
    country_code: check.country_code,
    format_valid: check.format_valid,
    valid: check.valid,
    ...(check.company_name ? { company_name: check.company_name } : {}),
    source: check.source,
  };
}
