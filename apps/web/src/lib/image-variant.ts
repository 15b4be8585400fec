import { IMAGE_VARIANTS, type ImageVariant, type UploadedFile } from '@acorn/contracts';

type StoredPicture = Pick<UploadedFile, 'url' | 'variants'>;

/**
 * Where to load a stored picture at one of its resized sizes: the variant when the file has one,
 * the original otherwise (files stored before variants existed, and private files).
 */
export const variantUrl = (file: StoredPicture, variant: ImageVariant): string =>
  file.variants[variant] ?? file.url;

interface Copy {
  url: string | null | undefined;
  variant: ImageVariant;
}

/**
 * `src`, `srcSet` and `sizes` from two copies of a picture, so the browser fetches what the
 * screen's width and density need; the smaller copy alone when there is no bigger one (files
 * stored before it existed).
 */
function sources(small: Copy & { url: string }, big: Copy, sizes: string) {
  if (!big.url) return { src: small.url };
  return {
    src: small.url,
    srcSet: `${small.url} ${IMAGE_VARIANTS[small.variant]}w, ${big.url} ${IMAGE_VARIANTS[big.variant]}w`,
    sizes,
  };
}

/**
 * A wide picture's sources: its medium and large copies. `tabletUp` is the picture's width in
 * CSS pixels from a tablet up; on a phone it spans the screen.
 */
export const pictureSources = (medium: string, large: string | null | undefined, tabletUp: number) =>
  sources(
    { url: medium, variant: 'medium' },
    { url: large, variant: 'large' },
    `(min-width: 48em) ${tabletUp}px, 100vw`,
  );

/** pictureSources of an uploaded file. */
export const filePictureSources = (file: StoredPicture, tabletUp: number) =>
  pictureSources(variantUrl(file, 'medium'), file.variants.large, tabletUp);

/**
 * A large avatar's sources (`size` CSS pixels across): the thumbnail, and the medium copy for a
 * screen with two or three pixels a point, where the thumbnail would show soft.
 */
export function avatarSources(file: StoredPicture, size: number) {
  const { src, ...image } = sources(
    { url: variantUrl(file, 'thumb'), variant: 'thumb' },
    { url: file.variants.medium, variant: 'medium' },
    `${size}px`,
  );
  return { src, imageProps: image };
}
