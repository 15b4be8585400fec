import type { UploadKind, ValidationCode } from '@acorn/contracts';
import type { Db } from '@acorn/db';
import { invalidField } from '../../lib/errors';
import { type FileRow, findFile, ownsFile } from '../files';

/** What a field takes as its file, and the problem it names for another kind. */
export interface AttachmentKind {
  accepts: (file: FileRow) => boolean;
  problem: ValidationCode;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** What a credential's document may be when its bytes come with the save (content-community §5). */
export const DOCUMENT_UPLOADS: readonly UploadKind[] = ['image', 'pdf'];

/** A credential's document (content-community §5: png, jpeg, pdf). */
export const DOCUMENT: AttachmentKind = {
  accepts: (file) => IMAGE_TYPES.has(file.content_type) || file.content_type === 'application/pdf',
  problem: 'credentialFileOnly',
};

/** An education's image, which everyone who reads the advisor's profile sees: an image stored public. */
export const PUBLIC_IMAGE: AttachmentKind = {
  accepts: (file) => IMAGE_TYPES.has(file.content_type) && file.visibility === 'public',
  problem: 'imageOnly',
};

/** The file a save names: the caller's own upload (another's, or none, is invalid) of the kind the field takes. */
export async function ownAttachment(options: {
  db: Db;
  userId: number;
  fileId: number;
  field: string;
  kind: AttachmentKind;
}): Promise<FileRow> {
  const { db, userId, fileId, field, kind } = options;
  const file = await findFile({ db, id: fileId });
  if (!file || !ownsFile(userId, file)) throw invalidField(field, 'invalid');
  if (!kind.accepts(file)) throw invalidField(field, kind.problem);
  return file;
}
