import { encodePng } from '@acorn/db/png';

/**
 * A real PNG (solid colour, RGB), small enough for any upload field: the server's type check and
 * re-encoding accept it.
 */
export function pngImage(width = 24, height = 24, rgb: [number, number, number] = [31, 111, 74]): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = rgb[index % 3] as number;
  return encodePng(width, height, pixels);
}
