import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `moment < now() - days`: what the retention jobs purge by (packages/db RETENTION_DAYS). Each
 * purge compares the very expression its table's index is built on, so it reads only the rows
 * it changes, and a second run finds none.
 */
export const endedMoreThan = (moment: SQLWrapper, days: number): SQL =>
  sql`${moment} < now() - make_interval(days => ${days})`;
