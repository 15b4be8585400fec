import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server programs, the version the test and CI machines carry. */
const BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
/** The server refuses to run as root, and the tests run as root: its programs run as this user. */
const SERVER_USER = 'postgres';

/** A primary and a streaming replica of it, each a server of its own on this machine. */
export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops applying the WAL the replica receives: from now on it lags, as far behind as the primary writes. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica's server (it can be started again). */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** The replica's log: every statement it received (log_statement = 'all'). */
  replicaLog(): Promise<string>;
  /** Stops both servers and removes their files. */
  remove(): Promise<void>;
}

const asServerUser = (program: string, args: string[]) =>
  run('runuser', ['-u', SERVER_USER, '--', join(BIN, program), ...args]);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A new primary (initdb) with a database `name`, and a replica of it made with pg_basebackup -R,
 * streaming from it. The machine's own PostgreSQL does not allow replication connections, and the
 * test changes no system configuration, so both servers are the test's, in a temporary directory.
 */
export async function startReplicaCluster(name: string): Promise<ReplicaCluster> {
  for (const program of ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres']) {
    if (!existsSync(join(BIN, program))) {
      throw new Error(
        `${join(BIN, program)} is missing: the read-replica test starts its own PostgreSQL 15 servers (apt-get install postgresql-15, or POSTGRES_BIN_DIR)`,
      );
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'acorn-replica-'));
  const { uid, gid } = await userIds(SERVER_USER);
  await chown(dir, uid, gid);
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const pgCtl = (data: string, ...args: string[]) =>
    asServerUser('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', ...args]);
  let started: string[] = [];

  const remove = async () => {
    for (const data of started.reverse()) await pgCtl(data, 'stop', '-m', 'immediate').catch(() => {});
    started = [];
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await asServerUser('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await appendFile(
      join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        // A test's servers need no durability, and the machine's two cores are shared.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    );
    await appendFile(join(primaryDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
    await pgCtl(primaryDir, 'start');
    started.push(primaryDir);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${name}`;
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();

    await asServerUser('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      // At once, rather than after the primary's next spread checkpoint (minutes away).
      '--checkpoint=fast',
      '--no-sync',
    ]);
    await appendFile(
      join(replicaDir, 'postgresql.conf'),
      [`port = ${replicaPort}`, 'hot_standby = on', `log_statement = 'all'`, ''].join('\n'),
    );
    const startReplica = async () => {
      await pgCtl(replicaDir, 'start');
      if (!started.includes(replicaDir)) started.push(replicaDir);
    };
    await startReplica();
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${name}`;

    const onReplica = async (text: string) => {
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    return {
      primaryUrl,
      replicaUrl,
      pauseReplay: () => onReplica('select pg_wal_replay_pause()'),
      resumeReplay: () => onReplica('select pg_wal_replay_resume()'),
      stopReplica: async () => {
        await pgCtl(replicaDir, 'stop', '-m', 'fast');
        started = started.filter((data) => data !== replicaDir);
      },
      startReplica,
      replicaLog: () => readFile(`${replicaDir}.log`, 'utf8'),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function userIds(user: string): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', user]),
    run('id', ['-g', user]),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
