import type { FastifyPluginAsync } from 'fastify';
import { type FileStorage, isSafeKey, PUBLIC_FILES_PREFIX } from '../../integrations/storage/file-storage';
import { publicFileHeaders, publicFileType } from '../../lib/file-headers';

/**
 * Public files streamed from the storage under the same /uploads URLs the local disk's static
 * serving answers, for a storage the static file server cannot read (S3).
 */
export const publicFilesRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get(`${PUBLIC_FILES_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isSafeKey(key) ? await storage.stream(key, 'public') : undefined;
    if (!file) return reply.callNotFound();
    publicFileHeaders(reply, key);
    return reply.type(publicFileType(key)).header('content-length', file.size).send(file.body);
  });
};
