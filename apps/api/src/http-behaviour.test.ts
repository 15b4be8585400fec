import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALIDATION_CODES as V } from '@acorn/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './lib/errors';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'acorn-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Acorn</title><div id="root"></div>');
  t = await createTestApp({
    webRoot,
    routes: (app) => {
      app.post(
        '/api/test/echo',
        {
          schema: { body: z.object({ name: z.string().min(2), email: z.email(V.emailInvalid).optional() }) },
        },
        async (request) => request.body,
      );
      app.get('/api/test/conflict', async () => {
        throw new AppError({ code: 'email_taken' });
      });
      app.get('/api/test/transition', async () => {
        throw new AppError({
          code: 'invalid_transition',
          params: { from: 'Approved', to: 'Paid', current: 'Submitted' },
        });
      });
      // What Drizzle throws for a statement a unique index refused: the driver's error as its cause.
      app.get('/api/test/duplicate/:constraint', async (request) => {
        const { constraint } = request.params as { constraint: string };
        const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
          code: '23505',
          constraint: constraint === 'unnamed' ? undefined : constraint,
        });
        throw new Error('Failed query: update "users" set ...', { cause: driverError });
      });
      // A statement the database refuses for a reference to a row that does not exist.
      app.get('/api/test/missing-reference', async () => {
        await t.database.db.execute(sql`insert into content_sectors (content_id, sector_id) values (-1, -1)`);
      });
      app.get('/api/test/crash', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('cross-cutting HTTP behaviour', () => {
  it('answers health with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ error: 'Not found', message: 'Not found', code: 'route_not_found' });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('serves the web app for client-side routes, never for /api', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({ method: 'POST', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
  });

  it('refuses malformed JSON with 400 and the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'malformed_json', error: expect.any(String) });
  });

  it('answers a body that breaks the schema with 422 and field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'a' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { name: [expect.any(String)] } });
  });

  it('answers each field problem by code beside its text; a rule without its own message is `invalid`', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', email: 'nope' },
    });
    const body = res.json();
    expect(body.errors.email).toEqual(['email is not valid']);
    expect(body.errorCodes).toEqual({ name: ['invalid'], email: ['emailInvalid'] });
    // zod's own words stay the text of a rule without a custom message.
    expect(body.errors.name).toEqual([expect.stringContaining('2')]);
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('turns an AppError into its status and code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', error: 'The email has already been taken.' });
  });

  it("renders an AppError's text from the registry with its params, and answers the params", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/transition' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'invalid_transition',
      error: 'Only a request that is Approved can become Paid (it is Submitted).',
      message: 'Only a request that is Approved can become Paid (it is Submitted).',
      params: { from: 'Approved', to: 'Paid', current: 'Submitted' },
    });
  });

  it('answers a unique violation with 409, by the code its index stands for', async () => {
    for (const index of ['company_profiles_vatnumber_idx', 'advisor_profiles_vatnumber_idx']) {
      const vat = await t.app.inject({ method: 'GET', url: `/api/test/duplicate/${index}` });
      expect(vat.statusCode).toBe(409);
      expect(vat.json()).toMatchObject({
        code: 'vat_taken',
        error: 'Vat number already exist',
        errors: { vatnumber: ['Vat number already exist'] },
        errorCodes: { vatnumber: ['vatTaken'] },
      });
    }
    const email = await t.app.inject({ method: 'GET', url: '/api/test/duplicate/users_email_lower_idx' });
    expect(email.json()).toMatchObject({ code: 'email_taken' });
    for (const constraint of ['some_other_idx', 'unnamed']) {
      const other = await t.app.inject({ method: 'GET', url: `/api/test/duplicate/${constraint}` });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'conflict', error: 'This record already exists' });
      expect(other.body).not.toContain('unique constraint');
    }
  });

  it('answers a reference to a missing row with 422, naming neither the table nor the key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/missing-reference' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', error: 'The given data was invalid' });
    expect(res.body).not.toMatch(/content_sectors|foreign key|sector_id/);
  });

  it('never leaks a stack trace or SQL text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'internal_error',
      error: 'Something went wrong, please try again',
    });
    expect(res.body).not.toContain('secret_table');
    expect(res.body).not.toContain('.ts:');
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no referrer from the pages whose address holds a feedback code', async () => {
    for (const url of ['/give/referral/abc', '/give/guest-referral/abc?x=1', '/give/review/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const other = await t.app.inject({ method: 'GET', url: '/give/other/abc' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('marks answers to authenticated calls as not storable', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/countries',
      headers: { authorization: 'Bearer abc' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a caller request id and makes one otherwise', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-trace-0001' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-trace-0001');
    const made = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(made.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document built from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/countries', '/api/packages', '/api/pages/{id}', '/api/page/{slug}']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves public files as data: nosniff, sandboxed, HTML as a download', async () => {
    await t.storage.put('pages/test.pdf', Buffer.from('%PDF-1.4 test'), {
      visibility: 'public',
      contentType: 'application/pdf',
    });
    await t.storage.put('x/evil.html', Buffer.from('<script>alert(1)</script>'), {
      visibility: 'public',
      contentType: 'text/html',
    });
    const pdf = await t.app.inject({ method: 'GET', url: '/uploads/pages/test.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(String(pdf.headers['content-security-policy'])).toContain('sandbox');
    const html = await t.app.inject({ method: 'GET', url: '/uploads/x/evil.html' });
    expect(html.headers['content-disposition']).toBe('attachment');
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/none.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once an anonymous caller passes the limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ANONYMOUS: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/sectors' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject({ method: 'GET', url: '/api/sectors' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ code: 'rate_limited', error: expect.any(String) });
      const otherCaller = await limited.app.inject({
        method: 'GET',
        url: '/api/sectors',
        remoteAddress: '10.9.9.9',
      });
      expect(otherCaller.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, answers 503 to new ones, then closes the database', async () => {
    let started: () => void = () => {};
    const slowStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const server = await createTestApp({
      routes: (app) => {
        app.get('/api/test/slow', async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { done: true };
        });
      },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const slow = fetch(`${base}/api/test/slow`);
    await slowStarted;
    const drained = server.app.drain();
    const during = await fetch(`${base}/api/health`);
    expect(during.status).toBe(503);
    expect(((await during.json()) as { code: string }).code).toBe('shutting_down');

    const inFlight = await slow;
    expect(inFlight.status).toBe(200);
    expect(await inFlight.json()).toEqual({ done: true });
    await drained;
    await server.close();
    await expect(server.database.ping()).rejects.toThrow();
  });
});
