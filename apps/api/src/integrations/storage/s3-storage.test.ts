import { randomBytes } from 'node:crypto';
import { files, pages } from '@acorn/db';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../../config';
import { multipartBody, pdfDocument, pngImage } from '../../features/files/files.fixtures';
import { sweepUnattachedFiles, UNATTACHED_FILE_GRACE_MS } from '../../features/files/files.service';
import { openConfiguredStorage, seedDatabase } from '../../startup';
import { bearer } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { startS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createS3Storage } from './s3-storage';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as ConfigError).message;
  }
  throw new Error('the configuration was accepted');
}

describe('S3 settings', () => {
  it('put the files in the bucket when S3_BUCKET is set, path-style for an endpoint; the local disk otherwise', () => {
    const config = loadConfig(s3.env);
    expect(config.s3).toEqual({
      bucket: s3.env.S3_BUCKET,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      publicUrl: undefined,
    });
    expect(openConfiguredStorage(config).publicRoot).toBeUndefined();
    expect(openConfiguredStorage(loadConfig({ DATA_DIR: '/srv/acorn' })).publicRoot).toBe(
      '/srv/acorn/uploads/public',
    );
    expect(loadConfig({ ...s3.env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('on AWS, take virtual-hosted addresses and the SDK’s own credentials when no keys are given', () => {
    expect(loadConfig({ S3_BUCKET: 'acorn-files', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('stop the start on a partial setting, naming the variable and never a key', () => {
    expect(configError({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1' })).toContain(
      'S3_BUCKET: required with S3_ENDPOINT',
    );
    expect(configError({ S3_PUBLIC_URL: 'https://files.acorn.example' })).toContain(
      'S3_BUCKET: required with S3_PUBLIC_URL',
    );
    const withoutSecret = configError({ S3_BUCKET: 'acorn-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEYID' });
    expect(withoutSecret).toContain('S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID');
    expect(withoutSecret).not.toContain('AKIAEXAMPLEKEYID');
    const endpointOnly = configError({ S3_BUCKET: 'acorn-files', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(endpointOnly).toContain('S3_ACCESS_KEY_ID: required with S3_ENDPOINT');
    expect(endpointOnly).toContain('S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT');
    const bad = configError({
      ...s3.env,
      S3_BUCKET: 'Acorn_Files',
      S3_SECRET_ACCESS_KEY: ' ',
      S3_ENDPOINT: 'ftp://x',
    });
    expect(bad).toContain('S3_BUCKET: a bucket name');
    expect(bad).toContain('S3_ENDPOINT');
    expect(bad).not.toContain('S3RVER');
  });
});

describe('S3 storage', () => {
  it('keeps objects under public/ and private/ with their type, public ones cacheable', async () => {
    const storage = openConfiguredStorage(loadConfig(s3.env));
    const key = `uploads/2026/05/${randomBytes(8).toString('hex')}.png`;
    await storage.put(key, Buffer.from('image'), { visibility: 'public', contentType: 'image/png' });
    await storage.put(key, Buffer.from('document'), {
      visibility: 'private',
      contentType: 'application/pdf',
    });
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    const object = (visibility: string) =>
      client.send(new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: `${visibility}/${key}` }));
    expect(await object('public')).toMatchObject({
      ContentType: 'image/png',
      CacheControl: 'public, max-age=86400',
    });
    const hidden = await object('private');
    expect(hidden.ContentType).toBe('application/pdf');
    expect(hidden.CacheControl).toBeUndefined();
    client.destroy();
  });

  it('gives public files the S3_PUBLIC_URL address when there is one', () => {
    const storage = openConfiguredStorage(
      loadConfig({ ...s3.env, S3_PUBLIC_URL: 'https://files.acorn.example/' }),
    );
    expect(storage.publicUrl('uploads/2026/05/a.png')).toBe(
      'https://files.acorn.example/public/uploads/2026/05/a.png',
    );
  });

  it('reports a store that refuses its keys as an error, never as a missing file', async () => {
    const storage = createS3Storage({
      bucket: s3.env.S3_BUCKET,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
    });
    await expect(storage.exists('pages/terms-of-use-en.pdf', 'public')).rejects.toThrow();
    await expect(storage.get('pages/terms-of-use-en.pdf', 'public')).rejects.toThrow(/signature/i);
  });
});

describe('two instances sharing one bucket, each with its own data directory', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { ...s3.env, SEED_DEMO: 'false' } });
    b = await createTestApp({ env: { ...s3.env, SEED_DEMO: 'false' }, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const upload = async (
    app: TestApp,
    token: string,
    file: { name: string; type: string; data: Buffer },
    purpose: string,
  ) => {
    const body = multipartBody([
      { name: 'purpose', value: purpose },
      { name: 'file', filename: file.name, contentType: file.type, data: file.data },
    ]);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...bearer(token), 'content-type': body.contentType },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; url: string; variants: Record<string, string> };
  };

  it('B serves the image A stored under its URL, and A’s private PDF to its owner only', async () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const owner = await createUser({ db: a.database.db });
    const image = await upload(
      a,
      owner.token,
      { name: 'logo.png', type: 'image/png', data: await pngImage(600, 400) },
      'image',
    );
    const pdf = await pdfDocument('Private CV');
    const document = await upload(
      a,
      owner.token,
      { name: 'cv.pdf', type: 'application/pdf', data: pdf },
      'document',
    );

    expect(image.url).toMatch(/^\/uploads\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const served = await b.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=86400',
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await b.app.inject({ method: 'GET', url: image.variants.thumb })).statusCode).toBe(200);
    const head = await b.app.inject({ method: 'HEAD', url: image.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(served.headers['content-length']);

    const download = (token: string) =>
      b.app.inject({ method: 'GET', url: `/api/protected/files/${document.id}`, headers: bearer(token) });
    const mine = await download(owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    const stranger = await createUser({ db: b.database.db });
    expect((await download(stranger.token)).statusCode).toBe(404);

    // The private PDF has no public address, on either instance.
    const [row] = await a.database.db.select().from(files).where(eq(files.id, document.id));
    for (const instance of [a, b]) {
      expect(
        (await instance.app.inject({ method: 'GET', url: `/uploads/${row?.storage_key}` })).statusCode,
      ).toBe(404);
    }
  });

  it('answers 404 under /uploads for a missing key or one that tries to leave the public files', async () => {
    for (const url of [
      '/uploads/uploads/2026/05/missing.png',
      '/uploads/uploads/..%2F..%2Fprivate%2Fuploads%2Fx.pdf',
      '/uploads/.hidden',
      '/uploads/',
    ]) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('route_not_found');
    }
  });

  it('seeds the policy PDFs into the bucket, where the other instance serves them', async () => {
    await seedDatabase(a.database, a.storage, a.config);
    const rows = await b.database.db.select().from(pages);
    // Every policy page but how reviews work has a PDF in each language.
    const urls = rows
      .flatMap((row) => [row.upload_pdf, row.upload_pdf_pr, row.upload_pdf_es])
      .filter((url) => url !== null);
    expect(urls.length).toBe(12);
    for (const url of urls) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('sweeps the bytes of unused uploads out of the bucket', async () => {
    const owner = await createUser({ db: a.database.db });
    const image = await upload(
      a,
      owner.token,
      { name: 'unused.png', type: 'image/png', data: await pngImage() },
      'image',
    );
    const later = new Date(Date.now() + UNATTACHED_FILE_GRACE_MS + 60_000);
    expect(await sweepUnattachedFiles({ db: b.database.db, storage: b.storage, now: later })).toBeGreaterThan(
      0,
    );
    for (const url of [image.url, ...Object.values(image.variants)]) {
      expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('with S3_PUBLIC_URL, answers public addresses there and lets the pages show images from it', async () => {
    const c = await createTestApp({
      env: { ...s3.env, SEED_DEMO: 'false', S3_PUBLIC_URL: 'https://files.acorn.example/acorn' },
      sameDatabaseAs: a,
    });
    try {
      const owner = await createUser({ db: c.database.db });
      const image = await upload(
        c,
        owner.token,
        { name: 'logo.png', type: 'image/png', data: await pngImage() },
        'image',
      );
      expect(image.url).toMatch(/^https:\/\/files\.acorn\.example\/acorn\/public\/uploads\/.+\.png$/);
      const page = await c.app.inject({ method: 'GET', url: '/api/health' });
      expect(page.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://files.acorn.example;",
      );
      // Addresses stored before the setting still work.
      const path = image.url.replace('https://files.acorn.example/acorn/public/', '/uploads/');
      expect((await c.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });
});
