import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { PUBLIC_FILE_CACHE_CONTROL } from '../../lib/file-headers';
import { assertSafeKey, type FileStorage, type FileVisibility, PUBLIC_FILES_PREFIX } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO and the like); unset: AWS. */
  endpoint?: string;
  /** Bucket in the path rather than the host name, which servers without wildcard DNS need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the bucket's `public/` objects are reachable by browsers; unset: through the API. */
  publicUrl?: string;
}

/**
 * Objects under `public/<key>` and `private/<key>`, all private in the bucket: public ones reach
 * browsers through the API's /uploads route or S3_PUBLIC_URL, private ones only through the
 * API's permission-checked route.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Servers other than AWS do not all accept the checksum headers the SDK adds by default.
    ...(options.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
    // A store that stops answering fails the request rather than holding it open.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const Bucket = options.bucket;
  const objectKey = (key: string, visibility: FileVisibility) => {
    assertSafeKey(key);
    return `${visibility}/${key}`;
  };
  const getObject = async (key: string, visibility: FileVisibility) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key, visibility) }));
      return object.Body ? { body: object.Body, size: Number(object.ContentLength) } : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  };
  const publicBase = options.publicUrl?.replace(/\/$/, '');

  return {
    async put(key, data, { visibility, contentType }) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key, visibility),
          Body: data,
          ContentType: contentType,
          // What a CDN or the bucket's address answers with when browsers fetch from S3_PUBLIC_URL.
          CacheControl: visibility === 'public' ? PUBLIC_FILE_CACHE_CONTROL : undefined,
        }),
      );
    },
    async get(key, visibility) {
      const object = await getObject(key, visibility);
      if (!object) return undefined;
      const data = Buffer.from(await object.body.transformToByteArray());
      return { data, size: data.length };
    },
    async stream(key, visibility) {
      const object = await getObject(key, visibility);
      if (!object) return undefined;
      if (!(object.body instanceof Readable)) throw new Error('S3 answered without a Node.js stream');
      return { body: object.body, size: object.size };
    },
    async exists(key, visibility) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key, visibility) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
    async delete(key, visibility) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key, visibility) }));
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/public/${key}` : `${PUBLIC_FILES_PREFIX}/${key}`),
  };
}
