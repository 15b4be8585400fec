import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, pngImage } from '../files/files.fixtures';
import { type ReferenceIds, referenceIds } from '../onboarding/onboarding.fixtures';

let t: TestApp;
let ids: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp();
  ids = await referenceIds(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const uploadRequest = (token: string, data: Buffer) => {
  const body = multipartBody([{ name: 'file', filename: 'logo.png', contentType: 'image/png', data }]);
  return { headers: { ...bearer(token), 'content-type': body.contentType }, payload: body.payload };
};
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const profileOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).json();

const mainForm = (overrides: Record<string, unknown> = {}) => ({
  user_id: 999,
  is_seller: 1,
  pomservicesseller: 0,
  services: ids.services.slice(0, 2).map((s) => ({ id: s.id, service_name: s.name })),
  expertises: [{ id: ids.sectors[0]!.id, name: ids.sectors[0]!.name }],
  name: 'Inês Duarte',
  email: 'ines@quinta.example',
  job_function: 'General Management',
  country_code: '+351',
  phone: '+351 912 345 678',
  personal_linkedin: 'https://www.linkedin.com/in/ines-duarte',
  personal_facebook: 'https://fb.com/ines',
  personal_online_presence: [
    { level: 'Blog', value: 'https://ines.example.pt' },
    { level: '', value: '' },
  ],
  ...overrides,
});

const companyForm = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Quinta Azul',
  company_email: 'geral@quinta-azul.example',
  company_phone: '+351 212 000 000',
  company_sector: { id: ids.sectors[0]!.id, name: ids.sectors[0]!.name },
  vatnumber: 'PT999999990',
  company_legal_name: 'Quinta Azul, Lda.',
  last_year_turnover: '2-10',
  no_of_emplyees: '11-50',
  country_of_operation: [{ id: ids.countries.portugal }, { id: ids.countries.spain }],
  address1: 'Rua das Flores 10',
  postal_code: '1200-195',
  city: 'Lisboa',
  country: { id: ids.countries.portugal },
  website: 'https://quinta-azul.example.pt',
  online_presence: [{ level: '', value: '' }],
  ...overrides,
});

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  headline: 'Organic wines from the Tejo valley',
  about_company: 'Family estate since 1921.',
  contact_name: 'Rui Costa',
  contact_email: 'rui@quinta-azul.example',
  contact_phone: '+351 934 000 000',
  contact_job_function: 'Sales',
  contact_another_information: [
    {
      another_name: 'Ana Lima',
      another_job_function: 'Marketing',
      another_email: 'ana@quinta-azul.example',
      another_phone: '+351 911 111 111',
    },
  ],
  company_email_share_status: true,
  ...overrides,
});

describe('main profile form', () => {
  it('saves the seller, services, sectors and contact, keeping the sign-in e-mail', async () => {
    const user = await createUser({ db: t.database.db });
    const res = await post(user.token, '/api/updateMainProfile', {
      ...mainForm(),
      cb_roles_id: 3,
      step: 1,
      email_verified: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe('Changes updated successfully');
    const profile = await profileOf(user.token);
    expect(profile).toMatchObject({
      cb_roles_id: 1,
      email: user.email,
      personal_email: 'ines@quinta.example',
      is_seller: true,
      name: 'Inês Duarte',
      phone: '+351 912 345 678',
      personal_online_presence: [{ level: 'Blog', value: 'https://ines.example.pt' }],
    });
    expect(profile.services.map((s: { id: number }) => s.id)).toEqual(
      ids.services.slice(0, 2).map((s) => s.id),
    );
    expect(profile.expertises).toEqual([{ id: ids.sectors[0]!.id, name: expect.any(String) }]);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.token) })).json();
    expect(me).toMatchObject({ cb_roles_id: 1, step: 4 });
  });

  it('applies the spec rules', async () => {
    const user = await createUser({ db: t.database.db });
    const errorsFor = async (overrides: Record<string, unknown>) =>
      (await post(user.token, '/api/updateMainProfile', mainForm(overrides))).json().errors;
    expect((await errorsFor({ services: [] })).services).toEqual(['This field is required']);
    expect((await errorsFor({ personal_linkedin: 'https://example.com/in/x' })).personal_linkedin).toEqual([
      'Invalid linkedin url',
    ]);
    expect((await errorsFor({ personal_facebook: 'https://face.book.example/x' })).personal_facebook).toEqual(
      ['Invalid facebook url'],
    );
    expect((await errorsFor({ phone: '+' })).phone).toEqual(['This field is required']);
    expect((await errorsFor({ email: 'nope' })).email).toEqual(['email is not valid']);
    expect((await errorsFor({ personal_website: 'ftp://site.example' })).personal_website).toEqual([
      'Invalid url',
    ]);
    const notSeller = await post(
      user.token,
      '/api/updateMainProfile',
      mainForm({ is_seller: 0, services: [] }),
    );
    expect(notSeller.statusCode).toBe(200);
    expect((await profileOf(user.token)).services).toEqual([]);
  });
});

