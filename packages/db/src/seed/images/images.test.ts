import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerArtwork, logoArtwork, portraitArtwork } from './art';
import { encodePng } from './png';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** The size and colour type the header states, and the pixels the data holds (filters None and Up). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(SIGNATURE);
  expect(png.toString('ascii', 12, 16)).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const value = raw[y * (stride + 1) + 1 + i] as number;
      pixels[y * stride + i] =
        filter === 2 ? (value + (pixels[(y - 1) * stride + i] as number)) & 0xff : value;
    }
  }
  return { width, height, colourType: png[25], pixels };
}

const distinctColours = (pixels: Uint8Array) => {
  const seen = new Set<number>();
  for (let i = 0; i < pixels.length; i += 3)
    seen.add(((pixels[i] as number) << 16) | ((pixels[i + 1] as number) << 8) | (pixels[i + 2] as number));
  return seen.size;
};

describe('encodePng', () => {
  it('writes the pixels it is given, row by row, as an RGB PNG', () => {
    const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const png = readPng(encodePng(3, 2, pixels));
    expect(png).toMatchObject({ width: 3, height: 2, colourType: 2 });
    expect([...png.pixels]).toEqual([...pixels]);
  });

  it('refuses pixel data that does not match the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
  });
});

describe('demo artwork', () => {
  const banner = bannerArtwork({
    seed: 'How we cut our lead times in half',
    theme: 'timeline',
    palette: { from: '#1f3b57', to: '#3f7cac', accent: '#f2a541' },
  });

  it('draws each picture at the size asked, header and thumbnail alike', () => {
    expect(readPng(banner(1200, 630))).toMatchObject({ width: 1200, height: 630 });
    expect(readPng(banner(600, 338))).toMatchObject({ width: 600, height: 338 });
    expect(readPng(logoArtwork({ brand: '#2d5b8a', mark: 'nut' })(256, 256))).toMatchObject({
      width: 256,
      height: 256,
    });
    expect(readPng(portraitArtwork({ seed: 'Helen Walsh', hair: 'long' })(400, 400))).toMatchObject({
      width: 400,
      height: 400,
    });
  });

  it('draws the same bytes for the same item, so every seed shows the same pictures', () => {
    expect(banner(300, 158).equals(banner(300, 158))).toBe(true);
    const portrait = portraitArtwork({ seed: 'Marc Dubois', hair: 'cropped' });
    expect(portrait(128, 128).equals(portrait(128, 128))).toBe(true);
  });

  it('draws different items differently', () => {
    const other = bannerArtwork({
      seed: 'Cork, carbon and public tenders',
      theme: 'timeline',
      palette: { from: '#1f3b57', to: '#3f7cac', accent: '#f2a541' },
    });
    expect(banner(300, 158).equals(other(300, 158))).toBe(false);
    const logo = (mark: 'nut' | 'fish', brand: string) => logoArtwork({ brand, mark })(64, 64);
    expect(logo('nut', '#2d5b8a').equals(logo('fish', '#2d5b8a'))).toBe(false);
    expect(logo('nut', '#2d5b8a').equals(logo('nut', '#b3362b'))).toBe(false);
    const face = (name: string) => portraitArtwork({ seed: name, hair: 'short' })(64, 64);
    expect(face('Javier Morales').equals(face('Inês Carvalho'))).toBe(false);
  });

  it('draws pictures rather than flat colour: gradients, shapes and smooth edges', () => {
    expect(distinctColours(readPng(banner(300, 158)).pixels)).toBeGreaterThan(500);
    expect(
      distinctColours(readPng(logoArtwork({ brand: '#1f7fae', mark: 'cross' })(128, 128)).pixels),
    ).toBeGreaterThan(50);
  });
});
