import type { Database, Db } from '@acorn/db';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from './auth';

/** How often each instance asks the primary how far it has written and each replica how far it has replayed. */
export const REPLICA_PROBE_INTERVAL_MS = 1000;

/**
 * Reads of a session that wrote this recently go to the primary (decision 057). A replica serves
 * only while it has replayed what the primary had written `maxLagMs` before its last probe, and
 * that probe is at most a probe interval old; one interval more covers the clocks of two
 * instances disagreeing. So a write the session saw answered is on any replica it reads from later.
 */
const primaryWindowMs = (maxLagMs: number) => maxLagMs + 2 * REPLICA_PROBE_INTERVAL_MS;

/** Picks the database a request's reads go to: the one place that chooses between primary and replica. */
export interface ReadRouter {
  /**
   * A replica that keeps up, for a visitor or a session that has not written within the window;
   * the primary otherwise, or when no replica keeps up.
   */
  reader(request: FastifyRequest): Db;
  /** Probes now and then every interval until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

type ReplicaState = 'unknown' | 'fresh' | 'lagging' | 'unreachable' | 'not_a_replica';

interface Replica {
  name: string;
  database: Database;
  state: ReplicaState;
  probedAt: number;
}

/** The primary's WAL position at a moment of this process's clock. */
interface WalSample {
  at: number;
  lsn: bigint;
}

/** A replica's connections write nothing; what a read does write (a list's shared total) goes to its primary. */
const primaryOfReplica = new WeakMap<Db, Db>();

/** The database that takes a write made while reading from `db`: its primary when `db` is a replica's. */
export const writerFor = (db: Db): Db => primaryOfReplica.get(db) ?? db;

// The positions as exact byte counts: pg_lsn has no JavaScript type, and a number would round past 2^53.
const PRIMARY_POSITION = `select (pg_current_wal_lsn() - '0/0'::pg_lsn)::text as lsn`;
const REPLAYED_POSITION = `select (pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::text as lsn`;

async function position(database: Database, text: string): Promise<bigint | null> {
  const { rows } = await database.executeSql(text, []);
  const lsn = rows[0]?.lsn;
  return typeof lsn === 'string' ? BigInt(lsn.split('.')[0] ?? '0') : null;
}

/** A replica by its host, port and database: never its password, which a URL may carry. */
function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

export function createReadRouter(options: {
  primary: Database;
  replicas: readonly { url: string; database: Database }[];
  maxLagMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}): ReadRouter {
  const { primary, maxLagMs, log, now = Date.now } = options;
  const replicas: Replica[] = options.replicas.map(({ url, database }) => {
    primaryOfReplica.set(database.db, primary.db);
    return { name: replicaName(url), database, state: 'unknown', probedAt: 0 };
  });
  const windowMs = primaryWindowMs(maxLagMs);
  let samples: WalSample[] = [];
  let next = 0;
  let timer: NodeJS.Timeout | undefined;
  let probing: Promise<void> | undefined;
  let stopped = false;

  /** The primary's position `maxLagMs` ago: the newest sample taken by then, or the oldest kept. */
  const requiredPosition = (at: number): bigint | undefined => {
    const cutoff = at - maxLagMs;
    let required = samples[0]?.lsn;
    for (const sample of samples) if (sample.at <= cutoff) required = sample.lsn;
    return required;
  };

  const setState = (replica: Replica, state: ReplicaState, error?: unknown) => {
    if (replica.state === state) return;
    const previous = replica.state;
    replica.state = state;
    if (state === 'fresh') {
      if (previous !== 'unknown')
        log.info({ replica: replica.name }, 'read replica keeps up again: it takes reads');
      return;
    }
    const why = {
      lagging: `read replica lags more than ${maxLagMs} ms behind the primary`,
      unreachable: 'read replica is unreachable',
      not_a_replica: 'read replica is not replaying from a primary (promoted, or not a standby)',
      unknown: '',
    }[state];
    log.warn({ replica: replica.name, err: error }, `${why}: its reads go to the primary`);
  };

  const probeReplica = async (replica: Replica) => {
    try {
      const replayed = await position(replica.database, REPLAYED_POSITION);
      const at = now();
      const required = requiredPosition(at);
      if (replayed === null) setState(replica, 'not_a_replica');
      else if (required === undefined || replayed < required) setState(replica, 'lagging');
      else setState(replica, 'fresh');
      replica.probedAt = at;
    } catch (error) {
      setState(replica, 'unreachable', error);
    }
  };

  const probe = async () => {
    try {
      // Sampled before the replicas are asked: a replica is compared with a position it could have reached.
      const lsn = await position(primary, PRIMARY_POSITION);
      const at = now();
      if (lsn !== null) samples.push({ at, lsn });
      // One sample older than the bound is all a comparison needs.
      const keepFrom = samples.findLastIndex((sample) => sample.at <= at - maxLagMs);
      if (keepFrom > 0) samples = samples.slice(keepFrom);
    } catch (error) {
      // Without the primary's position the replicas are compared with an older one: stricter, never looser.
      log.warn({ err: error }, 'could not read the primary WAL position for the read replicas');
    }
    await Promise.all(replicas.map(probeReplica));
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      probing = probe().finally(schedule);
    }, REPLICA_PROBE_INTERVAL_MS);
    timer.unref();
  };

  const wroteRecently = (principal: Principal | null) =>
    principal !== null && now() - principal.lastUsedAt.getTime() < windowMs;

  return {
    reader(request) {
      if (replicas.length === 0 || wroteRecently(request.principal)) return primary.db;
      const at = now();
      const usable = replicas.filter(
        (replica) => replica.state === 'fresh' && at - replica.probedAt < 2 * REPLICA_PROBE_INTERVAL_MS,
      );
      if (usable.length === 0) return primary.db;
      next = (next + 1) % usable.length;
      return (usable[next] as Replica).database.db;
    },
    start() {
      if (replicas.length === 0) return;
      stopped = false;
      probing = probe().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await probing;
    },
  };
}

/**
 * Records that a signed-in session wrote, before its answer leaves: any call other than a read
 * (GET, HEAD, OPTIONS) counts, whatever its outcome, so the session's next reads go to the primary.
 */
export function registerWriteMarks(app: FastifyInstance, markWrite: (principal: Principal) => Promise<void>) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!request.principal || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return payload;
    try {
      await markWrite(request.principal);
    } catch (error) {
      request.log.warn({ err: error }, 'could not record the session write; its next reads may lag');
    }
    return payload;
  });
}
