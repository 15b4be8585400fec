import type { ErrorResponse } from '@acorn/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-errors';

/** The one error type services throw; the handler turns it into the contract's error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(code: string, message = 'Not found') {
    return new AppError(404, code, message);
  }
  static forbidden(message = 'You are not allowed to do this') {
    return new AppError(403, 'forbidden', message);
  }
  static unauthorized(message = 'Unauthenticated') {
    return new AppError(401, 'unauthenticated', message);
  }
  static conflict(code: string, message: string) {
    return new AppError(409, code, message);
  }
  static validation(errors: Record<string, string[]>, message = 'The given data was invalid') {
    return new AppError(422, 'validation_failed', message, errors);
  }
}

const GENERIC_MESSAGE = 'Something went wrong, please try again';

/** Fastify's own client errors, mapped to the contract's statuses and codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'This content type is not supported',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request', message: 'Invalid content length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'file_too_large', message: 'The file size is too large' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'The address is too long' },
};

export function errorBody(
  request: FastifyRequest,
  code: string,
  message: string,
  errors?: Record<string, string[]>,
): ErrorResponse {
  return { error: message, message, code, ...(errors ? { errors } : {}), requestId: String(request.id) };
}

function validationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[path] ??= [];
    errors[path].push(issue.message ?? 'Invalid value');
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(request, error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      // Malformed path or query parameters are a bad request; a body that breaks the rules is a 422.
      const status = error.validationContext === 'body' ? 422 : 400;
      return reply
        .status(status)
        .send(errorBody(request, 'validation_failed', 'The given data was invalid', validationErrors(error)));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(request, known.code, known.message));
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(errorBody(request, 'rate_limited', 'Too many requests, please try again later'));
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      return reply
        .status(error.statusCode)
        .send(errorBody(request, 'bad_request', 'The request could not be understood'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds))
        .send(errorBody(request, DATABASE_UNAVAILABLE.code, DATABASE_UNAVAILABLE.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(request, 'internal_error', GENERIC_MESSAGE));
  });
}
