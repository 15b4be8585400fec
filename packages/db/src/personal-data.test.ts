import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { PERSONAL_DATA_INVENTORY } from './personal-data';

describe('the personal-data inventory', () => {
  let database: Database;
  /** Every `table.column` of the app's schema on a freshly migrated database. */
  let schemaColumns: Set<string>;

  beforeAll(async () => {
    database = await openDatabase({ pglite: await PGlite.create() });
    await database.migrate();
    // The app's schema is `public`: pg-boss keeps its tables in `pgboss`, drizzle its journal in `drizzle`.
    const { rows } = await database.executeSql(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
      [],
    );
    schemaColumns = new Set(
      (rows as { table_name: string; column_name: string }[]).map(
        (row) => `${row.table_name}.${row.column_name}`,
      ),
    );
  });

  afterAll(async () => {
    await database?.close();
  });

  const inventoryColumns = () =>
    Object.entries(PERSONAL_DATA_INVENTORY).flatMap(([table, columns]) =>
      Object.keys(columns).map((column) => `${table}.${column}`),
    );

  it('classifies every column of every table', () => {
    const classified = new Set(inventoryColumns());
    const unclassified = [...schemaColumns].filter((column) => !classified.has(column));
    expect(unclassified, 'columns the inventory does not classify').toEqual([]);
  });

  it('names no column that no longer exists', () => {
    const gone = inventoryColumns().filter((column) => !schemaColumns.has(column));
    expect(gone, 'inventory entries without a column').toEqual([]);
  });

  it('says why, how long and what erasure does for each personal column', () => {
    const incomplete = Object.entries(PERSONAL_DATA_INVENTORY).flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([, entry]) => entry.personal && !(entry.purpose && entry.retention && entry.erasure))
        .map(([column]) => `${table}.${column}`),
    );
    expect(incomplete).toEqual([]);
  });
});
