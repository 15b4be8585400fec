import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from './features/files/files.fixtures';
import { bearer, STRONG_PASSWORD, uniqueEmail } from './test/accounts';
import { createUser } from './test/factories/accounts';
import { createAdvisorWithParticipants } from './test/factories/admin';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Every route of the OpenAPI document, walked with values PostgreSQL refuses: a NUL byte in any
 * text, and integers beyond its integer columns (2^31 - 1). The schemas must turn them away as
 * 400 (path, query) or 422 (body) in the error format; none may reach the database and answer 500.
 */

const INT4_MAX = 2_147_483_647;
const NUL_TEXT = 'x\u0000y';
const TOO_BIG = INT4_MAX + 1;
const PATH_VALUES = ['9999999999', '99999999999', '-1', 'a\u0000b', String(INT4_MAX)];
const QUERY_VALUES = [NUL_TEXT, String(TOO_BIG), String(INT4_MAX)];
/** Bodies that are valid JSON but not an object: each schema's checks must not run on them. */
const WHOLE_BODIES = ['null', '[]', '"text"', '42', 'true'];
/** The largest integer column value is a valid id or filter: it only must not overflow a smaller column. */
const mayPass = (value: unknown, text = false) =>
  value === INT4_MAX || value === String(INT4_MAX) || (text && value === String(TOO_BIG));

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}
type Part = 'params' | 'querystring' | 'body';
interface Probe {
  method: string;
  url: string;
  part: Part;
  payload?: unknown;
  /** A JSON text sent as the whole body, as it is. */
  rawBody?: string;
  /** A value the schema may accept (2^31 - 1, a number as a search text): only a 5xx is wrong. */
  mayPass?: boolean;
}

let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };
let callers: { name: string; token?: string }[];
/** Values that make a request valid apart from the one bad field, so it gets as far as it can. */
let known: {
  advisorId: number;
  participantId: number;
  countryId: number;
  sectorId: number;
  serviceId: number;
  revenue: string;
  companySize: string;
  degreeType: string;
  fieldOfStudy: string;
};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ANONYMOUS: '100000', RATE_LIMIT_SIGNED_IN: '100000' } });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const db = t.database.db;
  const { advisor, participants } = await createAdvisorWithParticipants({
    db: db,
    companies: ['Quinta Bad Input'],
  });
  const participant = participants[0];
  if (!participant) throw new Error('no participant');
  callers = [
    { name: 'participant', token: participant.token },
    { name: 'participant in the wizard', token: (await createUser({ db: db, step: 2 })).token },
    { name: 'advisor', token: advisor.token },
    { name: 'advisor in the wizard', token: (await createUser({ db: db, cb_roles_id: 2, step: 3 })).token },
    { name: 'operator', token: (await createUser({ db: db, cb_roles_id: 3 })).token },
  ];
  const first = async <T>(url: string, pick: (items: T[]) => T | undefined) => {
    const item = pick((await t.app.inject({ method: 'GET', url })).json().data);
    if (item === undefined) throw new Error(`nothing in ${url}`);
    return item;
  };
  known = {
    advisorId: advisor.id,
    participantId: participant.id,
    countryId: (
      await first<{ id: number; UE: boolean }>('/api/countries', (items) => items.find((c) => !c.UE))
    ).id,
    sectorId: (await first<{ id: number }>('/api/sectors', (items) => items[0])).id,
    serviceId: (await first<{ id: number }>('/api/services', (items) => items[0])).id,
    revenue: (await first<{ key: string }>('/api/options/revenue', (items) => items[0])).key,
    companySize: (await first<{ key: string }>('/api/options/company-size', (items) => items[0])).key,
    degreeType: (await first<{ key: string }>('/api/options/degree-types', (items) => items[0])).key,
    fieldOfStudy: (await first<{ key: string }>('/api/options/fields-of-study', (items) => items[0])).key,
  };
});
afterAll(async () => {
  await t.close();
});

const alternatives = (schema: Schema): Schema[] => {
  const options = schema.anyOf ?? schema.oneOf;
  return options ? options.flatMap(alternatives) : [schema];
};

