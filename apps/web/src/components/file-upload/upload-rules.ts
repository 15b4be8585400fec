import {
  IMAGE_CONTENT_TYPES,
  VALIDATION_MESSAGES as M,
  PDF_CONTENT_TYPE,
  UPLOAD_LIMITS,
} from '@acorn/contracts';
import { isApiError } from '../../lib/api-client';

/** What an upload field takes: PNG or JPEG images, or those and PDF documents. */
export type UploadAccept = 'image' | 'image-or-pdf';

const TYPES: Record<UploadAccept, readonly string[]> = {
  image: IMAGE_CONTENT_TYPES,
  'image-or-pdf': [...IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE],
};

const EXTENSIONS: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: PDF_CONTENT_TYPE,
};

/** The browser's `accept` attribute (a hint for the file picker; the server checks the bytes). */
export const acceptAttribute = (accept: UploadAccept): string => TYPES[accept].join(',');

/** The type the browser reports, or the one the name's extension suggests when it reports none. */
export function claimedType(file: Pick<File, 'name' | 'type'>): string {
  const type = file.type.toLowerCase();
  if (type) return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? '';
}

export const isImageType = (type: string) => (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** The largest file of this type the server keeps: images 5 MiB, PDFs 10 MiB. */
export const maxBytesFor = (type: string) =>
  type === PDF_CONTENT_TYPE ? UPLOAD_LIMITS.pdfMaxBytes : UPLOAD_LIMITS.imageMaxBytes;

/**
 * Why this file cannot be uploaded here, as the spec words it, or undefined when it may be:
 * 'Only image can be uploaded', 'Only image or pdf can be uploaded', 'The file size is too large'.
 */
export function uploadIssue(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: UploadAccept,
  maxBytes?: number,
): string | undefined {
  const type = claimedType(file);
  if (!TYPES[accept].includes(type)) return accept === 'image' ? M.imageOnly : M.imageOrPdfOnly;
  if (file.size > (maxBytes ?? maxBytesFor(type))) return M.fileTooLarge;
  return undefined;
}

/** The spec's fallback when an upload fails without a message. */
export const UNKNOWN_UPLOAD_ERROR = 'Unknown error';

/** A failed upload in words: the server's message about the file, 'The file size is too large', or 'Unknown error'. */
export function uploadFailureMessage(error: unknown): string {
  if (!isApiError(error)) return UNKNOWN_UPLOAD_ERROR;
  if (error.status === 413) return M.fileTooLarge;
  const fieldMessage = error.errors?.file?.[0] ?? Object.values(error.errors ?? {})[0]?.[0];
  if (fieldMessage) return fieldMessage;
  if (error.status === 0 || error.status >= 500 || error.code.startsWith('http_'))
    return UNKNOWN_UPLOAD_ERROR;
  return error.message || UNKNOWN_UPLOAD_ERROR;
}
