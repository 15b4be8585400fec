import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@acorn/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createJobEngine, type JobEngine } from './jobs';

const template = inject('databaseTemplate');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await pause(100);
  }
}

// Only a database server behind a network can vanish (see database-faults.postgres.test.ts).
describe('the job engine while the database server is unreachable', () => {
  let admin: pg.Client;
  let name: string;
  let proxy: TcpProxy;
  let database: Database;
  let engine: JobEngine | undefined;

  beforeAll(async () => {
    if (template.engine !== 'postgres')
      throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');
    admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    name = `acorn_job_faults_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template.templateName}`);
    const server = new URL(template.adminUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(template.adminUrl);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    database = await openDatabase({
      url: url.toString(),
      poolSize: 2,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 1000,
    });
  });
  afterAll(async () => {
    proxy?.resume();
    await engine?.stop();
    await database?.close();
    await proxy?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('keeps the process alive when a run cannot be recorded, and runs the job again once back', async () => {
    const warnings: string[] = [];
    let runs = 0;
    engine = createJobEngine({
      database,
      jobs: [
        {
          name: 'through-an-outage',
          cron: '0 0 1 1 *',
          expireInSeconds: 1,
          run: async () => {
            runs += 1;
            // The database goes away while the job runs: its end cannot be written.
            if (runs === 1) proxy.drop();
          },
        },
      ],
      log: { warn: (_entry, message) => warnings.push(message ?? '') },
      timings: {
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        cronMonitorIntervalSeconds: 1,
        retryDelaySeconds: 1,
        stopTimeoutMs: 1000,
      },
    });
    await engine.start();
    await engine.runNow('through-an-outage');
    await until(() => runs === 1);
    await until(() => warnings.includes('a job run could not be recorded; it runs again once expired'));
    await pause(1500);
    proxy.resume();
    // Still active in the database: expired, then run again, now recorded.
    await until(() => runs === 2);
    let state: unknown;
    const deadline = Date.now() + 10_000;
    while (state !== 'completed' && Date.now() < deadline) {
      await pause(200);
      const { rows } = await database.executeSql(
        `select state from pgboss.job where name = 'through-an-outage'`,
        [],
      );
      state = rows[0]?.state;
    }
    expect(state).toBe('completed');
    expect(runs).toBe(2);
  });
});