function sampleNumber(name: string, schema: Schema): number {
  const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
  if (name === 'month') return lastMonth.getUTCMonth() + 1;
  if (name === 'year') return lastMonth.getUTCFullYear();
  if (/sector|expertise/.test(name)) return known.sectorId;
  if (/service/.test(name)) return known.serviceId;
  if (/countr/.test(name)) return known.countryId;
  if (/participant/.test(name)) return known.participantId;
  return Math.max(1, schema.minimum ?? 1);
}

const SAMPLE_TEXTS: [RegExp, () => string][] = [
  [/email/, () => uniqueEmail('bad-input')],
  [/password/, () => STRONG_PASSWORD],
  [/linkedin/, () => 'https://www.linkedin.com/in/acorn'],
  [/facebook/, () => 'https://www.facebook.com/acorn'],
  [/twitter|instagram|youtube|website|^value$/, () => 'https://acorn-example.com'],
  [/phone/, () => '+351912345678'],
  [/postal_code/, () => '1000-001'],
  [/iban/, () => 'PT50000201231234567890154'],
  [/swift/, () => 'BCOMPTPL'],
  [/vatnumber|^number$/, () => 'PT501964843'],
  [/turnover/, () => known.revenue],
  [/emplyees/, () => known.companySize],
  [/type_of_degree/, () => known.degreeType],
  [/field_of_study/, () => known.fieldOfStudy],
  [/^code$/, () => '123456'],
  [/provider$/, () => 'google'],
  [/country_code/, () => '+351'],
  [/deadline|_date$|^date_of_/, () => '2099-12-31'],
];

/** A plausible value for a field, so that the other fields of a request pass. */
function sample(name: string, schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  // Files are optional everywhere; a made-up id would only be refused as unknown.
  if (schema.nullable && /photo|cv|logo|file|brochure|image/.test(name)) return null;
  const [option] = alternatives(schema);
  if (!option) return null;
  switch (option.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(option.properties ?? {}).map(([key, field]) => [key, sample(key, field)]),
      );
    case 'array':
      if (/file/.test(name)) return [];
      return option.items ? [sample(name, option.items)] : [];
    case 'integer':
    case 'number':
      return sampleNumber(name, option);
    case 'boolean':
      return true;
    default:
      return SAMPLE_TEXTS.find(([pattern]) => pattern.test(name))?.[1]() ?? 'Acorn test';
  }
}

type Path = (string | number)[];

/** Every place in a body where a text or an integer goes, as a path into the sample. */
function fields(schema: Schema, path: Path = []): { path: Path; value: unknown }[] {
  return alternatives(schema).flatMap((option) => {
    switch (option.type) {
      case 'string':
        return [{ path, value: NUL_TEXT }];
      case 'integer':
        return [TOO_BIG, INT4_MAX].map((value) => ({ path, value }));
      case 'object':
        return Object.entries(option.properties ?? {}).flatMap(([key, field]) =>
          fields(field, [...path, key]),
        );
      case 'array':
        return option.items ? fields(option.items, [...path, 0]) : [];
      default:
        return [];
    }
  });
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (typeof key === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[key] = withValue(list[key], rest, value);
    return list;
  }
  const object = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  return { ...object, [key]: withValue((object as Record<string, unknown>)[key], rest, value) };
}

const query = (values: Record<string, string>) => {
  const text = new URLSearchParams(values).toString();
  return text ? `?${text}` : '';
};

/** The requests for one operation: each path parameter, query parameter and body field made bad. */
function probes(path: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const basePath: Record<string, string> = {
    id: String(known.advisorId),
    participantId: String(known.participantId),
    slug: 'privacy-policy',
    list: 'company-size',
    // A choice in the path (a content type, a credential's kind): the first its schema names.
    ...Object.fromEntries(
      pathParams.flatMap((parameter) =>
        parameter.schema.enum ? [[parameter.name, String(parameter.schema.enum[0])]] : [],
      ),
    ),
  };
  const urlWith = (overrides: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      encodeURIComponent(overrides[name] ?? basePath[name] ?? '1'),
    );
  const requiredQuery = Object.fromEntries(
    queryParams
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, String(sample(parameter.name, parameter.schema))]),
  );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const base = bodySchema ? sample('body', bodySchema) : undefined;
  const list: Probe[] = [];
  for (const parameter of pathParams) {
    for (const value of PATH_VALUES) {
      const url = urlWith({ [parameter.name]: value }) + query(requiredQuery);
      list.push({ method, part: 'params', url, payload: base, mayPass: mayPass(value) });
    }
  }
  for (const parameter of queryParams) {
    const text = !alternatives(parameter.schema).some((option) => option.type === 'integer');
    for (const value of QUERY_VALUES) {
      list.push({
        method,
        part: 'querystring',
        url: urlWith({}) + query({ ...requiredQuery, [parameter.name]: value }),
        payload: base,
        mayPass: mayPass(value, text),
      });
    }
  }
  if (bodySchema) {
    for (const field of fields(bodySchema)) {
      list.push({
        method,
        part: 'body',
        url: urlWith({}) + query(requiredQuery),
        payload: withValue(base, field.path, field.value),
        mayPass: mayPass(field.value),
      });
    }
    for (const rawBody of WHOLE_BODIES) {
      list.push({ method, part: 'body', url: urlWith({}) + query(requiredQuery), rawBody });
    }
  }
  return list;
}

