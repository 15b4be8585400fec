import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

const TEST_S3_BUCKET = 'acorn-test';

/**
 * An S3-compatible server on a random loopback port, its objects in a temporary directory, and
 * the S3_* settings that point the application at its bucket.
 */
export async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'acorn-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_S3_BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: TEST_S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // The only key pair the server knows.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
