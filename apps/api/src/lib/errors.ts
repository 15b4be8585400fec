import {
  ERRORS,
  type ErrorCode,
  type ErrorParamsOf,
  type ErrorParamValue,
  type ErrorResponse,
  errorMessage,
  isValidationCode,
  VALIDATION_TEXTS,
  type ValidationCode,
} from '@acorn/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-errors';
import { violatedForeignKey, violatedUniqueConstraint } from './unique-violation';

/** A code's params, by the names its text holds: required when it has any, refused when it has none. */
type ParamsOption<Code extends ErrorCode> = [ErrorParamsOf<Code>] extends [never]
  ? { params?: undefined }
  : { params: Record<ErrorParamsOf<Code>, ErrorParamValue> };

/** Distributive over its codes, so a union of codes is a union of each code's options. */
export type AppErrorOptions<Code extends ErrorCode = ErrorCode> = Code extends ErrorCode
  ? {
      code: Code;
      /** The problems per field, by validation code. */
      fields?: Record<string, ValidationCode[]>;
      headers?: Record<string, string>;
      /** Where the registry's status is not the one to answer (Fastify's own 4xx errors keep theirs). */
      status?: number;
      cause?: unknown;
    } & ParamsOption<Code>
  : never;

/**
 * The one error type services throw: a code of the contracts' registry, which gives its status
 * and English text; the handler turns it into the contract's error shape.
 */
export class AppError<Code extends ErrorCode = ErrorCode> extends Error {
  readonly code: Code;
  readonly status: number;
  readonly params: Record<string, ErrorParamValue> | undefined;
  readonly fields: Record<string, ValidationCode[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(options: AppErrorOptions<Code>) {
    super(
      errorMessage(options.code, options.params),
      options.cause === undefined ? {} : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = options.code as Code;
    this.status = options.status ?? ERRORS[options.code].status;
    this.params = options.params;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** One field breaking one rule: 422 validation_failed. */
export const invalidField = (field: string, problem: ValidationCode) =>
  new AppError({ code: 'validation_failed', fields: { [field]: [problem] } });

/** Fastify's own client errors, in the registry's terms. */
const FASTIFY_CLIENT_ERRORS: Record<string, AppErrorOptions> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'empty_json_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid_content_length' },
  FST_REQ_FILE_TOO_LARGE: { code: 'file_too_large' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long' },
};

/**
 * Unique indexes whose violation tells the caller what is taken; any other answers `conflict`.
 * Two requests can pass a service's check together, so the index has the last word.
 */
const UNIQUE_VIOLATIONS: Record<string, AppErrorOptions> = {
  users_email_lower_idx: { code: 'email_taken' },
  users_provider_subject_idx: { code: 'email_taken' },
  company_profiles_vatnumber_idx: { code: 'vat_taken', fields: { vatnumber: ['vatTaken'] } },
  advisor_profiles_vatnumber_idx: { code: 'vat_taken', fields: { vatnumber: ['vatTaken'] } },
};

/** One problem of a field: its code, and the English text answered for it. */
interface FieldProblem {
  code: ValidationCode;
  text: string;
}
type FieldProblems = Record<string, FieldProblem[]>;

const problemsOf = (fields: Record<string, ValidationCode[]>): FieldProblems =>
  Object.fromEntries(
    Object.entries(fields).map(([field, codes]) => [
      field,
      codes.map((code) => ({ code, text: VALIDATION_TEXTS[code] })),
    ]),
  );

const mapFields = (fields: FieldProblems, pick: (problem: FieldProblem) => string) =>
  Object.fromEntries(Object.entries(fields).map(([field, problems]) => [field, problems.map(pick)]));

/**
 * The contract's error shape: the code's English text (also in `message`, which the spec's client
 * reads), its params, and per field the texts in `errors` and their codes in `errorCodes`.
 */
export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  params?: Record<string, ErrorParamValue>,
  fields?: FieldProblems,
): ErrorResponse {
  const message = errorMessage(code, params);
  return {
    error: message,
    message,
    code,
    ...(params ? { params } : {}),
    ...(fields
      ? {
          errors: mapFields(fields, (problem) => problem.text),
          errorCodes: mapFields(fields, (problem) => problem.code),
        }
      : {}),
    requestId: String(request.id),
  };
}

/**
 * The schemas' issues by field. A schema's custom message is a validation code; a rule without
 * one answers `invalid` and keeps zod's own words as its text.
 */
function validationProblems(error: FastifyError): FieldProblems {
  const fields: FieldProblems = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const problem = isValidationCode(issue.message)
      ? { code: issue.message, text: VALIDATION_TEXTS[issue.message] }
      : { code: 'invalid' as const, text: issue.message ?? VALIDATION_TEXTS.invalid };
    fields[path] ??= [];
    fields[path].push(problem);
  }
  return fields;
}

/** What the framework, its plugins and the database refuse as the client's doing, in the registry's terms. */
function clientError(error: FastifyError): AppError | undefined {
  const constraint = violatedUniqueConstraint(error);
  if (constraint !== undefined) {
    return new AppError({ ...(UNIQUE_VIOLATIONS[constraint] ?? { code: 'conflict' }), cause: error });
  }
  // Services check the ids a body refers to and name the field; this is the net for any they miss.
  if (violatedForeignKey(error) !== undefined)
    return new AppError({ code: 'validation_failed', cause: error });
  const framework = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (framework) return new AppError(framework);
  if (
    error.statusCode &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    !isResponseSerializationError(error)
  ) {
    return new AppError({ code: 'bad_request', status: error.statusCode });
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      // Malformed path or query parameters are a bad request; a body that breaks the rules is a 422.
      const status = error.validationContext === 'body' ? 422 : 400;
      return reply
        .status(status)
        .send(errorBody(request, 'validation_failed', undefined, validationProblems(error)));
    }
    const known = error instanceof AppError ? error : clientError(error);
    if (known) {
      if (known.headers) reply.headers(known.headers);
      return reply
        .status(known.status)
        .send(errorBody(request, known.code, known.params, known.fields && problemsOf(known.fields)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(ERRORS.database_unavailable.status)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(request, 'database_unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(ERRORS.internal_error.status).send(errorBody(request, 'internal_error'));
  });
}
