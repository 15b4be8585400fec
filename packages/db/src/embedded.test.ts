import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDataDir, openDatabase, openDataDirDump } from './client';
import { DataDirHeldError, holderSocketPath } from './data-dir-holder';

describe('the embedded database on a data directory', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'acorn-embedded-'));
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('answers statements sent together each with its own answer, and keeps them on disk', async () => {
    const dataDir = join(directory, 'kept');
    const database = await openDatabase({ dataDir });
    await database.executeSql('create table numbers (n int primary key)', []);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        database.executeSql('insert into numbers (n) values ($1) returning n', [n]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    await database.close();
    await expect(database.ping()).rejects.toThrow('PGlite is closed');

    const reopened = await openDatabase({ dataDir });
    expect(
      (await reopened.executeSql('select count(*)::int as n, sum(n)::int as total from numbers', [])).rows,
    ).toEqual([{ n: 40, total: 780 }]);
    await reopened.close();
  });

  it('runs a statement after a transaction in progress, never inside it', async () => {
    const database = await openDatabase({ dataDir: join(directory, 'transactions') });
    await database.executeSql('create table notes (body text primary key)', []);
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('uncommitted')`);
      inside();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      tx.rollback();
    });
    await holding;
    const counted = database.executeSql(
      "select count(*)::int as n from notes where body = 'uncommitted'",
      [],
    );
    release();
    await expect(transaction).rejects.toThrow('Rollback');
    expect((await counted).rows).toEqual([{ n: 0 }]);
    await database.close();
  });

  it('fails to open where no database can be, rather than waiting', async () => {
    const file = join(directory, 'a-file');
    await writeFile(file, 'not a directory');
    await expect(openDatabase({ dataDir: join(file, 'pglite') })).rejects.toThrow();
  });

  it('is held by one process, which dumps it for a backup while it runs', async () => {
    const dataDir = join(directory, 'held');
    // A socket file left by a process that died does not keep the directory from opening.
    await writeFile(holderSocketPath(dataDir), '');
    const database = await openDatabase({ dataDir });
    await database.executeSql('create table numbers (n int primary key)', []);
    await database.executeSql('insert into numbers values (1), (2), (3)', []);

    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirHeldError);
    const whileRunning = await openDataDirDump(await dumpDataDir(dataDir));
    expect((await whileRunning.executeSql('select count(*)::int as n from numbers', [])).rows).toEqual([
      { n: 3 },
    ]);
    await whileRunning.close();
    await database.executeSql('insert into numbers values (4)', []);
    await database.close();

    // No process holds it now: the dump opens the directory itself.
    const stopped = await openDataDirDump(await dumpDataDir(dataDir));
    expect((await stopped.executeSql('select count(*)::int as n from numbers', [])).rows).toEqual([{ n: 4 }]);
    await stopped.close();
  });

  it('keeps its socket where the system takes its whole path, however deep the directory', () => {
    const deep = join(tmpdir(), 'deep'.repeat(30), 'pglite');
    const socket = holderSocketPath(deep);
    expect(Buffer.byteLength(socket)).toBeLessThanOrEqual(103);
    expect(holderSocketPath(deep)).toBe(socket);
    expect(holderSocketPath(`${deep}2`)).not.toBe(socket);
    expect(holderSocketPath('/srv/acorn/data/pglite')).toBe('/srv/acorn/data/pglite.sock');
  });
});
