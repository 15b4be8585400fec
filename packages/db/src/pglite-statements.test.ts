import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteQueries, preparedStatementClient } from './pglite-statements';

let pglite: PGlite;
let client: PgliteQueries;

/** The statements PGlite keeps named, as its own catalogue lists them (read past the cache). */
async function namedStatements(): Promise<string[]> {
  const { rows } = await pglite.query<{ statement: string }>(
    'select statement from pg_prepared_statements where from_sql = false order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table notes (id serial primary key, body text not null unique, tags jsonb, created_on date);
    insert into notes (body, tags, created_on) values ('first', '["a"]', '2026-01-02'), ('second', null, null);
  `);
  client = preparedStatementClient(pglite, 3);
});

afterAll(async () => {
  await pglite.close();
});

describe('preparedStatementClient', () => {
  it('answers as PGlite does, in object and array rows, with the caller parsers', async () => {
    const text = 'select id, body, tags, created_on from notes where id >= $1 and body <> $2 order by id';
    const options = { rowMode: 'array' as const, parsers: { [types.DATE]: (value: string) => value } };
    for (const rowOptions of [undefined, options]) {
      const expected = await pglite.query(text, [1, 'none'], rowOptions);
      const first = await client.query(text, [1, 'none'], rowOptions);
      const again = await client.query(text, [2, 'none'], rowOptions);
      expect(first.rows).toEqual(expected.rows);
      expect(first.fields).toEqual(expected.fields);
      expect(again.rows).toHaveLength(1);
    }
    const [dated] = (await client.query(text, [1, 'none'], options)).rows as unknown[][];
    expect(dated?.[3]).toBe('2026-01-02');
  });

  it("reads every kind of value, null and multibyte text, and a write's command and count, as PGlite does", async () => {
    const select = `select $1::text as words, null::text as nothing, array[1, 2, null]::int[] as ids,
      '{"a": [1, "ç"]}'::jsonb as doc, true as yes, 12345678901::bigint as big, 1.50::numeric as amount,
      '2026-11-27 10:00:00+00'::timestamptz as at, ''::text as empty`;
    const words = ['Ação ñ 漢字 😀 — fim'];
    for (const rowMode of [undefined, 'array' as const]) {
      const expected = await pglite.query(select, words, { rowMode });
      const read = await client.query(select, words, { rowMode });
      expect(read.rows).toEqual(expected.rows);
      expect(read.fields).toEqual(expected.fields);
    }
    const update = "update notes set tags = '[]' where id <= $1";
    const expected = await pglite.query(update, [2]);
    const read = await client.query(update, [2]);
    expect(read).toMatchObject({
      command: 'UPDATE',
      affectedRows: expected.affectedRows,
      rowCount: 2,
      rows: [],
      fields: [],
    });
  });

  it('throws a database error with the fields PGlite gives it', async () => {
    const insert = "insert into notes (body) values ('first')";
    const expected = await pglite.query(insert).catch((error: unknown) => error);
    const thrown = await client.query(insert).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Error);
    for (const key of ['message', 'severity', 'code', 'detail', 'schema', 'table', 'constraint']) {
      expect((thrown as Record<string, unknown>)[key], key).toBe((expected as Record<string, unknown>)[key]);
    }
    expect((thrown as { code: string }).code).toBe('23505');
  });

  it('parses a text once, and keeps at most its limit of statements parsed', async () => {
    const texts = ['select 1 as one', 'select 2 as two', 'select $1::int as three', 'select 4 as four'];
    await client.query(texts[0] as string);
    await client.query(texts[0] as string);
    expect((await namedStatements()).filter((statement) => statement === texts[0])).toHaveLength(1);
    for (const text of texts) await client.query(text, text.includes('$1') ? [3] : []);
    const kept = await namedStatements();
    expect(kept).toHaveLength(3);
    expect(kept).not.toContain(texts[0]);
    expect(kept).toContain(texts[3]);
    expect((await client.query<{ three: number }>(texts[2] as string, [7])).rows).toEqual([{ three: 7 }]);
  });

  it('writes, reports the database error by its code, and goes on after errors', async () => {
    const insert = 'insert into notes (body) values ($1) returning id';
    const { rows } = await client.query<{ id: number }>(insert, ['third']);
    expect(rows[0]?.id).toBeGreaterThan(2);
    await expect(client.query(insert, ['third'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query(insert, ['fourth'])).rows).toHaveLength(1);
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 4 }]);
  });

  it('waits for a transaction in progress rather than running inside it', async () => {
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('uncommitted')");
      inside();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await tx.rollback();
    });
    await holding;
    const counted = client.query<{ n: number }>(
      "select count(*)::int as n from notes where body = 'uncommitted'",
    );
    release();
    await transaction;
    expect((await counted).rows).toEqual([{ n: 0 }]);
  });
});
