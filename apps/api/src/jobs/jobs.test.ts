import type { Database } from '@acorn/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { createJobEngine, type JobDefinition, type JobEngine } from './jobs';

/** Looks every half second (the engine's least), expires lost runs after a second. */
const FAST = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  retryDelaySeconds: 1,
  stopTimeoutMs: 1000,
};
/** Runs no schedule of its own during a test: the year 2100's first minute. */
const NEVER = '0 0 1 1 *';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const running: JobEngine[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((engine) => engine.stop()));
});

const warnings: unknown[] = [];
async function startEngine(
  jobs: JobDefinition[],
  executeSql: Database['executeSql'] = (text, values) => database.executeSql(text, values),
): Promise<JobEngine> {
  const engine = createJobEngine({
    database: { executeSql, withStartupLock: (task) => database.withStartupLock(task) },
    jobs,
    log: { warn: (entry) => warnings.push(entry) },
    timings: FAST,
  });
  await engine.start();
  running.push(engine);
  return engine;
}

async function until(condition: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job engine', () => {
  it('creates its tables once when two instances start at once', async () => {
    const job = { name: 'start-together', cron: NEVER, expireInSeconds: 60, run: async () => {} };
    await Promise.all([startEngine([job]), startEngine([job])]);
    const { rows } = await database.executeSql(
      `select count(*)::int as queues from pgboss.queue where name = 'start-together'`,
    );
    expect(rows).toEqual([{ queues: 1 }]);
  });

  it('retries a failed run later, with a growing wait', async () => {
    const attempts: number[] = [];
    const engine = await startEngine([
      {
        name: 'fails-once',
        cron: NEVER,
        expireInSeconds: 60,
        run: async () => {
          attempts.push(Date.now());
          if (attempts.length === 1) throw new Error('the mail server is down');
        },
      },
    ]);
    await engine.runNow('fails-once');
    await until(() => attempts.length === 2);
    // The first retry waits between one and two retry delays.
    expect((attempts[1] as number) - (attempts[0] as number)).toBeGreaterThanOrEqual(900);
    expect(warnings).toContainEqual(expect.objectContaining({ job: 'fails-once' }));
    await pause(1500);
    expect(attempts).toHaveLength(2);
  });

  it('runs again, on another instance, a job whose instance died in the middle of it', async () => {
    const runs: string[] = [];
    // The first instance takes the job, then dies: from then on it reaches the database no more,
    // so it neither completes nor fails the job.
    let alive = true;
    const dying = await startEngine(
      [
        {
          name: 'cut-off',
          cron: NEVER,
          expireInSeconds: 1,
          run: async () => {
            runs.push('dying');
            alive = false;
            await pause(60_000);
          },
        },
      ],
      (text, values) =>
        alive ? database.executeSql(text, values) : Promise.reject(new Error('the instance is gone')),
    );
    await dying.runNow('cut-off');
    await until(() => runs.length === 1);

    await startEngine([
      {
        name: 'cut-off',
        cron: NEVER,
        expireInSeconds: 1,
        run: async () => {
          runs.push('survivor');
        },
      },
    ]);
    await until(() => runs.includes('survivor'));
    expect(runs).toEqual(['dying', 'survivor']);
    // Back, so that it can stop with the others.
    alive = true;
  });

  it('lets a running job finish when it stops, as on SIGTERM', async () => {
    let state = 'waiting';
    const engine = await startEngine([
      {
        name: 'finishes',
        cron: NEVER,
        expireInSeconds: 60,
        run: async () => {
          state = 'running';
          await pause(500);
          state = 'done';
        },
      },
    ]);
    await engine.runNow('finishes');
    await until(() => state === 'running');
    await engine.stop();
    expect(state).toBe('done');
  });

  it('gives a job it cut off at stop to another instance', async () => {
    const runs: string[] = [];
    const stopping = await startEngine([
      {
        name: 'too-long',
        cron: NEVER,
        expireInSeconds: 60,
        run: async () => {
          runs.push('stopping');
          // Longer than the stop's wait (a second here).
          await pause(3000);
        },
      },
    ]);
    await stopping.runNow('too-long');
    await until(() => runs.length === 1);
    await stopping.stop();
    await startEngine([
      {
        name: 'too-long',
        cron: NEVER,
        expireInSeconds: 60,
        run: async () => {
          runs.push('other');
        },
      },
    ]);
    await until(() => runs.includes('other'));
    expect(runs).toEqual(['stopping', 'other']);
  });

  it('runs a scheduled job once per occurrence however many instances run', async () => {
    // Starts clear of a minute's end, so the test sees a single occurrence of '* * * * *'.
    await until(() => new Date().getUTCSeconds() < 45, 20_000);
    let runs = 0;
    const job = {
      name: 'every-minute',
      cron: '* * * * *',
      expireInSeconds: 60,
      run: async () => {
        runs += 1;
      },
    };
    await Promise.all([startEngine([job]), startEngine([job])]);
    await until(() => runs > 0);
    await pause(4000);
    expect(runs).toBe(1);
  });
});
