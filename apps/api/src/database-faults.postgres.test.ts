import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@acorn/db';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, registerParticipant } from './test/accounts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';
import { createTestApp, type TestApp } from './test/test-app';

const template = inject('databaseTemplate');

function expectDatabaseUnavailable(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({
    code: 'database_unavailable',
    error: expect.any(String),
    message: expect.any(String),
    requestId: res.headers['x-request-id'],
  });
}

// PGlite runs inside the test process: only a database server behind a network can stall or vanish,
// so this file runs in the PostgreSQL pass only (*.postgres.test.ts, see vitest.config.ts).
describe('while the database server stalls or is unreachable', () => {
  let admin: pg.Client;
  let name: string;
  let proxy: TcpProxy;
  let database: Database;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    if (template.engine !== 'postgres')
      throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');
    admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    name = `acorn_faults_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template.templateName}`);
    const server = new URL(template.adminUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(template.adminUrl);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    // One connection: a client the pool lost track of would leave it with none, and no way back.
    database = await openDatabase({
      url: url.toString(),
      poolSize: 1,
      connectTimeoutMs: 2000,
      statementTimeoutMs: 2000,
    });
    t = await createTestApp({
      database,
      routes: (app) => {
        app.get('/api/test/transaction', async () => {
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
          });
          return { done: true };
        });
        // Shorter than the statement timeout: only a lost connection makes it fail.
        app.get('/api/test/slow-transaction', async () => {
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(1.5)`);
          });
          return { done: true };
        });
      },
    });
    token = (await registerParticipant(t.app)).token;
  });

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await proxy?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  // Each test starts with the database reachable, whatever the one before left behind.
  afterEach(() => proxy?.resume());

  const call = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers 503 database_unavailable when it stalls, health and signed-in calls alike, and recovers', async () => {
    expect((await call('/api/test/transaction')).statusCode).toBe(200);

    proxy.pause();
    // The pooled connection is taken by a transaction whose `begin` gets no answer.
    expectDatabaseUnavailable(await call('/api/test/transaction'));
    expectDatabaseUnavailable(await call('/api/health'));
    expectDatabaseUnavailable(await call('/api/me', bearer(token)));

    proxy.resume();
    expect((await call('/api/health')).statusCode).toBe(200);
    expect((await call('/api/me', bearer(token))).statusCode).toBe(200);
    expect((await call('/api/test/transaction')).statusCode).toBe(200);
  });

  it('answers 503, not 500, when its connections drop and new ones are refused, and recovers', async () => {
    const slow = call('/api/test/slow-transaction');
    // Drop while the transaction's statement runs on the server.
    const running = async () =>
      (
        await admin.query(
          `select 1 from pg_stat_activity
            where datname = $1 and state = 'active' and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
          [name],
        )
      ).rowCount;
    while (!(await running())) await new Promise((resolve) => setTimeout(resolve, 20));
    proxy.drop();
    expectDatabaseUnavailable(await slow);
    expectDatabaseUnavailable(await call('/api/health'));
    expectDatabaseUnavailable(await call('/api/me', bearer(token)));

    proxy.resume();
    expect((await call('/api/health')).statusCode).toBe(200);
    expect((await call('/api/me', bearer(token))).statusCode).toBe(200);
    expect((await call('/api/test/transaction')).statusCode).toBe(200);
  });
});
