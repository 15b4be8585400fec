import { Worker } from 'node:worker_threads';
import { protocol, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import {
  type Exchange,
  failureIn,
  joined,
  PGLITE_STATEMENT_LIMIT,
  type PgliteQueries,
  preparedStatements,
  type TypeMaps,
} from './pglite-statements';

/** The embedded database on its own thread, as the server's database layer calls it. */
export interface PgliteThread extends PgliteQueries {
  /** Runs a script of several statements without parameters, alone; throws its first error. */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  chunks?: Uint8Array[];
  failure?: string;
  ready?: true;
  closed?: true;
}

/**
 * Opens PGlite on `dataDir` in a worker thread (pglite-worker.mjs). PostgreSQL's work then runs on
 * a core of its own while this thread reads requests, presents rows and writes answers; in this
 * thread it took half of a feed request's time (decision 036). Statements are the same prepared
 * statements as in process, sent as bytes and answered as bytes. A transaction holds the database:
 * statements sent meanwhile wait for its end, and it waits for the ones already sent.
 */
export async function openPgliteThread(
  dataDir: string,
  limit = PGLITE_STATEMENT_LIMIT,
): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
  const waiting = new Map<
    number,
    { resolve: (answer: Uint8Array) => void; reject: (error: Error) => void }
  >();
  let sent = 0;
  let stopped: Error | undefined;
  let closed: (() => void) | undefined;

  // Ready once PGlite has opened the directory; an error or an exit before that fails the opening.
  await new Promise<void>((resolve, reject) => {
    const exited = (code: number) => reject(new Error(`the database thread exited (${code}) while opening`));
    worker.once('error', reject);
    worker.once('exit', exited);
    worker.once('message', () => {
      worker.off('error', reject);
      worker.off('exit', exited);
      resolve();
    });
  });

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
  };
  worker.on('message', (reply: Reply) => {
    if (reply.closed) return closed?.();
    const request = waiting.get(reply.id as number);
    waiting.delete(reply.id as number);
    if (reply.chunks) request?.resolve(joined(reply.chunks));
    else request?.reject(new Error(reply.failure));
  });
  worker.on('error', stop);
  worker.on('exit', () => stop(new Error('the database thread has stopped')));

  const exchange: Exchange = (message) =>
    new Promise((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++sent;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, message }, [message.buffer as ArrayBuffer]);
    });

  // PGlite's parsers and serializers, and those of every array type, as PGlite makes its own.
  const typeMaps = { parsers: { ...types.parsers }, serializers: { ...types.serializers } } as TypeMaps;
  const run = preparedStatements(exchange, typeMaps, limit);
  const arrayTypes = await run<{ oid: number; typarray: number }>(
    `select b.oid, b.typarray from pg_catalog.pg_type a
      left join pg_catalog.pg_type b on b.oid = a.typelem
      where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`,
  );
  for (const { oid, typarray } of arrayTypes.rows) {
    typeMaps.parsers[typarray] = (value, typeId) =>
      types.arrayParser(value, typeMaps.parsers[oid] as (value: string) => unknown, typeId);
    typeMaps.serializers[typarray] = (value) =>
      types.arraySerializer(value, typeMaps.serializers[oid] as (value: unknown) => string, typarray);
  }

  const lock = transactionLock();
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      lock.shared(() => run<T>(text, params, options)),
    transaction: (callback) =>
      lock.exclusive(async () => {
        let open = true;
        const end = async (command: 'commit' | 'rollback') => {
          if (!open) return;
          open = false;
          await run(command);
        };
        const transaction = {
          query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
            run<T>(text, params, options),
          rollback: () => end('rollback'),
          get closed() {
            return !open;
          },
        } as unknown as Transaction;
        await run('begin');
        try {
          const result = await callback(transaction);
          await end('commit');
          return result;
        } catch (error) {
          await end('rollback').catch(() => {});
          throw error;
        }
      }),
    exec: (script) =>
      lock.exclusive(async () => {
        // The simple query protocol runs several statements in one message.
        const failure = failureIn(await exchange(protocol.serialize.query(script)));
        if (!failure) return;
        // A script that opened a transaction and failed leaves it aborted.
        await run('rollback');
        throw failure;
      }),
    close: async () => {
      if (stopped) return;
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.postMessage({ close: true });
      });
      await worker.terminate();
    },
  };
}

/**
 * Statements share the database; a transaction has it alone. A transaction waits for the
 * statements already sent, and statements (and transactions) that come meanwhile wait for its end.
 */
function transactionLock() {
  let running = 0;
  const drained: (() => void)[] = [];
  let transaction: Promise<void> | undefined;
  return {
    async shared<T>(task: () => Promise<T>): Promise<T> {
      while (transaction) await transaction;
      running += 1;
      try {
        return await task();
      } finally {
        running -= 1;
        if (running === 0) for (const resolve of drained.splice(0)) resolve();
      }
    },
    async exclusive<T>(task: () => Promise<T>): Promise<T> {
      while (transaction) await transaction;
      let finished!: () => void;
      transaction = new Promise((resolve) => {
        finished = resolve;
      });
      try {
        if (running > 0) await new Promise<void>((resolve) => drained.push(resolve));
        return await task();
      } finally {
        transaction = undefined;
        finished();
      }
    },
  };
}
