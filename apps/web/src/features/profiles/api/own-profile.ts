import {
  type AdvisorProfileInput,
  advisorUpdatedResponseSchema,
  type CompanyInformationInput,
  type ContactInformationInput,
  type MainProfileInput,
  type OwnProfile,
  ownProfileSchema,
  profileSavedResponseSchema,
} from '@acorn/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { prefetchReferenceLists } from '../../../lib/reference-lists';
import { sessionStore } from '../../../lib/session';
import { currentLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/use-session';
import { OWN_PROFILE_PATH, PROFILE_FORM_LISTS } from './own-profile-requests';

const getOwnProfile = (): Promise<OwnProfile> => apiRequest(OWN_PROFILE_PATH, { schema: ownProfileSchema });

/** Keyed by token, like the user detail, so another sign-in never sees this profile. */
const ownProfileQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['profiles', 'own', token], queryFn: getOwnProfile });

/** Starts loading the profile and the lists its forms choose from, before the page renders. */
export async function prefetchOwnProfile() {
  const { token } = sessionStore.get();
  if (!token) return;
  await Promise.all([
    queryClient.prefetchQuery(ownProfileQueryOptions(token)),
    prefetchReferenceLists(PROFILE_FORM_LISTS, currentLanguage()),
  ]);
}

export function useOwnProfile() {
  const { token } = useSession();
  return useQuery({ ...ownProfileQueryOptions(token ?? ''), enabled: token !== null });
}

const save = (path: string, body: unknown) =>
  apiRequest(path, { method: 'POST', body, schema: profileSavedResponseSchema });

export const saveMainProfile = (body: MainProfileInput) => save('/api/updateMainProfile', body);
export const saveCompanyInformation = (body: CompanyInformationInput) =>
  save('/api/updateCompanyInformation', body);
export const saveContactInformation = (body: ContactInformationInput) =>
  save('/api/updateCompanyInformation2', body);
export const saveAdvisorProfile = (body: AdvisorProfileInput) =>
  save('/api/updateSbaProfileInformation', body);

export interface AdvisorUpdate {
  name: string;
  job_function?: string;
  bio?: string;
  company_name?: string;
}

/** The advisor completion form (PUT /api/advisors/{id}). */
export const updateAdvisor = (id: string | number, body: AdvisorUpdate) =>
  apiRequest(`/api/advisors/${encodeURIComponent(String(id))}`, {
    method: 'PUT',
    body,
    schema: advisorUpdatedResponseSchema,
  });

/**
 * After a save: the answer carries the refreshed profile; the user detail (name, seller flag,
 * services...) is read again for the menus and guards.
 */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useCallback(
    async (profile?: OwnProfile) => {
      const key = ownProfileQueryOptions(token ?? '').queryKey;
      if (profile) queryClient.setQueryData(key, profile);
      else await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: ['accounts', 'me'] });
    },
    [queryClient, token],
  );
}
