import { errorResponseSchema } from '@acorn/contracts';

/** What each route of the feature declares: the error answers, the OpenAPI tag and the bearer token. */
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
export const tags = ['credentials'];
export const security = [{ bearer: [] }];
