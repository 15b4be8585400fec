import { customType } from 'drizzle-orm/pg-core';

/** A full-text search document (PostgreSQL's tsvector), generated from a table's text columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
