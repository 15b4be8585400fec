import { z } from 'zod';
import { LANGUAGES, PAGINATION } from './constants';

export const languageCodeSchema = z.enum(LANGUAGES);

/** Query of every paginated list (`page`, `perPage`). */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(PAGINATION.maxPerPage).optional(),
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

/** The one error shape every failing answer has (DESIGN.md §3). */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
