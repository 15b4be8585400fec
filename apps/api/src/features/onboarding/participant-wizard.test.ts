import { EU_COUNTRY_CODES, EU_COUNTRY_IDS, ROLES } from '@acorn/contracts';
import { companyProfiles, countries, userOperatingCountries, userServices, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParticipant } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  getMe,
  participantStep1,
  participantStep2,
  portugueseVat,
  postJson,
  type ReferenceIds,
  referenceIds,
  withWrongCheckDigit,
} from './onboarding.fixtures';

let t: TestApp;
let ids: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp();
  ids = await referenceIds(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string | undefined, payload: unknown) =>
  postJson(t.app, url, token, payload);

/** The account, with its company profile (null until a step saved one). */
async function userRow(token: string) {
  const me = await getMe(t.app, token);
  const [row] = await t.database.db
    .select({ user: users, company: companyProfiles })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(eq(users.id, me.id));
  if (!row) throw new Error('no user');
  return { ...row.user, company: row.company };
}

async function setStep(token: string, step: number) {
  const me = await getMe(t.app, token);
  await t.database.db.update(users).set({ step }).where(eq(users.id, me.id));
}

/** A participant who has saved step 1 (now at step 2). */
async function participantAtStep2() {
  const { token } = await registerParticipant(t.app);
  const res = await post('/api/adduserinfo', token, participantStep1(ids));
  expect(res.statusCode).toBe(200);
  return token;
}

describe('the contracts’ EU list', () => {
  it('is the countries table’s UE flag, so forms and server agree', async () => {
    const eu = await t.database.db
      .select({ id: countries.id, code: countries.code })
      .from(countries)
      .where(eq(countries.is_eu, true));
    expect(eu.map((c) => c.id).sort((a, b) => a - b)).toEqual([...EU_COUNTRY_IDS].sort((a, b) => a - b));
    expect(eu.map((c) => c.code).sort()).toEqual([...EU_COUNTRY_CODES].sort());
  });
});

describe('GET /api/me', () => {
  it('carries the wizard fields, empty for a new participant, in at most four queries', async () => {
    const { token } = await registerParticipant(t.app);
    const client = (
      t.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }
    ).session.client;
    const query = client.query;
    let queries = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      queries += 1;
      return query.apply(this, args);
    };
    let me: Record<string, unknown>;
    try {
      me = await getMe(t.app, token);
    } finally {
      client.query = query;
    }
    // One more for the session lookup that authenticates the request.
    expect(queries).toBeGreaterThanOrEqual(4);
    expect(queries).toBeLessThanOrEqual(5);
    expect(me).toMatchObject({
      user_services: [],
      user_country_of_operations: [],
      company_legal_name: null,
      vatnumber: null,
      address1: null,
      postal_code: null,
      country: null,
      linkedin: null,
      photo: null,
      cv: null,
    });
    expect(me).not.toHaveProperty('payment_account_iban');
  });
});

