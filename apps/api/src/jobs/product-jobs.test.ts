import { TIERS } from '@acorn/contracts';
import { mailQueue } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../features/notifications';
import { createMailer } from '../integrations/mail/mail-queue';
import { createMailTransport } from '../integrations/mail/mail-transport';
import { bearer } from '../test/accounts';
import { createUser } from '../test/factories/accounts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { createTestApp, type TestApp } from '../test/test-app';
import { createJobEngine, type JobEngine } from './jobs';
import { productJobs } from './product-jobs';

const quiet = { info() {}, warn() {}, error() {} };

let sink: SmtpSink;
let first: TestApp;
let second: TestApp;
const engines: JobEngine[] = [];
const mailers: ReturnType<typeof createMailer>[] = [];

/** The product's jobs on an instance, looking for work every half second. */
function engineOf(t: TestApp): JobEngine {
  const mailer = createMailer({
    db: t.database.db,
    transport: createMailTransport(t.config),
    from: t.config.mailFrom,
    log: quiet,
  });
  mailers.push(mailer);
  const engine = createJobEngine({
    database: t.database,
    jobs: productJobs({ ...t, mailer, log: quiet }),
    log: quiet,
    timings: { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
  });
  engines.push(engine);
  return engine;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  first = await createTestApp({ env: { SMTP_URL: sink.url } });
  second = await createTestApp({ env: { SMTP_URL: sink.url }, sameDatabaseAs: first });
});
afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.stop()));
  await Promise.all(mailers.map((mailer) => mailer.stop()));
  await second?.close();
  await first?.close();
  await sink?.close();
});

describe("the product's jobs", () => {
  it('send the daily digest once, with two instances running the job at once, and deliver it', async () => {
    const db = first.database.db;
    const member = await createUser({
      db,
      package_id: TIERS.platinum,
      profile: { company_name: 'Digesting' },
    });
    const chose = await first.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: bearer(member.token),
      payload: { preferences: [{ kind: 'interest', delivery: 'digest' }] },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const actor = await createUser({ db, package_id: TIERS.platinum, profile: { company_name: 'Wanting' } });
    await db.transaction((tx) =>
      notify({ tx, userId: member.id, kind: 'interest', actorId: actor.id, itemTitle: 'Cork stoppers' }),
    );

    const [one, two] = [engineOf(first), engineOf(second)];
    await Promise.all([one.start(), two.start()]);
    await Promise.all([
      one.runNow('daily-digests'),
      two.runNow('daily-digests'),
      one.runNow('daily-digests'),
      two.runNow('daily-digests'),
    ]);

    const message = await sink.waitFor((m) => m.to.includes(member.email.toLowerCase()), 20_000);
    expect(message.text).toContain('Cork stoppers');
    // Every run has finished: the queue is empty of runs waiting.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const mails = await db.select().from(mailQueue).where(eq(mailQueue.to_address, member.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.status).toBe('sent');
    expect(sink.messages.filter((m) => m.to.includes(member.email.toLowerCase()))).toHaveLength(1);
  });
});
