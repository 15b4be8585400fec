import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteQueries, preparedStatementClient } from './pglite-statements';
import { openPgliteThread } from './pglite-thread';

const SETUP = `
  create table notes (id serial primary key, body text not null unique, tags jsonb, created_on date);
  insert into notes (body, tags, created_on) values ('first', '["a"]', '2026-01-02'), ('second', null, null);
`;
const CATALOGUE = 'select statement from pg_prepared_statements where from_sql = false order by prepare_time';

/**
 * The two ways the embedded database runs: in this process (the tests' databases), and on a
 * thread of its own (the server's, on its data directory). `pglite` answers as PGlite itself does:
 * the same database in process; beside the thread, another one made the same way.
 */
const engines = {
  'in process': async () => {
    const pglite = await PGlite.create();
    await pglite.exec(SETUP);
    const client = preparedStatementClient(pglite, 3);
    return {
      pglite,
      client,
      /** The statements PGlite keeps named, as its own catalogue lists them (read past the cache). */
      named: async () =>
        (await pglite.query<{ statement: string }>(CATALOGUE)).rows.map((row) => row.statement),
      close: () => pglite.close(),
    };
  },
  'on its own thread': async () => {
    const directory = await mkdtemp(join(tmpdir(), 'acorn-pglite-thread-'));
    const pglite = await PGlite.create();
    await pglite.exec(SETUP);
    // One more statement kept than in process: reading the catalogue takes one.
    const client = await openPgliteThread(join(directory, 'pglite'), 4);
    await client.query(SETUP.split(';')[0] as string);
    await client.query(SETUP.split(';')[1] as string);
    return {
      pglite,
      client: client as PgliteQueries,
      // Read through the client, whose own reading is then one of the statements it keeps.
      named: async () =>
        (await client.query<{ statement: string }>(CATALOGUE)).rows
          .map((row) => row.statement)
          .filter((statement) => statement !== CATALOGUE),
      close: async () => {
        await client.close();
        await pglite.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  },
};

describe.each(Object.entries(engines))('prepared statements %s', (_engine, open) => {
  let pglite: PGlite;
  let client: PgliteQueries;
  let namedStatements: () => Promise<string[]>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ pglite, client, named: namedStatements, close } = await open());
  });

  afterAll(async () => {
    await close();
  });

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

  it('parses a text that several callers ask for at once only once', async () => {
    const text = 'select $1::int as asked';
    const answers = await Promise.all([1, 2, 3].map((n) => client.query<{ asked: number }>(text, [n])));
    expect(answers.map((answer) => answer.rows[0]?.asked)).toEqual([1, 2, 3]);
    expect((await namedStatements()).filter((statement) => statement === text)).toHaveLength(1);
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

describe('the embedded database on its own thread', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'acorn-pglite-thread-'));
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('answers statements sent together each with its own answer, and keeps them on disk', async () => {
    const dataDir = join(directory, 'kept');
    const thread = await openPgliteThread(dataDir);
    await thread.query('create table numbers (n int primary key)');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        thread.query<{ n: number }>('insert into numbers (n) values ($1) returning n', [n]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow('the database thread has stopped');

    const reopened = await openPgliteThread(dataDir);
    expect(
      (await reopened.query('select count(*)::int as n, sum(n)::int as total from numbers')).rows,
    ).toEqual([{ n: 40, total: 780 }]);
    await reopened.close();
  });

  it('commits a transaction, and rolls one back with the error its callback threw', async () => {
    const thread = await openPgliteThread(join(directory, 'transactions'));
    await thread.query('create table notes (body text primary key)');
    const kept = await thread.transaction(async (tx) => {
      await tx.query("insert into notes values ('kept')");
      return 'done';
    });
    expect(kept).toBe('done');
    const failure = thread.transaction(async (tx) => {
      await tx.query("insert into notes values ('lost')");
      await tx.query("insert into notes values ('kept')");
    });
    await expect(failure).rejects.toMatchObject({ code: '23505' });
    expect((await thread.query('select body from notes order by body')).rows).toEqual([{ body: 'kept' }]);
    await thread.close();
  });

  it('fails to open where no database can be, rather than waiting', async () => {
    const file = join(directory, 'a-file');
    await writeFile(file, 'not a directory');
    await expect(openPgliteThread(join(file, 'pglite'))).rejects.toThrow();
  });
});
