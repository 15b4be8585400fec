import { EventEmitter } from 'node:events';
import type { Database, DbExecutor } from '@acorn/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What changed, by ids only: each stream reads what its member may see of it. `userIds` are the
 * conversation's two members, the only streams it concerns.
 */
export type ConversationSignal =
  | { kind: 'message'; conversationId: number; messageId: number; userIds: number[] }
  | { kind: 'read'; conversationId: number; messageId: number; readerId: number; userIds: number[] }
  | { kind: 'conversation'; conversationId: number; userIds: number[] };

const CHANNEL = 'conversation_events';
const RECONNECT_MS = 1000;

/**
 * The embedded engine is one process: its signals travel in memory, on a bus per database (two
 * apps on one embedded database in a test share it, as two instances share PostgreSQL's NOTIFY).
 */
const embeddedBuses = new WeakMap<object, EventEmitter>();

/**
 * Tells every instance that something changed in a conversation, after the change committed:
 * PostgreSQL's NOTIFY (every instance listens on one connection), or the embedded bus. A lost
 * signal costs only liveness (the web polls when its stream fails), so a failure here never fails
 * the write that already happened.
 */
export async function publishConversationSignal(options: { db: DbExecutor; signal: ConversationSignal }) {
  const { db, signal } = options;
  const bus = embeddedBuses.get(db);
  if (bus) {
    bus.emit(CHANNEL, signal);
    return;
  }
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`).catch(() => undefined);
}

type Handler = (signal: ConversationSignal) => void;

/** The few parts of node-postgres's pool and client the listening connection uses. */
interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
  end(): Promise<void>;
}
interface PoolLike {
  Client: new (options: unknown) => ListeningClient;
  options: Record<string, unknown>;
}

/**
 * An instance's hub of conversation signals: one listening connection (opened with the first
 * stream, reopened when lost), and the streams of the members signed in to this instance.
 */
export function createConversationEvents(options: { database: Database; log: FastifyBaseLogger }) {
  const { database, log } = options;
  const handlers = new Map<number, Set<Handler>>();
  let closed = false;
  let listening: Promise<void> | undefined;
  let client: ListeningClient | undefined;
  let bus: EventEmitter | undefined;
  if (database.engine === 'pglite') {
    bus = embeddedBuses.get(database.db) ?? new EventEmitter().setMaxListeners(0);
    embeddedBuses.set(database.db, bus);
  }

  const dispatch = (signal: ConversationSignal) => {
    for (const userId of new Set(signal.userIds)) {
      for (const handler of handlers.get(userId) ?? []) handler(signal);
    }
  };

  const listenOnPostgres = async () => {
    // The pool's own client class and options: the same server and credentials, outside the pool,
    // so a request never waits for the connection that only listens.
    const pool = (database.db as unknown as { $client: PoolLike }).$client;
    const { max: _max, idleTimeoutMillis: _idle, query_timeout: _timeout, ...connection } = pool.options;
    const next = new pool.Client(connection);
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      listening = undefined;
      if (closed) return;
      log.warn({ err: error }, 'conversation events: the listening connection was lost; reconnecting');
      const retry = setTimeout(() => {
        if (!closed && handlers.size > 0) void start().catch(() => undefined);
      }, RECONNECT_MS);
      retry.unref();
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        dispatch(JSON.parse(message.payload) as ConversationSignal);
      } catch (error) {
        log.warn({ err: error }, 'conversation events: an unreadable signal');
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      throw error;
    }
    client = next;
  };

  const start = () => {
    listening ??= bus ? Promise.resolve(void bus.on(CHANNEL, dispatch)) : listenOnPostgres();
    return listening;
  };

  return {
    /** Calls `handler` with each signal about a conversation of `userId`, once listening; answers how to stop. */
    async subscribe(userId: number, handler: Handler): Promise<() => void> {
      let set = handlers.get(userId);
      if (!set) {
        set = new Set();
        handlers.set(userId, set);
      }
      set.add(handler);
      const unsubscribe = () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(userId) === set) handlers.delete(userId);
      };
      try {
        await start();
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    /** How many streams of the member this instance holds. */
    streamsOf: (userId: number) => handlers.get(userId)?.size ?? 0,
    async close() {
      closed = true;
      handlers.clear();
      bus?.off(CHANNEL, dispatch);
      await client?.end().catch(() => undefined);
    },
  };
}
