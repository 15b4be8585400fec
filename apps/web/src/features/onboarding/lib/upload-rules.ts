import {
  IMAGE_CONTENT_TYPES,
  VALIDATION_MESSAGES as M,
  PDF_CONTENT_TYPE,
  UPLOAD_LIMITS,
} from '@acorn/contracts';

/** What the advisor wizard uploads: the photo (PNG/JPEG) and the CV (PNG/JPEG/PDF). */
export type UploadSlot = 'photo' | 'cv';

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: PDF_CONTENT_TYPE,
};

/** The file's type as the browser reports it, or guessed from its name when it reports none. */
export function fileType(file: { type: string; name: string }): string {
  const type = file.type.toLowerCase();
  if (type) return type === 'image/jpg' ? 'image/jpeg' : type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

const ACCEPTED: Record<UploadSlot, readonly string[]> = {
  photo: IMAGE_CONTENT_TYPES,
  cv: [...IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE],
};

/**
 * The spec's message for a file the slot cannot take, checked before uploading (the server
 * checks the bytes again): the type first, then the size limit of that type.
 */
export function uploadIssue(slot: UploadSlot, file: { type: string; name: string; size: number }) {
  const type = fileType(file);
  if (!ACCEPTED[slot].includes(type)) return slot === 'photo' ? M.imageOnly : M.imageOrPdfOnly;
  const limit = type === PDF_CONTENT_TYPE ? UPLOAD_LIMITS.pdfMaxBytes : UPLOAD_LIMITS.imageMaxBytes;
  if (file.size > limit) return M.fileTooLarge;
  if (file.size === 0) return M.required;
  return undefined;
}

/** The purpose POST /api/files stores the slot's file under: a public image, or a private document. */
export const UPLOAD_PURPOSE = { photo: 'image', cv: 'document' } as const;
