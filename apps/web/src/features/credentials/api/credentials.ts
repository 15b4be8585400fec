import {
  type CredentialEdit,
  type CredentialInput,
  type CredentialKind,
  credentialListResponseSchema,
  credentialRemovedResponseSchema,
  credentialSavedResponseSchema,
  publicCredentialListResponseSchema,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The spec's call names for each kind (content-community §7). */
const CALLS: Record<
  CredentialKind,
  { list: string; add: string; edit: string; remove: string; visible: string }
> = {
  award: {
    list: '/api/listAwards',
    add: '/api/addAward',
    edit: '/api/editAward',
    remove: '/api/deleteAward',
    visible: '/api/userAwardsList',
  },
  certificate: {
    list: '/api/listCertificates',
    add: '/api/addCertificate',
    edit: '/api/editCertificate',
    remove: '/api/deleteCertificate',
    visible: '/api/userCertificatesList',
  },
};

export const CREDENTIALS_KEY = ['credentials'] as const;

/** The signed-in member's own items of a kind, in every status. */
export const ownCredentialsQuery = (kind: CredentialKind) =>
  queryOptions({
    queryKey: [...CREDENTIALS_KEY, 'own', kind],
    queryFn: ({ signal }) =>
      apiRequest(CALLS[kind].list, { schema: credentialListResponseSchema, signal }).then(
        (answer) => answer.data,
      ),
  });

/** A member's published and approved items of a kind, as visitors see them. */
export const visibleCredentialsQuery = (kind: CredentialKind, userId: number) =>
  queryOptions({
    queryKey: [...CREDENTIALS_KEY, 'visible', kind, userId],
    queryFn: ({ signal }) =>
      apiRequest(CALLS[kind].visible, {
        method: 'POST',
        body: { user_id: userId },
        schema: publicCredentialListResponseSchema,
        signal,
      }).then((answer) => answer.data),
  });

export const addCredential = (kind: CredentialKind, item: CredentialInput) =>
  apiRequest(CALLS[kind].add, { method: 'POST', body: item, schema: credentialSavedResponseSchema });

export const editCredential = (kind: CredentialKind, item: CredentialEdit) =>
  apiRequest(CALLS[kind].edit, { method: 'POST', body: item, schema: credentialSavedResponseSchema });

export const deleteCredential = (kind: CredentialKind, id: number) =>
  apiRequest(CALLS[kind].remove, { method: 'POST', body: { id }, schema: credentialRemovedResponseSchema });
