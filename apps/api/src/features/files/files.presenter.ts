import { type ImageVariant, protectedFilePath, type UploadedFile } from '@acorn/contracts';
import type { files } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';

type FileRow = (typeof files)['$inferSelect'];

/** Public files by their public URL (variants too); private ones through the checked route only. */
export function presentFile(
  file: FileRow,
  storage: Pick<FileStorage, 'publicUrl'> | undefined,
): UploadedFile {
  const isPublic = file.visibility === 'public' && storage !== undefined;
  return {
    id: file.id,
    name: file.original_name,
    url: isPublic ? storage.publicUrl(file.storage_key) : protectedFilePath(file.id),
    content_type: file.content_type,
    size: file.size,
    variants: isPublic
      ? Object.fromEntries(
          Object.entries(file.variants ?? {}).map(([name, key]) => [name, storage.publicUrl(key)]),
        )
      : {},
  };
}

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/** Images and PDFs open in the browser; anything else is downloaded. Both carry the file's name. */
export function contentDisposition(file: Pick<FileRow, 'original_name' | 'content_type'>): string {
  const kind = INLINE_TYPES.has(file.content_type) ? 'inline' : 'attachment';
  const ascii = file.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(file.original_name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A stored file's bytes with the headers that describe them. */
export const presentDownload = (file: Pick<FileRow, 'original_name' | 'content_type'>, data: Buffer) => ({
  data,
  contentType: file.content_type,
  disposition: contentDisposition(file),
});

/**
 * A picture's address for others at the size it shows (an avatar's thumbnail, a profile header's
 * medium copy), the original when the file has no such copy; null for a private file, whose
 * address is never handed to others.
 */
export function publicImageUrl(
  file: FileRow | null | undefined,
  storage: Pick<FileStorage, 'publicUrl'>,
  variant: ImageVariant,
): string | null {
  if (file?.visibility !== 'public') return null;
  return storage.publicUrl(file.variants?.[variant] ?? file.storage_key);
}
