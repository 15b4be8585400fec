import { z } from 'zod/mini';
import { LANGUAGES, PAGINATION } from './constants';
import { preprocess } from './preprocess';

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
  preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message)),
  );

/** A row id, in a path, a query or a body. */
export const idSchema = intSchema();

/** The path of a route about one row: `/things/{id}`. */
export const idParamsSchema = z.object({ id: idSchema });

/** A filter that forms send empty ('' or null) for "any". */
export const optionalFilter = <T extends z.core.SomeType>(schema: T) =>
  preprocess((value) => (value === '' || value === null ? undefined : value), z.optional(schema));

/** Query of every paginated list (`page`, `perPage`). */
export const paginationQuerySchema = z.object({
  page: z._default(intSchema(), 1),
  perPage: z.optional(intSchema({ max: PAGINATION.maxPerPage })),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** Query of reference lists: optional pagination and the language names are given in. */
export const referenceListQuerySchema = z.extend(paginationQuerySchema, {
  lang: z.optional(languageCodeSchema),
});
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;

export const listMetaSchema = z.object({
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
  total: z.int(),
  /**
   * The count stopped at `total` and the list holds more: a search answers '1,000+ results'
   * rather than count every match (decision 059). Absent when `total` is exact.
   */
  total_capped: z.optional(z.literal(true)),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const listResponseSchema = <T extends z.core.SomeType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export const itemResponseSchema = <T extends z.core.SomeType>(item: T) => z.object({ data: item });

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
