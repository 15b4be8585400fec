import { findNulCharacter, VALIDATION_CODES as V } from '@acorn/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

// The contracts' schemas are zod/mini, which loads no locale: a rule without a code answers zod's
// English words, not a bare 'Invalid input', whether or not a classic schema was built first.
z.config(z.locales.en());

/**
 * The routes' zod validation, after one check for all of them: PostgreSQL text cannot hold a NUL
 * character, so a text with one anywhere in the path, query or body is refused like any other
 * invalid field (400 for path and query, 422 for the body) rather than failing in the database.
 */
export const validateRequestPart: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const path = findNulCharacter(data);
    if (!path) return validate(data);
    const instancePath = `/${path.join('/')}`;
    return {
      error: [{ keyword: 'nul', instancePath, schemaPath: '#', params: {}, message: V.nulCharacter }],
    };
  };
};
