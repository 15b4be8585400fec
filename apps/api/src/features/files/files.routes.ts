import {
  errorResponseSchema,
  filePurposeSchema,
  idParamsSchema,
  UPLOAD_LIMITS,
  uploadedFileSchema,
} from '@acorn/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth';
import { AppError, invalidField } from '../../lib/errors';
import { fileTooLargeError, readFileFor, uploadFile } from './files.service';

/** The multipart plugin's errors, in the API's words. */
function multipartError(error: unknown): unknown {
  switch ((error as { code?: string })?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLargeError();
    case 'FST_FILES_LIMIT':
      return new AppError({ code: 'too_many_files' });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError({ code: 'too_many_parts' });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError({ code: 'multipart_required' });
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError({ code: 'bad_request' });
    default:
      return error;
  }
}

/** Reads the one file (field `file`) and the small fields; other file fields are drained and ignored. */
async function readUpload(request: FastifyRequest) {
  let file: { data: Buffer; name: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { data, name: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { file, fields };
}

const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Uploads (POST /api/files) and checked downloads (GET /api/protected/files/:id). */
export const filesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  const db = database.db;
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.fileMaxBytes,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
  const tags = ['files'];

  app.post(
    '/files',
    {
      // Refuse strangers before a byte of the upload is read.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedFileSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      if (!request.isMultipart()) throw multipartError({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' });
      const { file, fields } = await readUpload(request);
      const purpose = fields.purpose ? filePurposeSchema.safeParse(fields.purpose) : undefined;
      if (purpose && !purpose.success) {
        throw invalidField('purpose', 'purposeInvalid');
      }
      if (!file || file.data.length === 0) throw invalidField('file', 'required');
      return uploadFile({
        db,
        storage,
        ownerId: principal.userId,
        data: file.data,
        originalName: file.name,
        purpose: purpose?.data,
      });
    },
  );

  app.get(
    '/protected/files/:id',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'The bytes of a stored file, for its owner and operators (private files) or any signed-in user (public ones); 404 otherwise.',
        params: idParamsSchema,
        response: {
          200: z.any().describe('the file'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      // After the app-wide hook that marks signed-in answers no-store.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header('cache-control', 'private, no-store');
        return payload;
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const { data, contentType, disposition } = await readFileFor({
        db,
        storage,
        principal,
        id: request.params.id,
      });
      return reply
        .header('content-type', contentType)
        .header('content-length', data.length)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP)
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );
};
