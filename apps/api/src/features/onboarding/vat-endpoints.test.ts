import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { createViesVatLookup } from '../../integrations/vat/vat-lookup';
import { registerAuthentication } from '../../lib/auth';
import { registerErrorHandling } from '../../lib/errors';
import { bearer, registerParticipant } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resolveSession } from '../accounts';
import {
  portugueseVat,
  postJson,
  type ReferenceIds,
  referenceIds,
  withWrongCheckDigit,
} from './onboarding.fixtures';
import { onboardingRoutes } from './onboarding.routes';

let t: TestApp;
let ids: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp();
  ids = await referenceIds(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const lookup = (app: FastifyInstance, token: string | undefined, query: string) =>
  app.inject({ method: 'GET', url: `/api/vat/lookup?${query}`, headers: token ? bearer(token) : {} });

describe('POST /api/uniqueVatnumber', () => {
  it('answers 200 for a free number and 409 for one another user has, compared normalized', async () => {
    const vat = portugueseVat();
    const holder = await createUser({ db: t.database.db, profile: { vatnumber: `PT${vat}` } });
    const { token } = await registerParticipant(t.app);
    const free = await postJson(t.app, '/api/uniqueVatnumber', token, { vatnumber: portugueseVat() });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ success: 'Vat number is available' });
    // The address form's data is sent whole; the country adds the missing prefix.
    const taken = await postJson(t.app, '/api/uniqueVatnumber', token, {
      company_legal_name: 'Whatever',
      vatnumber: `${vat.slice(0, 3)} ${vat.slice(3)}`,
      country: { id: ids.countries.portugal, name: 'Portugal' },
      address1: 'Rua 1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'Vat number already exist',
      message: 'Vat number already exist',
    });
    // One's own number is no conflict.
    const own = await postJson(t.app, '/api/uniqueVatnumber', holder.token, { vatnumber: `pt${vat}` });
    expect(own.statusCode).toBe(200);
  });

  it('needs a signed-in caller and a number', async () => {
    expect((await postJson(t.app, '/api/uniqueVatnumber', undefined, { vatnumber: 'PT1' })).statusCode).toBe(
      401,
    );
    const { token } = await registerParticipant(t.app);
    const empty = await postJson(t.app, '/api/uniqueVatnumber', token, { vatnumber: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.vatnumber).toEqual(['This field is required']);
  });
});

describe('GET /api/vat/lookup (offline)', () => {
  it('checks format and check digits', async () => {
    const { token } = await registerParticipant(t.app);
    const vat = portugueseVat();
    const valid = await lookup(t.app, token, `number=PT${vat}`);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      vatnumber: `PT${vat}`,
      country_code: 'PT',
      format_valid: true,
      valid: true,
      source: 'offline',
    });
    const wrong = await lookup(
      t.app,
      token,
      `number=${withWrongCheckDigit(vat)}&country=${ids.countries.portugal}`,
    );
    expect(wrong.json()).toMatchObject({
      vatnumber: `PT${withWrongCheckDigit(vat)}`,
      format_valid: true,
      valid: false,
    });
    const short = await lookup(t.app, token, 'number=PT123');
    expect(short.json()).toMatchObject({ format_valid: false, valid: false });
    const greek = await lookup(t.app, token, `number=094259216&country=77`);
    expect(greek.json()).toMatchObject({ vatnumber: 'EL094259216', country_code: 'EL', valid: true });
  });

  it('needs a signed-in caller and a number', async () => {
    expect((await lookup(t.app, undefined, 'number=PT501964843')).statusCode).toBe(401);
    const { token } = await registerParticipant(t.app);
    expect((await lookup(t.app, token, 'number=')).statusCode).toBe(400);
    expect((await lookup(t.app, token, 'number=PT501964843&country=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/vat/lookup through VIES', () => {
  let answer: { delayMs: number; body: unknown } = { delayMs: 0, body: {} };
  const seen: string[] = [];
  const vies = createServer((request, response) => {
    seen.push(request.url ?? '');
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    }, answer.delayMs);
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(vies.address() as AddressInfo).port}/vies`;
    // The onboarding routes alone, with the lookup pointed at the stand-in.
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerAuthentication(app, (token) => resolveSession({ db: t.database.db, token }));
    const deps = { config: t.config, database: t.database, storage: t.storage } as AppDeps;
    await app.register(onboardingRoutes, {
      ...deps,
      prefix: '/api',
      // Generous for a busy machine; the slow case below never answers at all.
      vatLookup: createViesVatLookup({ baseUrl, timeoutMs: 2000 }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    vies.closeAllConnections();
    await new Promise<void>((resolve) => vies.close(() => resolve()));
  });

  it('answers the registered name of a valid number', async () => {
    answer = {
      delayMs: 0,
      body: { isValid: true, userError: 'VALID', name: 'QUINTA NOVA LDA', address: 'PORTO' },
    };
    const { token } = await registerParticipant(t.app);
    const res = await lookup(app, token, `number=501964843&country=${ids.countries.portugal}`);
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)).toBe('/vies/ms/PT/vat/501964843');
    expect(res.json()).toEqual({
      vatnumber: 'PT501964843',
      country_code: 'PT',
      format_valid: true,
      valid: true,
      company_name: 'QUINTA NOVA LDA',
      source: 'vies',
    });
  });

  it('falls back to the offline check when VIES does not answer in time', async () => {
    answer = { delayMs: 600_000, body: { isValid: false, userError: 'INVALID' } };
    const { token } = await registerParticipant(t.app);
    const res = await lookup(app, token, 'number=PT501964843');
    expect(res.json()).toEqual({
      vatnumber: 'PT501964843',
      country_code: 'PT',
      format_valid: true,
      valid: true,
      source: 'offline',
    });
  });
});
