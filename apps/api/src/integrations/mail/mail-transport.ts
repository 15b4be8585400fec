import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

interface OutgoingMail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** `<unique@domain>`, the same on every attempt of one queued mail. */
  messageId?: string;
}

/** Where composed mail goes: a real SMTP server, or the local outbox when none is configured. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

/** The sidecar written next to every outbox .eml; the dev mailbox pages read these. */
export interface OutboxEntry {
  id: string;
  date: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** `2025-01-31T09-15-00-123Z-0a1b2c3d`: sorts by time as text, unique, and safe as a file name. */
export const OUTBOX_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}$/;

const SMTP_TIMEOUT_MS = 10_000;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    async close() {
      transporter.close();
    },
  };
}

async function writeAtomically(path: string, data: string | Buffer) {
  // Write then rename, so the mailbox never lists half a message.
  const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(partial, data);
  await rename(partial, path);
}

export function createOutboxTransport(mailDir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const info = await composer.sendMail({ ...mail, date });
      await mkdir(mailDir, { recursive: true });
      await writeAtomically(join(mailDir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = { id, date: date.toISOString(), ...mail };
      // The .json comes last: the mailbox lists sidecars, so a listed message always has its .eml.
      await writeAtomically(join(mailDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}

export function createMailTransport(config: {
  smtpUrl?: string | undefined;
  mailDir: string;
}): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createOutboxTransport(config.mailDir);
}
