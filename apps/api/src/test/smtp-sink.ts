import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface SinkMessage {
  /** Envelope recipients. */
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  /** Every header as received, by lower-case name (a repeated one: its last value), unfolded. */
  headers: Record<string, string>;
}

export interface SmtpSink {
  url: string;
  messages: SinkMessage[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  /** Refuses the next `count` messages with a temporary 451, as a busy server would. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server in the test process that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const arrivals = new EventEmitter();
  let failures = 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      if (failures > 0) {
        failures -= 1;
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const message: SinkMessage = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          };
          messages.push(message);
          arrivals.emit('message', message);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMessage = (message: SinkMessage) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          arrivals.off('message', onMessage);
          resolve(message);
        };
        const timer = setTimeout(() => {
          arrivals.off('message', onMessage);
          reject(new Error(`No matching message within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        arrivals.on('message', onMessage);
      });
    },
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
