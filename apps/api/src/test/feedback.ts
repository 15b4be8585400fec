import { TIERS } from '@acorn/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createUser } from './factories/accounts';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

/**
 * What the referral and review tests share: an app that mails through an in-process SMTP server,
 * the kind's calls (`calls`), and listed companies each with a name of its own. Call it at the
 * top of a test file.
 */
export function useFeedbackTestApp<Calls>(calls: (app: FastifyInstance) => Calls) {
  let app: TestApp | undefined;
  let mailbox: SmtpSink | undefined;
  let api: Calls | undefined;
  let companies = 0;
  const started = () => {
    if (!app || !mailbox || !api) throw new Error('the test app starts in beforeAll');
    return { app, mailbox, api };
  };
  beforeAll(async () => {
    mailbox = await startSmtpSink();
    app = await createTestApp({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://acorn.example' } });
    api = calls(app.app);
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });
  return {
    get t() {
      return started().app;
    },
    get sink() {
      return started().mailbox;
    },
    get api() {
      return started().api;
    },
    db: () => started().app.database.db,
    /** A listed company with a name of its own. */
    company: (values: Omit<Parameters<typeof createUser>[0], 'db'> = {}) =>
      createUser({
        db: started().app.database.db,
        package_id: TIERS.silver,
        ...values,
        profile: { company_name: `Company ${++companies}`, ...values.profile },
      }),
  };
}
