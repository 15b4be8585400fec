import type { ImageVariant, UploadedFile } from '@acorn/contracts';

/**
 * Where to load a stored picture at one of its resized sizes: the variant when the file has one,
 * the original otherwise (files stored before variants existed, and private files).
 */
export const variantUrl = (file: Pick<UploadedFile, 'url' | 'variants'>, variant: ImageVariant): string =>
  file.variants[variant] ?? file.url;
