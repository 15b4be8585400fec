import { randomBytes } from 'node:crypto';
import { ROLES } from '@acorn/contracts';
import { files } from '@acorn/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  HTML_PAGE,
  hasExif,
  hasGpsTag,
  jpegImage,
  multipartBody,
  noisyPng,
  pdfDocument,
  pngImage,
} from './files.fixtures';
import { contentDisposition } from './files.presenter';
import { cleanFileName, storeUpload } from './files.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Part = Parameters<typeof multipartBody>[0][number];

function upload(token: string | undefined, parts: Part[]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: { ...(token ? bearer(token) : {}), 'content-type': body.contentType },
  });
}

const fileOf = (filename: string, contentType: string, data: Buffer): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

async function storedBytes(id: number) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  if (!row) throw new Error('no file row');
  const stored = await t.storage.get(row.storage_key, row.visibility as 'public' | 'private');
  if (!stored) throw new Error('no stored bytes');
  return { row, data: stored.data };
}

describe('POST /api/files', () => {
  it('stores a public image re-encoded, with resized variants, under a random key', async () => {
    const user = await createUser({ db: t.database.db });
    const res = await upload(user.token, [
      fileOf('../../etc/My Logo.PNG', 'image/png', await pngImage(1024, 700)),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'My Logo.png', content_type: 'image/png' });
    expect(body.url).toMatch(/^\/uploads\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    // The variants are WebP whatever the original is: a fraction of a PNG's bytes on a card.
    expect(body.variants.thumb).toBe(body.url.replace('.png', '-thumb.webp'));
    const { row, data } = await storedBytes(body.id);
    expect(row).toMatchObject({ owner_id: user.id, visibility: 'public', size: data.length });
    for (const [variant, side] of [
      ['thumb', 128],
      ['medium', 512],
      ['large', 1024],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url: body.variants[variant] });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([side, Math.round((side * 700) / 1024)]);
    }
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('strips EXIF (camera, GPS position) and turns the picture upright first', async () => {
    const user = await createUser({ db: t.database.db });
    const original = await jpegImage(60, 20, { exif: true, orientation: 6 });
    expect(hasGpsTag(original)).toBe(true);
    const res = await upload(user.token, [fileOf('holiday.jpg', 'image/jpeg', original)]);
    expect(res.statusCode).toBe(200);
    const { data } = await storedBytes(res.json().id);
    expect(hasExif(data)).toBe(false);
    expect(hasGpsTag(data)).toBe(false);
    expect(data.includes(Buffer.from('AcornCam'))).toBe(false);
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const thumb = await t.app.inject({ method: 'GET', url: res.json().variants.thumb });
    expect(thumb.rawPayload.includes(Buffer.from('AcornCam'))).toBe(false);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 20, height: 60 });
  });

  it('stores a PDF privately as it is when the purpose is document', async () => {
    const user = await createUser({ db: t.database.db });
    const pdf = await pdfDocument();
    const res = await upload(user.token, [
      fileOf('cv.pdf', 'application/octet-stream', pdf),
      { name: 'purpose', value: 'document' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: body.id,
      name: 'cv.pdf',
      url: `/api/protected/files/${body.id}`,
      content_type: 'application/pdf',
      size: pdf.length,
      variants: {},
    });
    const { row, data } = await storedBytes(body.id);
    expect(row.visibility).toBe('private');
    expect(row.storage_key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(data.equals(pdf)).toBe(true);
    // Not reachable under the public path.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.storage_key}` })).statusCode).toBe(404);
  });

  it.each([
    [
      'an HTML page named .png',
      'image',
      fileOf('cute.png', 'image/png', HTML_PAGE),
      'Only image can be uploaded',
    ],
    [
      'an HTML page named .pdf',
      'document',
      fileOf('cv.pdf', 'application/pdf', HTML_PAGE),
      'Only image or pdf can be uploaded',
    ],
    [
      'a PDF whose magic bytes are wrong',
      'document',
      fileOf('cv.pdf', 'application/pdf', Buffer.from('%PDX-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF')),
      'Only image or pdf can be uploaded',
    ],
    [
      'an SVG with a script',
      'image',
      fileOf(
        'logo.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
      'Only image can be uploaded',
    ],
    [
      'a GIF',
      'image',
      fileOf(
        'anim.gif',
        'image/gif',
        Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      ),
      'Only image can be uploaded',
    ],
    [
      'a truncated PNG',
      'image',
      fileOf('broken.png', 'image/png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
      'Only image can be uploaded',
    ],
  ])('refuses %s', async (_case, purpose, part, message) => {
    const user = await createUser({ db: t.database.db });
    const res = await upload(user.token, [{ name: 'purpose', value: purpose }, part]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(message);
    expect(await t.database.db.select().from(files).where(eq(files.owner_id, user.id))).toEqual([]);
  });

  it('takes the field file alone as the spec sends it: a PDF is a private document, an image a public one', async () => {
    const user = await createUser({ db: t.database.db });
    const certificate = await upload(user.token, [
      fileOf('iso-9001.pdf', 'application/pdf', await pdfDocument()),
    ]);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.json()).toMatchObject({
      name: 'iso-9001.pdf',
      url: `/api/protected/files/${certificate.json().id}`,
      content_type: 'application/pdf',
    });
    expect((await storedBytes(certificate.json().id)).row.visibility).toBe('private');
    const logo = await upload(user.token, [fileOf('logo.png', 'image/png', await pngImage())]);
    expect(logo.statusCode).toBe(200);
    expect(logo.json().url).toMatch(/^\/uploads\//);
    const page = await upload(user.token, [fileOf('cv.pdf', 'application/pdf', HTML_PAGE)]);
    expect(page.statusCode).toBe(422);
    expect(page.json().error).toBe('Only image or pdf can be uploaded');
  });

  it('refuses a real PDF where an image is wanted', async () => {
    const user = await createUser({ db: t.database.db });
    const res = await upload(user.token, [
      { name: 'purpose', value: 'image' },
      fileOf('photo.png', 'image/png', await pdfDocument()),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'Only image can be uploaded',
      errors: { file: ['Only image can be uploaded'] },
    });
  });

  it('refuses an image over 5 MiB with 413', async () => {
    const user = await createUser({ db: t.database.db });
    const big = await noisyPng(1400, 1300);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await upload(user.token, [fileOf('big.png', 'image/png', big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'file_too_large', error: 'The file size is too large' });
  });

  it('refuses an image over 4096 px a side with 413', async () => {
    const user = await createUser({ db: t.database.db });
    const res = await upload(user.token, [fileOf('wide.png', 'image/png', await pngImage(5000, 10))]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The file size is too large');
  });

  it('refuses a file over 10 MiB while reading it', async () => {
    const user = await createUser({ db: t.database.db });
    const pdf = Buffer.concat([await pdfDocument(), randomBytes(10 * 1024 * 1024)]);
    const res = await upload(user.token, [
      { name: 'purpose', value: 'document' },
      fileOf('huge.pdf', 'application/pdf', pdf),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The file size is too large');
  });

  it('takes one file per request', async () => {
    const user = await createUser({ db: t.database.db });
    const png = await pngImage();
    const res = await upload(user.token, [
      fileOf('a.png', 'image/png', png),
      fileOf('b.png', 'image/png', png),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('too_many_files');
  });

  it('needs the file field, a known purpose, multipart and a signed-in caller', async () => {
    const user = await createUser({ db: t.database.db });
    const png = await pngImage();
    const missing = await upload(user.token, [{ name: 'purpose', value: 'image' }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toEqual(['This field is required']);
    const empty = await upload(user.token, [fileOf('empty.png', 'image/png', Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['This field is required']);
    const wrongField = await upload(user.token, [
      { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    expect(wrongField.statusCode).toBe(422);
    const purpose = await upload(user.token, [
      { name: 'purpose', value: 'public-html' },
      fileOf('a.png', 'image/png', png),
    ]);
    expect(purpose.statusCode).toBe(422);
    expect(purpose.json().errors.purpose).toBeDefined();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: { file: 'x' },
      headers: bearer(user.token),
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(undefined, [fileOf('a.png', 'image/png', png)])).statusCode).toBe(401);
  });
});

describe('GET /api/protected/files/:id', () => {
  let owner: TestUser;
  let pdfId: number;
  let pdf: Buffer;
  beforeAll(async () => {
    owner = await createUser({ db: t.database.db, cb_roles_id: ROLES.advisor });
    pdf = await pdfDocument('Private CV');
    const res = await upload(owner.token, [
      { name: 'purpose', value: 'document' },
      fileOf('Rita’s CV.pdf', 'application/pdf', pdf),
    ]);
    pdfId = res.json().id;
  });

  const download = (id: number | string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/protected/files/${id}`, headers: token ? bearer(token) : {} });

  it('serves the owner the bytes with safe headers', async () => {
    const res = await download(pdfId, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="Rita_s CV.pdf"; filename*=UTF-8''Rita%E2%80%99s%20CV.pdf`,
    });
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('serves operators, hides the file from other users and refuses strangers', async () => {
    const operator = await createUser({ db: t.database.db, cb_roles_id: ROLES.operator });
    expect((await download(pdfId, operator.token)).statusCode).toBe(200);
    const other = await createUser({ db: t.database.db });
    const hidden = await download(pdfId, other.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('file_not_found');
    expect((await download(pdfId)).statusCode).toBe(401);
    expect((await download(999_999, owner.token)).statusCode).toBe(404);
    expect((await download('abc', owner.token)).statusCode).toBe(400);
  });

  it('serves a public image to any signed-in user, inline', async () => {
    const res = await upload(owner.token, [fileOf('logo.jpg', 'image/jpeg', await jpegImage())]);
    const other = await createUser({ db: t.database.db });
    const served = await download(res.json().id, other.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
  });
});

describe('names and headers', () => {
  it('keeps a display name without directories or control characters, with the true extension', () => {
    expect(cleanFileName('report.final.exe', 'pdf')).toBe('report.final.pdf');
    expect(cleanFileName('C:\\fakepath\\photo.jpeg', 'jpg')).toBe('photo.jpg');
    expect(cleanFileName('  ', 'png')).toBe('file.png');
    expect(cleanFileName('a\u0000b"<c>.png', 'png')).toBe('abc.png');
  });

  it('opens images and PDFs inline and any other type as a download', () => {
    expect(contentDisposition({ original_name: 'a.pdf', content_type: 'application/pdf' })).toMatch(
      /^inline;/,
    );
    expect(contentDisposition({ original_name: 'a.txt', content_type: 'text/plain' })).toBe(
      `attachment; filename="a.txt"; filename*=UTF-8''a.txt`,
    );
  });
});

describe('storeUpload', () => {
  it('keeps private images without variants and answers the files row', async () => {
    const user = await createUser({ db: t.database.db });
    const row = await storeUpload({
      db: t.database.db,
      storage: t.storage,
      ownerId: user.id,
      data: await pngImage(),
      originalName: 'scan.png',
      accept: ['image', 'pdf'],
      visibility: 'private',
      now: new Date(Date.UTC(2026, 0, 15)),
    });
    expect(row).toMatchObject({
      owner_id: user.id,
      visibility: 'private',
      content_type: 'image/png',
      variants: {},
    });
    expect(row.storage_key).toMatch(/^uploads\/2026\/01\/[0-9a-f]{32}\.png$/);
  });
});

describe('daily upload quota', () => {
  /** Files the user stored earlier, rows only: their count, size and age are what matter. */
  async function storedEarlier(
    owner: TestUser,
    howMany: number,
    options: { size?: number; hoursAgo?: number } = {},
  ) {
    const created_at = new Date(Date.now() - (options.hoursAgo ?? 1) * 3600_000);
    const size = options.size !== undefined ? { size: options.size } : {};
    for (let index = 0; index < howMany; index++) {
      await createFile({ db: t.database.db, owner, created_at, ...size });
    }
  }
  const ownFiles = async (ownerId: number) =>
    (await t.database.db.select().from(files).where(eq(files.owner_id, ownerId))).length;

  it('refuses the 101st file of a day with 429, and stores nothing of it', async () => {
    const user = await createUser({ db: t.database.db });
    await storedEarlier(user, 99);
    const png = await pngImage();
    expect((await upload(user.token, [fileOf('a.png', 'image/png', png)])).statusCode).toBe(200);
    const refused = await upload(user.token, [fileOf('b.png', 'image/png', png)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'upload_quota_exceeded',
      error: 'You have uploaded too many files today. Please try again tomorrow.',
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await ownFiles(user.id)).toBe(100);
    // Another user is not held back by this one.
    const other = await createUser({ db: t.database.db });
    expect((await upload(other.token, [fileOf('c.png', 'image/png', png)])).statusCode).toBe(200);
  });

  it('counts bytes too, and only the last 24 hours', async () => {
    const heavy = await createUser({ db: t.database.db });
    await storedEarlier(heavy, 1, { size: 200 * 1024 * 1024 - 10 });
    const png = await pngImage();
    expect((await upload(heavy.token, [fileOf('a.png', 'image/png', png)])).statusCode).toBe(429);

    const yesterday = await createUser({ db: t.database.db });
    await storedEarlier(yesterday, 100, { hoursAgo: 25 });
    expect((await upload(yesterday.token, [fileOf('a.png', 'image/png', png)])).statusCode).toBe(200);
  });

  it('lets concurrent uploads past the quota only as far as it allows', async () => {
    const user = await createUser({ db: t.database.db });
    await storedEarlier(user, 97);
    const png = await pngImage();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload(user.token, [fileOf(`p${i}.png`, 'image/png', png)])),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await ownFiles(user.id)).toBe(100);
  });
});
