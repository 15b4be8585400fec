import { EU_COUNTRY_CODES, vatPrefixOf } from '@acorn/contracts';
import { z } from 'zod';
import { checkVatOffline, type VatCheck } from './vat-checker';

/** Looks a VAT number up: offline (format and checksum) or through the EU VIES service. */
export interface VatLookup {
  lookup(input: { number: string; countryCode?: string | null }): Promise<VatCheck>;
}

export const VIES_REST_API = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/**
 * Prefixes VIES answers for: every member state (Greece as EL), Cyprus included though the spec
 * does not flag it, and Northern Ireland (XI).
 */
const VIES_PREFIXES = new Set([...EU_COUNTRY_CODES, 'CY'].map(vatPrefixOf).concat('XI'));

/** The part of VIES's answer read here (GET /ms/{CC}/vat/{number}). */
const viesAnswerSchema = z.object({
  isValid: z.boolean(),
  userError: z.string().optional(),
  name: z.string().nullish(),
});

const MAX_ANSWER_BYTES = 64 * 1024;

export interface VatLookupLog {
  warn(details: object, message: string): void;
}

function createOfflineVatLookup(): VatLookup {
  return { lookup: async ({ number, countryCode }) => checkVatOffline(number, countryCode) };
}

/**
 * VIES first for EU numbers of the right shape; the offline answer whenever VIES cannot say
 * (timeout, network failure, a member state's service down, an unexpected answer).
 */
export function createViesVatLookup(
  options: { baseUrl?: string; timeoutMs?: number; log?: VatLookupLog } = {},
): VatLookup {
  const baseUrl = (options.baseUrl ?? VIES_REST_API).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 4000;
  return {
    async lookup({ number, countryCode }) {
      const offline = checkVatOffline(number, countryCode);
      const prefix = offline.country_code;
      if (!prefix || !VIES_PREFIXES.has(prefix) || !offline.format_valid) return offline;
      const url = `${baseUrl}/ms/${prefix}/vat/${encodeURIComponent(offline.vatnumber.slice(2))}`;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        if (!response.ok || text.length > MAX_ANSWER_BYTES) {
          options.log?.warn({ status: response.status }, 'VIES lookup failed; using the offline check');
          return offline;
        }
        const answer = viesAnswerSchema.safeParse(JSON.parse(text));
        // Only VALID and INVALID are verdicts; MS_UNAVAILABLE, TIMEOUT and the like are not.
        if (!answer.success || (answer.data.userError && !/^(VALID|INVALID)$/.test(answer.data.userError))) {
          options.log?.warn(
            { userError: answer.success ? answer.data.userError : 'unreadable' },
            'VIES gave no verdict; using the offline check',
          );
          return offline;
        }
        const name = answer.data.name?.trim();
        return {
          ...offline,
          format_valid: offline.format_valid || answer.data.isValid,
          valid: answer.data.isValid,
          ...(name && name !== '---' ? { company_name: name } : {}),
          source: 'vies',
        };
      } catch (error) {
        options.log?.warn({ err: error }, 'VIES lookup failed; using the offline check');
        return offline;
      }
    },
  };
}

/** The lookup VAT_LOOKUP asks for. */
export function createVatLookup(
  mode: 'offline' | 'vies',
  options: Parameters<typeof createViesVatLookup>[0] = {},
): VatLookup {
  return mode === 'vies' ? createViesVatLookup(options) : createOfflineVatLookup();
}
