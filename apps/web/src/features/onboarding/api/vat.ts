import { messageResponseSchema, type VatLookupResult, vatLookupResultSchema } from '@acorn/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client';
import type { VatCheckDeps } from '../lib/vat-check';

/** POST /api/uniqueVatnumber: true when no other account has the number; 409 means taken. */
async function isVatNumberUnique(vatnumber: string, country: number | null): Promise<boolean> {
  try {
    await apiRequest('/api/uniqueVatnumber', {
      method: 'POST',
      body: { vatnumber, country },
      schema: messageResponseSchema,
    });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 409) return false;
    throw error;
  }
}

/** GET /api/vat/lookup: format, check digits and (through VIES, when configured) the registered name. */
const lookupVatNumber = (number: string, country: number | null): Promise<VatLookupResult> =>
  apiRequest('/api/vat/lookup', {
    query: { number, country: country ?? undefined },
    schema: vatLookupResultSchema,
  });

export const vatCheckApi: VatCheckDeps = { isUnique: isVatNumberUnique, lookup: lookupVatNumber };
