import { errorResponseSchema } from '@acorn/contracts';
import { z } from 'zod';

/** The answers every content type's calls may give besides their own. */
export const contentErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** A delete's answer, in the spec's words (content-community §8). */
export const REMOVED_MESSAGE = 'Remove successfully';
export const removedResponseSchema = z.object({ success: z.string() });
