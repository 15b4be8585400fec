import { IMAGE_VARIANTS, type ImageVariant, type UploadedFile } from '@acorn/contracts';

/**
 * Where to load a stored picture at one of its resized sizes: the variant when the file has one,
 * the original otherwise (files stored before variants existed, and private files).
 */
export const variantUrl = (file: Pick<UploadedFile, 'url' | 'variants'>, variant: ImageVariant): string =>
  file.variants[variant] ?? file.url;

/**
 * A wide picture's `src`, `srcSet` and `sizes`: the medium copy, and the large one where the file
 * has it (files stored before it existed do not), so the browser fetches what the screen's width
 * and density need. `tabletUp` is the picture's width in CSS pixels from a tablet up; on a phone
 * it spans the screen.
 */
export function pictureSources(medium: string, large: string | null | undefined, tabletUp: number) {
  if (!large) return { src: medium };
  return {
    src: medium,
    srcSet: `${medium} ${IMAGE_VARIANTS.medium}w, ${large} ${IMAGE_VARIANTS.large}w`,
    sizes: `(min-width: 48em) ${tabletUp}px, 100vw`,
  };
}

/** pictureSources of an uploaded file. */
export const filePictureSources = (file: Pick<UploadedFile, 'url' | 'variants'>, tabletUp: number) =>
  pictureSources(variantUrl(file, 'medium'), file.variants.large, tabletUp);
