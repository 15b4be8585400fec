import type {
  AdminCredential,
  CredentialAdminStatus,
  CredentialItem,
  CredentialKind,
  CredentialUserStatus,
  PublicCredential,
} from '@acorn/contracts';
import type { credentials } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { type FileRow, presentFile } from '../files';

type Storage = Pick<FileStorage, 'publicUrl'>;

/** A credential with its document, as the service reads it. */
export interface CredentialRow {
  credential: (typeof credentials)['$inferSelect'];
  file: FileRow | null;
}

/** The operators' queue also names the owner. */
export interface ReviewRow extends CredentialRow {
  owner: { id: number; company_name: string | null; name: string | null };
}

/** Where the document opens (a private one through the checked download), its type and name. */
function presentDocument(file: FileRow | null, storage: Storage) {
  if (!file) return { documentfile: null, documenttype: null, documentname: null };
  const presented = presentFile(file, storage);
  return { documentfile: presented.url, documenttype: presented.content_type, documentname: presented.name };
}

/** What other members see: no statuses, no owner's notes. */
export const presentPublicCredential = (row: CredentialRow, storage: Storage): PublicCredential => ({
  id: row.credential.id,
  type: row.credential.kind as CredentialKind,
  title: row.credential.title,
  description: row.credential.description,
  ...presentDocument(row.file, storage),
  created_at: row.credential.created_at.toISOString(),
});

/** The owner's editor item: the public fields and both statuses. */
export const presentCredential = (row: CredentialRow, storage: Storage): CredentialItem => ({
  ...presentPublicCredential(row, storage),
  user_status: row.credential.user_status as CredentialUserStatus,
  admin_status: row.credential.admin_status as CredentialAdminStatus,
});

/** The operators' item: the owner's by the company name (an advisor's by their own), and why it was declined. */
export const presentAdminCredential = (row: ReviewRow, storage: Storage): AdminCredential => ({
  ...presentCredential(row, storage),
  deny_reason: row.credential.deny_reason,
  owner: { id: row.owner.id, name: row.owner.company_name ?? row.owner.name ?? `#${row.owner.id}` },
});
