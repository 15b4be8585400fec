import type { Language } from '@acorn/contracts';
import { requestEarly } from './api-client';

/** Where the API serves the reference lists forms choose from most. */
export const REFERENCE_LIST_PATHS = {
  countries: '/api/countries',
  sectors: '/api/sectors',
  services: '/api/services',
} as const;
export type FormListName = keyof typeof REFERENCE_LIST_PATHS;

/** Asks for a form's lists while the page's query code loads (api-client's requestEarly). */
export function requestReferenceListsEarly(names: readonly FormListName[], lang: Language): void {
  for (const name of names) requestEarly(REFERENCE_LIST_PATHS[name], { lang });
}
