import {
  IMAGE_CONTENT_TYPES,
  PDF_CONTENT_TYPE,
  UPLOAD_LIMITS,
  VALIDATION_CODES as V,
  type ValidationCode,
} from '@acorn/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';

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
const maxBytesFor = (type: string) =>
  type === PDF_CONTENT_TYPE ? UPLOAD_LIMITS.pdfMaxBytes : UPLOAD_LIMITS.imageMaxBytes;

/**
 * Why this file cannot be uploaded here, as a validation code (the spec's 'Only image can be
 * uploaded', 'Only image or pdf can be uploaded', 'The file size is too large'), or undefined
 * when it may be.
 */
export function uploadIssue(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: UploadAccept,
  maxBytes?: number,
  documentProblem: ValidationCode = V.imageOrPdfOnly,
): ValidationCode | undefined {
  const type = claimedType(file);
  if (!TYPES[accept].includes(type)) return accept === 'image' ? V.imageOnly : documentProblem;
  if (file.size > (maxBytes ?? maxBytesFor(type))) return V.fileTooLarge;
  return undefined;
}

/**
 * A failed upload in words: the server's reason, or the spec's 'Unknown error' when it gave none
 * (no answer, a server failure).
 */
export function uploadFailureText(t: TFunction, error: unknown): string {
  const unknown = t('common:fileUpload.unknownError');
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return unknown;
  return errorText(t, error, unknown);
}