describe('company information (part 2)', () => {
  it('saves every field, keeps the VAT number read-only, and uploads and removes the logo', async () => {
    const user = await createUser({ db: t.database.db, profile: { vatnumber: 'PT501964843' } });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      ...uploadRequest(user.token, await pngImage()),
    });
    expect(upload.statusCode).toBe(200);
    const res = await post(
      user.token,
      '/api/updateCompanyInformation',
      companyForm({ company_logo: upload.json().id }),
    );
    expect(res.statusCode).toBe(200);
    const profile = res.json().data;
    expect(profile).toMatchObject({
      company_name: 'Quinta Azul',
      vatnumber: 'PT501964843',
      last_year_turnover: '2-10',
      no_of_emplyees: '11-50',
      postal_code: '1200-195',
      country: { id: ids.countries.portugal, UE: true },
      company_logo: { id: upload.json().id, url: expect.stringMatching(/^\/uploads\//) },
      online_presence: [],
    });
    expect(profile.countries_of_operation.map((c: { id: number }) => c.id).sort()).toEqual(
      [ids.countries.portugal, ids.countries.spain].sort(),
    );
    // The header's avatar reads the logo from the user's own detail.
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.token) })).json();
    expect((await me()).logo).toMatchObject({
      id: upload.json().id,
      variants: { thumb: expect.stringMatching(/-thumb\.webp$/) },
    });
    const removed = await post(user.token, '/api/updateCompanyInformation', companyForm({ remove_logo: 1 }));
    expect(removed.json().data.company_logo).toBeNull();
    expect((await me()).logo).toBeNull();
  });

  it('keeps a brochure and a financial report that members open from the public profile', async () => {
    const db = t.database.db;
    const company = await createUser({ db, profile: { vatnumber: 'PT503004642' } });
    const brochure = await createFile({ db, owner: company, original_name: 'brochure.pdf' });
    const report = await createFile({ db, owner: company, original_name: 'report-2025.pdf' });
    const saved = await post(
      company.token,
      '/api/updateCompanyInformation',
      companyForm({ brochure: brochure.id, financial_report: report.id }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      brochure: { id: brochure.id, name: 'brochure.pdf' },
      financial_report: { id: report.id, name: 'report-2025.pdf' },
    });
    // Another member reads them on the profile and may download them; a stranger's file is refused.
    const member = await createUser({ db });
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: `/api/companies/${company.id}`,
        headers: bearer(member.token),
      })
    ).json();
    expect(profile.brochure).toEqual({
      name: 'brochure.pdf',
      url: `/api/protected/files/${brochure.id}`,
      content_type: 'application/pdf',
    });
    await t.storage.put(brochure.storage_key, Buffer.from('%PDF-1.4\n%%EOF\n'), {
      visibility: 'private',
      contentType: 'application/pdf',
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/protected/files/${brochure.id}`,
      headers: bearer(member.token),
    });
    expect(download.statusCode).toBe(200);
    const elsewhere = await createFile({ db, original_name: 'not-mine.pdf' });
    const refused = await post(
      company.token,
      '/api/updateCompanyInformation',
      companyForm({ financial_report: elsewhere.id }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.financial_report).toBeDefined();
    const removed = await post(
      company.token,
      '/api/updateCompanyInformation',
      companyForm({ remove_brochure: 1 }),
    );
    expect(removed.json().data).toMatchObject({ brochure: null, financial_report: { id: report.id } });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/protected/files/${brochure.id}`,
      headers: bearer(member.token),
    });
    expect(after.statusCode).toBe(404);
  });

  it('checks required fields, postal codes and whose logo it is', async () => {
    const user = await createUser({ db: t.database.db });
    const missing = await post(user.token, '/api/updateCompanyInformation', {});
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining([
        'company_name',
        'company_email',
        'company_legal_name',
        'company_sector',
        'last_year_turnover',
        'no_of_emplyees',
        'country_of_operation',
        'address1',
        'city',
        'country',
        'postal_code',
      ]),
    );
    const badPostal = await post(
      user.token,
      '/api/updateCompanyInformation',
      companyForm({ postal_code: '1200195' }),
    );
    expect(badPostal.json().errors.postal_code).toEqual(['invalid postal code format']);
    const spain = await post(
      user.token,
      '/api/updateCompanyInformation',
      companyForm({ country: { id: ids.countries.spain }, postal_code: '00123' }),
    );
    expect(spain.json().errors.postal_code).toEqual(['invalid postal code format']);
    const othersLogo = await createFile({
      db: t.database.db,
      visibility: 'public',
      content_type: 'image/png',
    });
    const stolen = await post(
      user.token,
      '/api/updateCompanyInformation',
      companyForm({ company_logo: othersLogo.id }),
    );
    expect(stolen.statusCode).toBe(422);
  });
});

