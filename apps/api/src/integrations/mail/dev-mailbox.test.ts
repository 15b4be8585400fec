import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { createMailTransport, createOutboxTransport, type OutboxEntry } from './mail-transport';

let mailDir: string;
let app: FastifyInstance;

const mail = {
  to: 'ana@example.com',
  from: 'Acorn <no-reply@acorn.example>',
  subject: 'Reset your Acorn password <now>',
  html: '<p>Open <a href="https://acorn.example/reset?code=abc&amp;x=1">this link</a></p>',
  text: 'Open https://acorn.example/reset?code=abc&x=1',
};

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'acorn-outbox-'));
  app = Fastify();
  await app.register(devMailboxRoutes, { mailDir, brandName: 'Acorn' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(mailDir, { recursive: true, force: true });
});

async function entries(): Promise<OutboxEntry[]> {
  const names = (await readdir(mailDir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(mailDir, name), 'utf8'))));
}

describe('outbox transport', () => {
  it('writes a parseable .eml and its .json sidecar, and nothing half-written', async () => {
    await createOutboxTransport(mailDir).send(mail);

    const names = await readdir(mailDir);
    expect(names.filter((name) => name.endsWith('.part'))).toEqual([]);
    const [entry] = await entries();
    expect(entry).toMatchObject(mail);
    expect(entry?.id).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}$/);
    expect(names).toContain(`${entry?.id}.eml`);

    const parsed = await simpleParser(await readFile(join(mailDir, `${entry?.id}.eml`)));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(mail.to);
    expect(parsed.html).toContain('this link');
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.date).toBeInstanceOf(Date);
  });

  it('is what createMailTransport picks without SMTP_URL', async () => {
    await createMailTransport({ smtpUrl: undefined, mailDir }).send({ ...mail, subject: 'Second message' });
    expect((await entries()).map((entry) => entry.subject)).toEqual([mail.subject, 'Second message']);
  });
});

describe('dev mailbox pages', () => {
  it('lists the messages, newest first, with escaped subjects', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:");
    expect(csp).toContain("script-src 'none'");
    expect(response.body).toContain('only outside production');
    expect(response.body).toContain('Reset your Acorn password &lt;now&gt;');
    expect(response.body.indexOf('Second message')).toBeLessThan(response.body.indexOf('Reset your Acorn'));
    const [first] = await entries();
    expect(response.body).toContain(`href="/dev/mailbox/${first?.id}"`);
  });

  it('shows one message with its headers, its HTML body and a download link', async () => {
    const [first] = await entries();
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('ana@example.com');
    expect(response.body).toContain('no-reply@acorn.example');
    expect(response.body).toContain('Reset your Acorn password &lt;now&gt;');
    expect(response.body).toContain(mail.html);
    expect(response.body).toContain(`href="/dev/mailbox/${first?.id}/eml"`);

    const eml = await app.inject({ method: 'GET', url: `/dev/mailbox/${first?.id}/eml` });
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.headers['content-disposition']).toBe(`attachment; filename="${first?.id}.eml"`);
    expect((await simpleParser(eml.rawPayload)).subject).toBe(mail.subject);
  });

  it('answers 404 for unknown or malformed ids, including path traversal', async () => {
    for (const url of [
      '/dev/mailbox/2020-01-01T00-00-00-000Z-00000000',
      '/dev/mailbox/..%2F..%2Fetc%2Fpasswd',
      '/dev/mailbox/..%2F..%2Fetc%2Fpasswd/eml',
      '/dev/mailbox/../../etc/passwd',
      '/dev/mailbox/%2E%2E',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('root:');
    }
  });

  it('shows an empty mailbox when nothing was written yet', async () => {
    const emptyApp = Fastify();
    await emptyApp.register(devMailboxRoutes, { mailDir: join(mailDir, 'missing'), brandName: 'Acorn' });
    const response = await emptyApp.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No messages yet');
    await emptyApp.close();
  });

  it('is not there for anyone but this machine', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    for (const address of ['192.168.1.20', '10.0.0.7', '::ffff:172.17.0.1', '2001:db8::1']) {
      const response = await from(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json().code).toBe('route_not_found');
    }
    // A proxy on this machine may be serving the network: what it forwards is refused too.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '192.168.1.20' })).statusCode).toBe(404);
  });
});