describe('POST /api/adduserinfo (participant step 1)', () => {
  it('saves the company and contact details and moves the wizard to step 2', async () => {
    const { token } = await registerParticipant(t.app);
    const res = await post('/api/adduserinfo', token, participantStep1(ids));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe('Changes updated successfully');
    expect(body.data).toMatchObject({
      step: 2,
      is_seller: true,
      company_name: 'Quinta Nova',
      name: 'Marta Sousa',
      job_function: 'General Management',
      phone_number: '+351 912 345 678',
      company_sector: { id: ids.sectors[0]?.id },
    });
    expect(body.data.user_services.map((s: { id: number }) => s.id).sort()).toEqual(
      ids.services
        .slice(0, 2)
        .map((s) => s.id)
        .sort(),
    );
    expect(body.data.user_country_of_operations).toEqual([
      { id: ids.countries.portugal, name: 'Portugal' },
      { id: ids.countries.spain, name: 'Spain' },
    ]);
    const row = await userRow(token);
    expect(row.voucher_code).toBe('WELCOME10');
  });

  it('replaces services and countries on a second save, and clears services when not a seller', async () => {
    const { token } = await registerParticipant(t.app);
    await post('/api/adduserinfo', token, participantStep1(ids));
    const res = await post(
      '/api/adduserinfo',
      token,
      participantStep1(ids, {
        is_seller: 0,
        services: [ids.services[2]?.id],
        country_of_operation: [String(ids.countries.france)],
        company_sector: ids.sectors[1]?.id,
      }),
    );
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me.is_seller).toBe(false);
    expect(me.company_sector.id).toBe(ids.sectors[1]?.id);
    const db = t.database.db;
    expect(await db.select().from(userServices).where(eq(userServices.user_id, me.id))).toEqual([]);
    expect(
      await db
        .select({ id: userOperatingCountries.country_id })
        .from(userOperatingCountries)
        .where(eq(userOperatingCountries.user_id, me.id)),
    ).toEqual([{ id: ids.countries.france }]);
  });

  it('names countries and services in the language asked for', async () => {
    const { token } = await registerParticipant(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/adduserinfo',
      payload: participantStep1(ids),
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
    });
    expect(res.json().data.user_country_of_operations[1]).toEqual({
      id: ids.countries.spain,
      name: 'España',
    });
  });

  it.each([
    [{ is_seller: true, services: [] }, 'services', 'This field is required'],
    [{ company_name: '  ' }, 'company_name', 'This field is required'],
    [{ company_sector: null }, 'company_sector', 'This field is required'],
    [{ country_of_operation: [] }, 'country_of_operation', 'This field is required'],
    [{ first_name: '' }, 'first_name', 'This field is required'],
    [{ job_function: undefined }, 'job_function', 'This field is required'],
    [{ phone: '' }, 'phone', 'This field is required'],
    [{ phone: ' + ' }, 'phone', 'This field is required'],
    [{ company_name: 'x'.repeat(256) }, 'company_name', 'Max length allowed: 255'],
  ])('refuses %j with the spec message on %s', async (override, field, message) => {
    const { token } = await registerParticipant(t.app);
    const res = await post('/api/adduserinfo', token, participantStep1(ids, override));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect((await getMe(t.app, token)).step).toBe(1);
  });

  it('accepts a non-seller without services and a voucherless save', async () => {
    const { token } = await registerParticipant(t.app);
    const { services: _services, code: _code, ...rest } = participantStep1(ids, { is_seller: '0' });
    const res = await post('/api/adduserinfo', token, rest);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user_services).toEqual([]);
  });

  it.each([
    [{ company_sector: 999_999 }, 'company_sector'],
    [{ services: [999_999] }, 'services'],
    [{ country_of_operation: [{ id: 9 }] }, 'country_of_operation'],
  ])('refuses rows that do not exist: %j', async (override, field) => {
    const { token } = await registerParticipant(t.app);
    const res = await post('/api/adduserinfo', token, participantStep1(ids, override));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual(['The selected option is not available']);
    expect((await getMe(t.app, token)).step).toBe(1);
  });

  it('drops fields a client may not set (step, role, status, payment status)', async () => {
    const { token } = await registerParticipant(t.app);
    const res = await post(
      '/api/adduserinfo',
      token,
      participantStep1(ids, {
        step: 4,
        cb_roles_id: 3,
        status: 1,
        payment_status: 'Paid',
        vatnumber: 'PT501964843',
        id: 1,
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await userRow(token);
    expect(row).toMatchObject({ step: 2, cb_roles_id: 1, status: 0, payment_status: null });
    expect(row.company?.vatnumber).toBeNull();
  });

  it('answers 401 without a session and 403 to an advisor', async () => {
    expect((await post('/api/adduserinfo', undefined, participantStep1(ids))).statusCode).toBe(401);
    const advisor = await createUser({ db: t.database.db, cb_roles_id: ROLES.advisor, step: 1 });
    const res = await post('/api/adduserinfo', advisor.token, participantStep1(ids));
    expect(res.statusCode).toBe(403);
  });

  it('keeps a later step when step 1 is saved again', async () => {
    const { token } = await registerParticipant(t.app);
    await setStep(token, 3);
    const res = await post('/api/adduserinfo', token, participantStep1(ids));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.step).toBe(3);
  });

  it('closes the wizard to a registered participant', async () => {
    const { token } = await registerParticipant(t.app);
    await setStep(token, 4);
    const res = await post('/api/adduserinfo', token, participantStep1(ids, { company_name: 'Changed' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('registration_complete');
    expect((await userRow(token)).company).toBeNull();
    expect((await post('/api/adduseraddress', token, participantStep2(ids))).statusCode).toBe(403);
  });
});

describe('POST /api/adduseraddress (participant step 2)', () => {
  it('saves the address and normalized VAT number and moves to step 3', async () => {
    const token = await participantAtStep2();
    const vat = portugueseVat();
    const spaced = `${vat.slice(0, 3)} ${vat.slice(3, 6)} ${vat.slice(6)}`;
    const res = await post('/api/adduseraddress', token, participantStep2(ids, { vatnumber: spaced }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 'Changes updated successfully',
      data: {
        step: 3,
        company_legal_name: 'Quinta Nova, Lda.',
        vatnumber: `PT${vat}`,
        address1: 'Rua das Flores 12',
        address2: null,
        postal_code: '4050-262',
        state: 'Porto',
        city: 'Porto',
        country: {
          id: ids.countries.portugal,
          name: 'Portugal',
          code: 'PT',
          UE: true,
          status: 1,
          calling_code: '351',
        },
      },
    });
    expect(res.json().data).not.toHaveProperty('payment_account_iban');
  });

  it('needs step 1 first', async () => {
    const { token } = await registerParticipant(t.app);
    const res = await post('/api/adduseraddress', token, participantStep2(ids));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('previous_step_required');
  });

  it('keeps step 3 when saved again, and lets the VAT number stay the user’s own', async () => {
    const token = await participantAtStep2();
    const payload = participantStep2(ids);
    expect((await post('/api/adduseraddress', token, payload)).statusCode).toBe(200);
    const again = await post('/api/adduseraddress', token, { ...payload, city: 'Braga' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ step: 3, city: 'Braga' });
  });

  it.each([
    ['portugal', '1000-001', 200],
    ['portugal', '1000001', 422],
    ['portugal', '1000-01', 422],
    ['portugal', 'ABCD-EFG', 422],
    ['spain', '28001', 200],
    ['spain', '52001', 200],
    ['spain', '01001', 200],
    ['spain', '00123', 422],
    ['spain', '53001', 422],
    ['spain', '2800', 422],
    ['spain', '28001-1', 422],
    ['france', '75008', 200],
    ['unitedStates', 'NY 10001', 200],
  ] as const)('postal code in %s: %s -> %i', async (country, postalCode, status) => {
    const token = await participantAtStep2();
    const vatnumber =
      country === 'spain' ? undefined : country === 'france' ? 'FR40303265045' : portugueseVat();
    const payload = participantStep2(ids, {
      country: ids.countries[country],
      postal_code: postalCode,
      ...(country === 'spain' ? { vatnumber: '' } : { vatnumber }),
    });
    const res = await post('/api/adduseraddress', token, payload);
    if (country === 'spain') {
      // Spain needs a VAT number too; the postal code is judged either way.
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.vatnumber).toEqual(['This field is required']);
      if (status === 200) expect(res.json().errors.postal_code).toBeUndefined();
      else expect(res.json().errors.postal_code).toEqual(['invalid postal code format']);
      return;
    }
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().errors.postal_code).toEqual(['invalid postal code format']);
  });

  it('accepts a Spanish company with a valid postal code and VAT number', async () => {
    const token = await participantAtStep2();
    const res = await post(
      '/api/adduseraddress',
      token,
      participantStep2(ids, { country: ids.countries.spain, postal_code: '41001', vatnumber: 'B12345674' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vatnumber).toBe('ESB12345674');
  });

  it('requires the postal code everywhere', async () => {
    const token = await participantAtStep2();
    const res = await post(
      '/api/adduseraddress',
      token,
      participantStep2(ids, { country: ids.countries.unitedStates, postal_code: '', vatnumber: '' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.postal_code).toEqual(['This field is required']);
  });

  it('requires the VAT number for EU members only', async () => {
    const token = await participantAtStep2();
    const eu = await post('/api/adduseraddress', token, participantStep2(ids, { vatnumber: '' }));
    expect(eu.statusCode).toBe(422);
    expect(eu.json().errors.vatnumber).toEqual(['This field is required']);
    const cyprus = await post(
      '/api/adduseraddress',
      token,
      participantStep2(ids, { country: ids.countries.cyprus, postal_code: '1010', vatnumber: null }),
    );
    expect(cyprus.statusCode).toBe(200);
    expect(cyprus.json().data.vatnumber).toBeNull();
    const us = await post(
      '/api/adduseraddress',
      token,
      participantStep2(ids, {
        country: ids.countries.unitedStates,
        postal_code: '10001',
        vatnumber: undefined,
      }),
    );
    expect(us.statusCode).toBe(200);
  });

  it.each([['required fields', { company_legal_name: '', address1: '', city: '', country: null }]])(
    'refuses missing %s',
    async (_case, override) => {
      const token = await participantAtStep2();
      const res = await post('/api/adduseraddress', token, participantStep2(ids, override));
      expect(res.statusCode).toBe(422);
      for (const field of Object.keys(override)) {
        expect(res.json().errors[field]).toEqual(['This field is required']);
      }
    },
  );

  it('refuses a VAT number with wrong check digits', async () => {
    const token = await participantAtStep2();
    const res = await post(
      '/api/adduseraddress',
      token,
      participantStep2(ids, { vatnumber: withWrongCheckDigit(portugueseVat()) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'vat_invalid',
      error: 'Vat Number is not valid',
      errors: { vatnumber: ['Vat Number is not valid'] },
    });
    expect((await getMe(t.app, token)).step).toBe(2);
  });

  it('refuses a VAT number another user has, however it is written', async () => {
    const vat = portugueseVat();
    const first = await participantAtStep2();
    expect(
      (await post('/api/adduseraddress', first, participantStep2(ids, { vatnumber: vat }))).statusCode,
    ).toBe(200);
    const second = await participantAtStep2();
    const res = await post(
      '/api/adduseraddress',
      second,
      participantStep2(ids, { vatnumber: `pt ${vat.slice(0, 4)}.${vat.slice(4)}` }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'vat_taken', error: 'Vat number already exist' });
  });

  it('lets only one of two simultaneous saves of the same VAT number through', async () => {
    const vat = portugueseVat();
    const [a, b] = [await participantAtStep2(), await participantAtStep2()];
    const statuses = (
      await Promise.all([
        post('/api/adduseraddress', a, participantStep2(ids, { vatnumber: vat })),
        post('/api/adduseraddress', b, participantStep2(ids, { vatnumber: vat })),
      ])
    )
      .map((res) => res.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('answers 403 to an advisor', async () => {
    const advisor = await createUser({ db: t.database.db, cb_roles_id: ROLES.advisor, step: 2 });
    expect((await post('/api/adduseraddress', advisor.token, participantStep2(ids))).statusCode).toBe(403);
  });
});