describe('contact information (part 3)', () => {
  it('saves headline, about, contacts and the sharing flags', async () => {
    const user = await createUser({ db: t.database.db });
    const res = await post(user.token, '/api/updateCompanyInformation2', contactForm());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      headline: 'Organic wines from the Tejo valley',
      contact_name: 'Rui Costa',
      company_email_share_status: true,
      company_phone_share_status: false,
      contact_another_information: [expect.objectContaining({ another_name: 'Ana Lima' })],
    });
    const alias = await post(user.token, '/api/updateCompanyInformation2', {
      ...contactForm(),
      headline: undefined,
      headlines: 'From the alias',
    });
    expect(alias.json().data.headline).toBe('From the alias');
  });

  it('limits the headline to 120 characters and checks each extra contact', async () => {
    const user = await createUser({ db: t.database.db });
    const long = await post(
      user.token,
      '/api/updateCompanyInformation2',
      contactForm({ headline: 'x'.repeat(121) }),
    );
    expect(long.json().errors.headline).toEqual(['Max length allowed: 120']);
    const extra = await post(
      user.token,
      '/api/updateCompanyInformation2',
      contactForm({
        contact_another_information: [
          { another_name: '', another_job_function: 'X', another_email: 'bad', another_phone: '1' },
        ],
      }),
    );
    expect(Object.keys(extra.json().errors).sort()).toEqual([
      'contact_another_information.0.another_email',
      'contact_another_information.0.another_name',
    ]);
  });
});

describe('advisor profile', () => {
  const advisorForm = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Rita Sousa',
    company_legal_name: 'Rita Sousa Consultoria Unipessoal, Lda.',
    job_function: 'Strategy advisor',
    email: 'rita@advisor.example',
    phone: '+351 960 000 000',
    linkedin: 'https://www.linkedin.com/in/rita-sousa',
    bio: 'Twenty years growing industrial companies.',
    company_sector: [{ id: ids.sectors[1]!.id }],
    services: ids.services.map((s) => ({ id: s.id })),
    vatnumber: 'ignored',
    payment_account_iban: 'PT50 0002 0123 1234 5678 9015 4',
    payment_account_swift: 'cgdiptpl',
    address1: 'Avenida da Liberdade 1',
    postal_code: '1250-096',
    city: 'Lisboa',
    country: { id: ids.countries.portugal },
    ...overrides,
  });

  it('saves the advisor profile with a valid IBAN and BIC', async () => {
    const advisor = await createUser({ db: t.database.db, cb_roles_id: 2 });
    const res = await post(
      advisor.token,
      '/api/updateSbaProfileInformation',
      advisorForm({ company_sector: { id: ids.sectors[1]!.id } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Rita Sousa',
      payment_account_iban: 'PT50000201231234567890154',
      payment_account_swift: 'CGDIPTPL',
      company_sector: { id: ids.sectors[1]!.id },
    });
    const bad = await post(
      advisor.token,
      '/api/updateSbaProfileInformation',
      advisorForm({
        company_sector: { id: ids.sectors[1]!.id },
        payment_account_iban: 'PT50 0000',
        payment_account_swift: '12',
      }),
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(['payment_account_iban', 'payment_account_swift']);
    const noLinkedin = await post(
      advisor.token,
      '/api/updateSbaProfileInformation',
      advisorForm({ linkedin: '' }),
    );
    expect(noLinkedin.json().errors.linkedin).toEqual(['This field is required']);
  });

  it('updates an advisor by id only for that advisor', async () => {
    const advisor = await createUser({ db: t.database.db, cb_roles_id: 2 });
    const other = await createUser({ db: t.database.db, cb_roles_id: 2 });
    const put = (token: string, id: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/advisors/${id}`, headers: bearer(token), payload });
    const ok = await put(advisor.token, advisor.id, { name: 'Rita S.' });
    expect(ok.json()).toEqual({ success: 'Great!', message: 'This information has been correctly submited' });
    expect((await put(advisor.token, other.id, { name: 'Hijack' })).statusCode).toBe(403);
    expect((await put(advisor.token, advisor.id, { name: '' })).json().errors.name).toEqual([
      'This field is required',
    ]);
  });
});

describe('who may use the profile forms', () => {
  it('keeps each user to their own profile and role', async () => {
    const participant = await createUser({ db: t.database.db });
    const advisor = await createUser({ db: t.database.db, cb_roles_id: 2 });
    const operator = await createUser({ db: t.database.db, cb_roles_id: 3 });
    expect((await post(advisor.token, '/api/updateMainProfile', mainForm())).statusCode).toBe(403);
    expect((await post(participant.token, '/api/updateSbaProfileInformation', {})).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(operator.token) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    await post(participant.token, '/api/updateMainProfile', mainForm({ name: 'Only Mine' }));
    expect((await profileOf(advisor.token)).name).not.toBe('Only Mine');
  });
});
