import { type Database, mailQueue } from '@acorn/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestDatabase } from '../../test/test-database';
import {
  createMailer,
  deliverDueMail,
  enqueueMail,
  type MailLogger,
  messageIdOf,
  OUTCOME_UNKNOWN,
  type QueuedMail,
  requeueFailedMail,
} from './mail-queue';
import { createSmtpTransport, type MailTransport } from './mail-transport';

const from = 'Acorn <no-reply@acorn.example>';
const MINUTE = 60_000;

let database: Database;
let sink: SmtpSink;
let transport: MailTransport;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  transport = createSmtpTransport(sink.url);
});

afterAll(async () => {
  await transport?.close?.();
  await sink?.close();
  await database?.close();
});

let counter = 0;
function sampleMail(label: string): QueuedMail {
  counter += 1;
  const subject = `${label} #${counter}`;
  return {
    to: `person${counter}@example.com`,
    subject,
    html: `<p>Hello from <b>${subject}</b></p>`,
    text: `Hello from ${subject}`,
  };
}

async function row(id: number) {
  const [found] = await database.db.select().from(mailQueue).where(eq(mailQueue.id, id));
  if (!found) throw new Error(`mail ${id} not found`);
  return found;
}

describe('mail queue', () => {
  it('delivers a queued mail over SMTP and marks it sent', async () => {
    const mail = sampleMail('Delivered');
    const id = await enqueueMail(database.db, mail);

    await expect(deliverDueMail({ db: database.db, transport, from })).resolves.toEqual({
      sent: 1,
      failed: 0,
    });

    const received = await sink.waitFor((message) => message.subject === mail.subject);
    expect(received.to).toEqual([mail.to]);
    expect(received.from).toContain('no-reply@acorn.example');
    expect(received.html).toContain(`<b>${mail.subject}</b>`);
    expect(received.text.trim()).toBe(mail.text);
    const stored = await row(id);
    expect(stored.status).toBe('sent');
    expect(stored.sent_at).toBeInstanceOf(Date);
    expect(stored.last_error).toBeNull();
  });

  it('keeps the mail only when the surrounding transaction commits', async () => {
    const mail = sampleMail('Rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    const rows = await database.db.select().from(mailQueue).where(eq(mailQueue.subject, mail.subject));
    expect(rows).toHaveLength(0);
  });

  it('retries after a temporary SMTP failure, with back-off', async () => {
    const mail = sampleMail('Retried');
    const id = await enqueueMail(database.db, mail);
    sink.failNext(1);

    const before = Date.now();
    await expect(deliverDueMail({ db: database.db, transport, from })).resolves.toEqual({
      sent: 0,
      failed: 1,
    });
    const failed = await row(id);
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain('451');
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(before + 50_000);

    // Not due yet.
    await expect(deliverDueMail({ db: database.db, transport, from })).resolves.toEqual({
      sent: 0,
      failed: 0,
    });

    await expect(
      deliverDueMail({ db: database.db, transport, from, now: new Date(Date.now() + 2 * MINUTE) }),
    ).resolves.toEqual({ sent: 1, failed: 0 });
    await sink.waitFor((message) => message.subject === mail.subject);
    const sent = await row(id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(2);
  });

  it('sends each mail once when two deliveries run at the same time', async () => {
    const mails = Array.from({ length: 6 }, () => sampleMail('Concurrent'));
    const ids = await Promise.all(mails.map((mail) => enqueueMail(database.db, mail)));

    const results = await Promise.all([
      deliverDueMail({ db: database.db, transport, from }),
      deliverDueMail({ db: database.db, transport, from }),
    ]);

    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(mails.length);
    for (const mail of mails) {
      await sink.waitFor((message) => message.subject === mail.subject);
      expect(sink.messages.filter((message) => message.subject === mail.subject)).toHaveLength(1);
    }
    const rows = await database.db.select().from(mailQueue).where(inArray(mailQueue.id, ids));
    expect(rows.every((stored) => stored.status === 'sent')).toBe(true);
  });

  it('gives up after 8 attempts, keeping the mail as failed', async () => {
    const mail = sampleMail('Undeliverable');
    const id = await enqueueMail(database.db, mail);
    sink.failNext(1000);
    const expectedDelays = [1, 5, 15, 60, 180, 360, 720].map((minutes) => minutes * MINUTE);
    let now = new Date(Date.now() + MINUTE);
    try {
      for (let attempt = 1; attempt <= 8; attempt += 1) {
        await expect(deliverDueMail({ db: database.db, transport, from, now })).resolves.toEqual({
          sent: 0,
          failed: 1,
        });
        const stored = await row(id);
        expect(stored.attempts).toBe(attempt);
        if (attempt < 8) {
          expect(stored.status).toBe('pending');
          expect(stored.next_attempt_at.getTime() - now.getTime()).toBe(expectedDelays[attempt - 1]);
          now = stored.next_attempt_at;
        }
      }
    } finally {
      sink.failNext(0);
    }
    const stored = await row(id);
    expect(stored.status).toBe('failed');
    expect(stored.last_error).toContain('451');

    const muchLater = new Date(now.getTime() + 365 * 24 * 60 * MINUTE);
    await expect(deliverDueMail({ db: database.db, transport, from, now: muchLater })).resolves.toEqual({
      sent: 0,
      failed: 0,
    });
  });
});

describe('a mail whose sending was not recorded', () => {
  it('carries one Message-ID, fixed when it was queued, on every attempt', async () => {
    const mail = sampleMail('Identified');
    const id = await enqueueMail(database.db, mail);
    const { message_key } = await row(id);
    sink.failNext(1);
    await deliverDueMail({ db: database.db, transport, from });
    await deliverDueMail({ db: database.db, transport, from, now: new Date(Date.now() + 2 * MINUTE) });
    const received = await sink.waitFor((message) => message.subject === mail.subject);
    expect(received.headers['message-id']).toBe(`<${message_key}@acorn.example>`);
    expect(messageIdOf(message_key, from)).toBe(`<${message_key}@acorn.example>`);
  });

  it('is never sent again by itself when the process stopped after the server accepted it', async () => {
    const mail = sampleMail('Accepted then lost');
    const id = await enqueueMail(database.db, mail);
    // The record of the delivery fails, as when the process dies right after the SMTP server's
    // acceptance: the database refuses to mark this mail sent.
    await database.db.execute(sql`
      create function refuse_recording_sent() returns trigger language plpgsql as $$
      begin
        if new.status = 'sent' and new.subject like 'Accepted then lost%' then
          raise exception 'process stopped';
        end if;
        return new;
      end $$`);
    await database.db.execute(sql`
      create trigger refuse_recording_sent before update on mail_queue
      for each row execute function refuse_recording_sent()`);
    try {
      await expect(deliverDueMail({ db: database.db, transport, from })).rejects.toThrow();
    } finally {
      await database.db.execute(sql`drop trigger refuse_recording_sent on mail_queue`);
      await database.db.execute(sql`drop function refuse_recording_sent`);
    }
    const received = await sink.waitFor((message) => message.subject === mail.subject);
    expect((await row(id)).status).toBe('sending');

    // Within the claim, other runs leave it alone; once the claim expired it is given up on,
    // with the reason, instead of sent a second time.
    await expect(deliverDueMail({ db: database.db, transport, from })).resolves.toEqual({
      sent: 0,
      failed: 0,
    });
    const later = new Date(Date.now() + 11 * MINUTE);
    await expect(deliverDueMail({ db: database.db, transport, from, now: later })).resolves.toEqual({
      sent: 0,
      failed: 0,
    });
    const givenUp = await row(id);
    expect(givenUp.status).toBe('failed');
    expect(givenUp.last_error).toBe(OUTCOME_UNKNOWN);
    expect(givenUp.attempts).toBe(1);
    expect(givenUp.failed_at).toBeInstanceOf(Date);
    await deliverDueMail({ db: database.db, transport, from, now: new Date(Date.now() + 60 * MINUTE) });
    expect(sink.messages.filter((message) => message.subject === mail.subject)).toHaveLength(1);

    // Sent again on request, it carries the same Message-ID, so mail clients fold the two.
    const requeued = await database.db.transaction((tx) => requeueFailedMail({ tx, mailId: id }));
    expect(requeued.after?.status).toBe('pending');
    await deliverDueMail({ db: database.db, transport, from });
    const copies = sink.messages.filter((message) => message.subject === mail.subject);
    expect(copies).toHaveLength(2);
    expect(copies[1]?.headers['message-id']).toBe(received.headers['message-id']);
    expect((await row(id)).status).toBe('sent');
  });

  it('leaves a mail that is not failed where it is', async () => {
    const id = await enqueueMail(database.db, sampleMail('Still pending'));
    const requeued = await database.db.transaction((tx) => requeueFailedMail({ tx, mailId: id }));
    expect(requeued.before?.status).toBe('pending');
    expect(requeued.after).toBeUndefined();
  });
});

describe('createMailer', () => {
  function capturingLogger() {
    const lines: string[] = [];
    const record = (object: object, message?: string) => {
      lines.push(
        JSON.stringify({ ...object, message }, (_key, value) =>
          value instanceof Error ? { message: value.message } : value,
        ),
      );
    };
    const log: MailLogger = { info: record, warn: record, error: record };
    return { log, lines };
  }

  it('sends right away and retries when the delivery job runs, never logging the body', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({ db: database.db, transport, from, log });
    const mail = {
      ...sampleMail('Mailer'),
      html: '<p>code SECRET-CODE-123</p>',
      text: 'code SECRET-CODE-123',
    };

    sink.failNext(1);
    const id = await mailer.send(mail);
    await mailer.stop();
    expect((await row(id)).attempts).toBe(1);
    expect(lines.some((line) => line.includes('451'))).toBe(true);

    await database.db.update(mailQueue).set({ next_attempt_at: new Date() }).where(eq(mailQueue.id, id));
    // Another instance's every-minute delivery job picks the retry up.
    const restarted = createMailer({ db: database.db, transport, from, log });
    await restarted.deliverDue();
    const received = await sink.waitFor((message) => message.subject === mail.subject);
    expect(received.text).toContain('SECRET-CODE-123');
    await restarted.stop();
    expect((await row(id)).status).toBe('sent');
    expect(lines.join('\n')).not.toContain('SECRET-CODE-123');
  });

  it('enqueues inside a transaction and delivers once asked', async () => {
    const { log } = capturingLogger();
    const mailer = createMailer({ db: database.db, transport, from, log });
    const mail = sampleMail('In transaction');
    await database.db.transaction(async (tx) => {
      await mailer.enqueue(tx, mail);
    });
    mailer.deliverSoon();
    await sink.waitFor((message) => message.subject === mail.subject);
    await mailer.stop();
  });
});
