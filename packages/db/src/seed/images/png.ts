import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * An 8-bit RGB PNG of `rgb` (width × height × 3 bytes, row by row). Each row is stored as its
 * difference from the row above (filter "Up"): the seed's gradients then compress to a fraction.
 * Compression level 3: a quarter larger than level 6, in two thirds of the time the seed spends.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array | Uint8ClampedArray): Buffer {
  const stride = width * 3;
  if (rgb.length !== stride * height) throw new Error('encodePng: pixel data does not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const out = y * (stride + 1);
    const row = y * stride;
    raw[out] = y === 0 ? 0 : 2;
    for (let i = 0; i < stride; i += 1) {
      raw[out + 1 + i] =
        y === 0
          ? (rgb[row + i] as number)
          : ((rgb[row + i] as number) - (rgb[row - stride + i] as number)) & 0xff;
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
