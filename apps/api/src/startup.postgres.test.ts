import { openDatabase } from '@acorn/db';
import { describe, expect, inject, it } from 'vitest';
import { waitForDatabase } from './startup';
import { freePort, startTcpProxy, type TcpProxy } from './test/tcp-proxy';

const template = inject('databaseTemplate');

// Needs a database server that starts listening late: the PostgreSQL pass only (see vitest.config.ts).
describe('a server whose database starts listening after it', () => {
  it('waits for it, then starts', async () => {
    if (template.engine !== 'postgres')
      throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');
    const server = new URL(template.adminUrl);
    const port = await freePort();
    const url = new URL(template.adminUrl);
    url.host = `127.0.0.1:${port}`;
    const database = await openDatabase({ url: url.toString() });
    const lines: string[] = [];
    let proxy: TcpProxy | undefined;
    try {
      await waitForDatabase({
        database,
        // The server comes up after the second failed try.
        log: (line) => {
          lines.push(line);
          if (lines.length === 2) {
            void startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) }, { port }).then(
              (started) => {
                proxy = started;
              },
            );
          }
        },
        limitMs: 60_000,
        firstDelayMs: 50,
        maxDelayMs: 200,
      });
      expect(lines.slice(0, 2)).toEqual([
        expect.stringContaining('try 1: '),
        expect.stringContaining('try 2: '),
      ]);
      expect(lines.at(-1)).toMatch(/answered at try \d+/);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await proxy?.close();
    }
  });
});

describe("a database address's own session settings", () => {
  it('come after the API’s, so each applies and the address’s win', async () => {
    if (template.engine !== 'postgres')
      throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');
    const url = new URL(template.adminUrl);
    url.searchParams.set('options', '-c work_mem=5MB -c jit=on');
    const database = await openDatabase({ url: url.toString() });
    try {
      const setting = async (name: string) =>
        (await database.executeSql(`select current_setting('${name}') as value`)).rows[0]?.value;
      expect(await setting('work_mem')).toBe('5MB');
      expect(await setting('jit')).toBe('on');
      expect(await setting('max_parallel_workers_per_gather')).toBe('0');
    } finally {
      await database.close();
    }
  });
});
