import { randomBytes } from 'node:crypto';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** A real PNG of the given size. */
export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2f7d4f' } })
    .png()
    .toBuffer();

/** A real JPEG; optionally with EXIF holding a camera make, GPS position and an orientation. */
export function jpegImage(width = 64, height = 32, options: { exif?: boolean; orientation?: number } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).jpeg();
  if (options.exif) {
    image = image.withExif({
      IFD0: { Make: 'AcornCam', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 42/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '9/1 8/1 0/1',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** A PNG of random pixels: it does not compress, so its size follows its dimensions. */
export const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A real one-page PDF made with pdfkit. */
export function pdfDocument(text = 'Curriculum vitae'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

export const dataUrl = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`;

/** The GPS IFD pointer tag (0x8825) as it appears in little-endian EXIF. */
export const hasGpsTag = (data: Buffer) => data.includes(Buffer.from([0x25, 0x88]));
export const hasExif = (data: Buffer) => data.includes(Buffer.from('Exif\0\0', 'latin1'));

/** A multipart/form-data body with the given fields and files. */
export function multipartBody(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; contentType: string; data: Buffer }
  )[],
) {
  const boundary = `----acorn${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
