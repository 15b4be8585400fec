import { RETENTION_DAYS } from '@acorn/db';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `moment < now() - days`: what the retention jobs purge by (packages/db RETENTION_DAYS). Each
 * purge compares the very expression its table's index is built on, so it reads only the rows
 * it changes, and a second run finds none.
 */
export const endedMoreThan = (moment: SQLWrapper, days: number): SQL =>
  sql`${moment} < now() - make_interval(days => ${days})`;

/**
 * An e-mailed or sign-in code used or expired more than RETENTION_DAYS.endedCodes ago, by the
 * expression each code table's `*_ended_idx` is built on.
 */
export const codeEndedLongAgo = (code: { used_at: AnyPgColumn; expires_at: AnyPgColumn }): SQL =>
  endedMoreThan(sql`least(${code.used_at}, ${code.expires_at})`, RETENTION_DAYS.endedCodes);
