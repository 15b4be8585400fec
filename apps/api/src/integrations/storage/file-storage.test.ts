import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

/** What every storage must do, whichever one a deployment uses. */
const implementations: [string, () => Promise<{ storage: FileStorage; close(): Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'acorn-storage-'));
      return {
        storage: createLocalDiskStorage(root),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3',
    async () => {
      const server = await startS3Server();
      const { env } = server;
      const storage = createS3Storage({
        bucket: env.S3_BUCKET,
        region: 'us-east-1',
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: true,
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      });
      return { storage, close: server.close };
    },
  ],
];

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const newKey = (ext = 'png') => `uploads/2026/05/${randomBytes(8).toString('hex')}.${ext}`;

describe.each(implementations)('%s storage', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    await close();
  });

  it('gives back the bytes it was given, whole or as a stream, under keys with slashes', async () => {
    const key = newKey();
    const data = randomBytes(70_000);
    await storage.put(key, data, { visibility: 'public', contentType: 'image/png' });
    expect(await storage.exists(key, 'public')).toBe(true);
    expect(await storage.get(key, 'public')).toEqual({ data, size: data.length });
    const streamed = await storage.stream(key, 'public');
    expect(streamed?.size).toBe(data.length);
    expect(await readAll(streamed?.body as Readable)).toEqual(data);
  });

  it('keeps public and private files apart', async () => {
    const key = newKey('pdf');
    await storage.put(key, Buffer.from('%PDF-private'), {
      visibility: 'private',
      contentType: 'application/pdf',
    });
    expect(await storage.exists(key, 'public')).toBe(false);
    expect(await storage.get(key, 'public')).toBeUndefined();
    expect(await storage.stream(key, 'public')).toBeUndefined();
    expect((await storage.get(key, 'private'))?.data.toString()).toBe('%PDF-private');
  });

  it('replaces a file put again under the same key', async () => {
    const key = newKey('pdf');
    await storage.put(key, Buffer.from('first'), { visibility: 'private', contentType: 'application/pdf' });
    await storage.put(key, Buffer.from('second'), { visibility: 'private', contentType: 'application/pdf' });
    expect((await storage.get(key, 'private'))?.data.toString()).toBe('second');
  });

  it('answers nothing for a missing key, and deletes whether or not the file is there', async () => {
    const key = newKey();
    expect(await storage.exists(key, 'public')).toBe(false);
    expect(await storage.get(key, 'public')).toBeUndefined();
    expect(await storage.stream(key, 'private')).toBeUndefined();
    await storage.put(key, Buffer.from('x'), { visibility: 'public', contentType: 'image/png' });
    await storage.delete(key, 'public');
    await storage.delete(key, 'public');
    expect(await storage.exists(key, 'public')).toBe(false);
  });

  it('refuses keys that could reach outside the store', async () => {
    for (const key of ['../secret', 'uploads/../../x', '/etc/passwd', 'a//b', '.hidden']) {
      await expect(
        storage.put(key, Buffer.from('x'), { visibility: 'public', contentType: 'image/png' }),
      ).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key, 'private')).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('serves public files under /uploads unless told otherwise', () => {
    expect(storage.publicUrl('uploads/2026/05/a.png')).toBe('/uploads/uploads/2026/05/a.png');
  });
});
