import { z } from 'zod/mini';

const MIB = 1024 * 1024;

/** DESIGN.md §7: images PNG/JPEG up to 5 MiB and 4096 px a side; PDFs up to 10 MiB. */
export const UPLOAD_LIMITS = {
  imageMaxBytes: 5 * MIB,
  pdfMaxBytes: 10 * MIB,
  imageMaxSide: 4096,
  /** The largest file a multipart upload may carry (the PDF limit). */
  fileMaxBytes: 10 * MIB,
  /** What one user may store in 24 hours, so one account cannot fill the disk. */
  dailyFilesPerUser: 100,
  dailyBytesPerUser: 200 * MIB,
} as const;

export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export const PDF_CONTENT_TYPE = 'application/pdf';

/** What a stored file may be: `image` is PNG or JPEG, `pdf` a PDF document. */
export const UPLOAD_KINDS = ['image', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * POST /api/files `purpose`: `image` is a public PNG or JPEG with resized variants; `document` is
 * a private image or PDF, served only to its owner and operators. Without a purpose an image is
 * stored as `image` and a PDF as `document`.
 */
export const FILE_PURPOSES = ['image', 'document'] as const;
export const filePurposeSchema = z.enum(FILE_PURPOSES);
export type FilePurpose = z.infer<typeof filePurposeSchema>;

/** The browser's `accept` attribute for each purpose (a hint only: the server checks the bytes). */
export const UPLOAD_ACCEPT: Record<FilePurpose, string> = {
  image: 'image/png,image/jpeg',
  document: 'image/png,image/jpeg,application/pdf',
};

/**
 * Resized copies kept beside a public image: name -> longest side in pixels. A wide picture shows
 * `medium` or `large` (`srcset`), whichever the screen's width and density need.
 */
export const IMAGE_VARIANTS = { thumb: 128, medium: 512, large: 1024 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
/**
 * How every variant is encoded, whatever the original's format (the original keeps its own):
 * lossy WebP, which every browser the app supports shows, at a quality where logos' edges and
 * photos look as in the PNG or JPEG, for a fraction of the bytes a card or avatar costs a phone.
 */
export const IMAGE_VARIANT_ENCODING = { ext: 'webp', contentType: 'image/webp', quality: 82 } as const;

/** A stored file as the API answers it (POST /api/files, user detail photo and CV). */
export const uploadedFileSchema = z.object({
  id: z.int(),
  /** The name the file was uploaded with (display only). */
  name: z.string(),
  /** Public URL, or /api/protected/files/<id> for a private file (needs the bearer token). */
  url: z.string(),
  /** The type found in the bytes, never the one the client claimed. */
  content_type: z.string(),
  size: z.int(),
  /** Resized public variants by name (thumb, medium, large); empty for private files and PDFs. */
  variants: z.record(z.string(), z.string()),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Path of a file served through the checked download route. */
export const protectedFilePath = (id: number) => `/api/protected/files/${id}`;

/** The media type a `data:` URL declares (lower case), or undefined when it is not one. */
export function dataUrlMediaType(value: string): string | undefined {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9=.+-]+)*?;base64,/i.exec(value.slice(0, 200));
  return match ? (match[1] ?? 'text/plain').toLowerCase() : undefined;
}

export const isDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && dataUrlMediaType(value) !== undefined;

/** A data URL of the largest file an upload may be (10 MiB, base64) plus its header. */
export const DATA_URL_MAX_LENGTH = 14_000_100;

/** Whether a data URL declares one of `types` (image/jpg read as image/jpeg); the server checks the bytes again. */
export function declaresFileType(value: string, types: readonly string[]): boolean {
  const type = dataUrlMediaType(value);
  return type !== undefined && types.includes(type === 'image/jpg' ? 'image/jpeg' : type);
}