describe('values the database refuses', () => {
  it('answers no route of the OpenAPI document with a 5xx, and refuses them in the error format', async () => {
    const failures: string[] = [];
    let requests = 0;
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const who = operation.security ? callers : [{ name: 'anonymous' }];
        for (const probe of probes(path, method.toUpperCase(), operation)) {
          for (const caller of who) {
            requests++;
            const res = await t.app.inject({
              method: probe.method as 'GET',
              url: probe.url,
              headers: {
                ...(caller.token ? bearer(caller.token) : {}),
                ...(probe.rawBody === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
              ...(probe.rawBody === undefined ? {} : { payload: probe.rawBody }),
            });
            const code = res.headers['content-type']?.toString().includes('json')
              ? res.json().code
              : undefined;
            const expected = probe.part === 'body' ? 422 : 400;
            const wrong =
              res.statusCode >= 500 ||
              (!probe.mayPass && res.statusCode < 400) ||
              // The development mailbox outside /api answers pages, not the API's error format.
              (res.statusCode >= 400 && path.startsWith('/api/') && typeof code !== 'string') ||
              (code === 'validation_failed' && res.statusCode !== expected);
            if (wrong) {
              const body = ` ${probe.rawBody ?? (probe.payload === undefined ? '' : JSON.stringify(probe.payload))}`;
              failures.push(`${res.statusCode} ${probe.method} ${probe.url} as ${caller.name}${body}`);
            }
          }
        }
      }
    }
    console.info(`bad input: ${requests} requests over ${operations} operations`);
    expect(failures).toEqual([]);
  }, 300_000);

  it('bounds every integer a request may carry by the largest integer column value', async () => {
    const unbounded: string[] = [];
    const check = (schema: Schema, where: string) => {
      for (const option of alternatives(schema)) {
        if (option.type === 'integer' && !(option.maximum !== undefined && option.maximum <= INT4_MAX)) {
          unbounded.push(where);
        }
        for (const [key, field] of Object.entries(option.properties ?? {})) check(field, `${where}.${key}`);
        if (option.items) check(option.items, `${where}[]`);
      }
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          check(parameter.schema, `${where} ${parameter.name}`);
        const body = operation.requestBody?.content['application/json']?.schema;
        if (body) check(body, `${where} body`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('refuses a NUL byte in the fields of an upload, and drops it from the file name', async () => {
    const [participant] = callers;
    const upload = async (purpose: string) => {
      const body = multipartBody([
        { name: 'purpose', value: purpose },
        { name: 'file', filename: `${NUL_TEXT}.png`, contentType: 'image/png', data: await pngImage() },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: body.payload,
        headers: { ...bearer(participant?.token ?? ''), 'content-type': body.contentType },
      });
    };
    const refused = await upload(NUL_TEXT);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      errors: { purpose: [expect.any(String)] },
    });
    const stored = await upload('image');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().name).toBe('xy.png');
  });
});

describe('addresses the router refuses', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  };

  it('answers a path parameter over the length limit with 414 in the error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/pages/${'9'.repeat(201)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: 'The address is too long',
      message: 'The address is too long',
      code: 'uri_too_long',
      requestId: res.headers['x-request-id'],
    });
    expectSecurityHeaders(res.headers);
  });

  it('answers a malformed percent-encoding with 400 in the error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', requestId: res.headers['x-request-id'] });
    expectSecurityHeaders(res.headers);
  });
});
