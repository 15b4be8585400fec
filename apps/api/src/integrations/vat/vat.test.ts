import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVatOffline, isAcceptableVat, normalizeVatNumber } from './vat-checker';
import { createVatLookup, createViesVatLookup, VIES_REST_API } from './vat-lookup';

describe('normalizeVatNumber', () => {
  it.each([
    ['pt 501 964 843', null, 'PT501964843'],
    ['501.964.843', 'PT', 'PT501964843'],
    ['B-12345674', 'ES', 'ESB12345674'],
    ['094259216', 'GR', 'EL094259216'],
    ['GR094259216', null, 'EL094259216'],
    ['ESB12345674', 'PT', 'ESB12345674'],
    ['123456789', null, '123456789'],
  ])('%s (country %s) -> %s', (input, country, expected) => {
    expect(normalizeVatNumber(input, country)).toBe(expected);
  });
});

describe('checkVatOffline', () => {
  it('accepts right check digits and refuses wrong ones', () => {
    expect(checkVatOffline('501964843', 'PT')).toMatchObject({
      vatnumber: 'PT501964843',
      country_code: 'PT',
      format_valid: true,
      valid: true,
      source: 'offline',
    });
    const wrong = checkVatOffline('PT501964842');
    expect(wrong).toMatchObject({ format_valid: true, valid: false });
    expect(isAcceptableVat(wrong)).toBe(false);
    expect(checkVatOffline('PT12')).toMatchObject({ format_valid: false, valid: false });
  });

  it('checks only the shape where jsvat has no rules', () => {
    const check = checkVatOffline('12-3456789', 'US');
    expect(check).toMatchObject({
      vatnumber: 'US123456789',
      supported: false,
      format_valid: true,
      valid: false,
    });
    expect(isAcceptableVat(check)).toBe(true);
    expect(isAcceptableVat(checkVatOffline('1', 'US'))).toBe(false);
  });
});

describe('VIES lookup', () => {
  type Handler = (request: IncomingMessage, response: ServerResponse) => void;
  let handler: Handler = () => {};
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    handler(request, response);
  });
  let baseUrl = '';
  const json =
    (body: unknown, status = 200) =>
    (_: IncomingMessage, response: ServerResponse) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('defaults to the EU service', () => {
    expect(VIES_REST_API).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api');
  });

  it('answers the registered name of a valid number', async () => {
    handler = json({
      isValid: true,
      requestDate: '2026-05-01T10:00:00.000Z',
      userError: 'VALID',
      name: 'QUINTA DO VALE VERDE LDA',
      address: 'RUA DO DOURO 1\n5000-000 PESO DA REGUA',
      vatNumber: '501964843',
    });
    const lookup = createViesVatLookup({ baseUrl });
    const result = await lookup.lookup({ number: '501 964 843', countryCode: 'PT' });
    expect(requests.at(-1)).toBe('/rest-api/ms/PT/vat/501964843');
    expect(result).toMatchObject({
      vatnumber: 'PT501964843',
      country_code: 'PT',
      format_valid: true,
      valid: true,
      company_name: 'QUINTA DO VALE VERDE LDA',
      source: 'vies',
    });
  });

  it('takes VIES at its word when it says invalid, and hides an undisclosed name', async () => {
    handler = json({ isValid: false, userError: 'INVALID', name: '---' });
    const result = await createViesVatLookup({ baseUrl }).lookup({ number: 'PT501964843' });
    expect(result).toMatchObject({ valid: false, source: 'vies' });
    expect(result.company_name).toBeUndefined();
  });

  it('asks Greece as EL', async () => {
    handler = json({ isValid: true, userError: 'VALID', name: 'ACME AE' });
    await createViesVatLookup({ baseUrl }).lookup({ number: '094259216', countryCode: 'GR' });
    expect(requests.at(-1)).toBe('/rest-api/ms/EL/vat/094259216');
  });

  it('falls back to the offline check when VIES is too slow', async () => {
    handler = (_request, response) => {
      // Never answers in the test's lifetime: only the lookup's own timeout can end the wait.
      setTimeout(() => json({ isValid: false, userError: 'INVALID' })(_request, response), 600_000);
    };
    const result = await createViesVatLookup({ baseUrl, timeoutMs: 200 }).lookup({ number: 'PT501964843' });
    expect(result).toMatchObject({ valid: true, format_valid: true, source: 'offline' });
  });

  it.each([
    ['a member state down', json({ isValid: false, userError: 'MS_UNAVAILABLE' })],
    ['a server error', json({ error: 'boom' }, 500)],
    ['an unreadable answer', (_: IncomingMessage, response: ServerResponse) => response.end('<html>')],
  ])('falls back to the offline check on %s', async (_case, answer) => {
    handler = answer;
    const result = await createViesVatLookup({ baseUrl }).lookup({ number: 'PT501964843' });
    expect(result).toMatchObject({ valid: true, source: 'offline' });
  });

  it('falls back when nothing listens', async () => {
    const result = await createViesVatLookup({ baseUrl: 'http://127.0.0.1:9/rest-api' }).lookup({
      number: 'PT501964843',
    });
    expect(result.source).toBe('offline');
  });

  it('does not ask VIES about malformed or non-EU numbers', async () => {
    const before = requests.length;
    const lookup = createViesVatLookup({ baseUrl });
    expect(await lookup.lookup({ number: 'PT12' })).toMatchObject({ format_valid: false, source: 'offline' });
    expect(await lookup.lookup({ number: '123456789', countryCode: 'US' })).toMatchObject({
      source: 'offline',
    });
    expect(requests.length).toBe(before);
  });

  it('stays offline unless VAT_LOOKUP is vies', async () => {
    const before = requests.length;
    const result = await createVatLookup('offline').lookup({ number: 'PT501964843' });
    expect(result).toMatchObject({ valid: true, source: 'offline' });
    expect(requests.length).toBe(before);
  });
});
