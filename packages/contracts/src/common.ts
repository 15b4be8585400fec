import { z } from 'zod';
import { LANGUAGES, PAGINATION } from './constants';

export const languageCodeSchema = z.enum(LANGUAGES);

/** The largest value of a PostgreSQL integer column: no id or integer filter may go beyond it. */
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number from `min` to `max` (never above INT4_MAX). Paths, queries and forms send numbers
 * as text, so decimal text is read as a number; anything else is refused, not coerced.
 */
export const intSchema = ({
  min = 1,
  max = INT4_MAX,
  message,
}: {
  min?: number;
  max?: number;
  message?: string;
} = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** A row id, in a path, a query or a body. */
export const idSchema = intSchema();

/** The path of a route about one row: `/things/{id}`. */
export const idParamsSchema = z.object({ id: idSchema });

/** A filter that forms send empty ('' or null) for "any". */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Query of every paginated list (`page`, `perPage`). */
export const paginationQuerySchema = z.object({
  page: intSchema().default(1),
  perPage: intSchema({ max: PAGINATION.maxPerPage }).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** Query of reference lists: optional pagination and the language names are given in. */
export const referenceListQuerySchema = paginationQuerySchema.extend({
  lang: languageCodeSchema.optional(),
});
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;

export const listMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export const itemResponseSchema = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
