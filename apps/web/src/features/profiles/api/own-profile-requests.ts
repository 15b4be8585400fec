import { requestEarly } from '../../../lib/api-client';
import { type FormListName, requestReferenceListsEarly } from '../../../lib/reference-list-paths';
import { currentLanguage } from '../../../lib/use-language';

export const OWN_PROFILE_PATH = '/api/profile';

/** The lists the profile forms choose from (the main tab's phone code reads the countries). */
export const PROFILE_FORM_LISTS: readonly FormListName[] = ['countries', 'sectors', 'services'];

/**
 * What /profile and /sba-profile ask for first, asked by their loader on the first page of a
 * visit while the query code is still on its way (no query code here).
 */
export function requestOwnProfileEarly(): void {
  requestEarly(OWN_PROFILE_PATH);
  requestReferenceListsEarly(PROFILE_FORM_LISTS, currentLanguage());
}
