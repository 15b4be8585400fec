import { randomUUID } from 'node:crypto';
import {
  advisorParticipants,
  advisorProfiles,
  companyProfiles,
  credentials,
  expertises,
  userOperatingCountries,
  userServices,
  users,
} from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { createTestApp, type TestApp } from '../../test/test-app';
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

const profileOf = (token: string, id: number | string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/companies/${id}`,
    headers: { ...bearer(token), 'accept-language': language },
  });

/** A company that filled in every form, sharing its e-mail but not its phone or address. */
async function registeredCompany(share: { email?: boolean; phone?: boolean; address?: boolean } = {}) {
  const db = t.database.db;
  const folder = `quinta-azul-${randomUUID()}`;
  const logo = await createFile({
    db,
    visibility: 'public',
    content_type: 'image/png',
    original_name: 'logo.png',
    storage_key: `${folder}/logo.png`,
    variants: { thumb: `${folder}/logo-thumb.webp`, medium: `${folder}/logo-medium.webp` },
  });
  const company = await createUser({
    db,
    package_id: 3,
    profile: {
      company_name: 'Quinta Azul',
      headline: 'Organic wines from the Tejo valley',
      about_company: 'Family estate since 1921.',
      company_logo_file_id: logo.id,
      company_sector_id: ids.sectors[0]!.id,
      country_id: ids.countries.portugal,
      company_legal_name: 'Quinta Azul, Lda.',
      vatnumber: `PT${Math.floor(100_000_000 + Math.random() * 899_999_999)}`,
      personal_email: 'ines@quinta.example',
      phone_number: '+351 912 345 678',
      company_email: 'geral@quinta-azul.example',
      company_phone: '+351 212 000 000',
      address1: 'Rua das Flores 10',
      postal_code: '1200-195',
      city: 'Lisboa',
      website: 'https://quinta-azul.example.pt',
      linkedin: 'https://www.linkedin.com/company/quinta-azul',
      contact_name: 'Rui Costa',
      contact_email: 'rui@quinta-azul.example',
      contact_phone: '+351 934 000 000',
      contact_job_function: 'Sales',
      no_of_emplyees: '11-50',
      last_year_turnover: '2-10',
      is_seller: true,
      company_email_share_status: share.email ?? true,
      company_phone_share_status: share.phone ?? false,
      company_address_share_status: share.address ?? false,
    },
  });
  await db.insert(userServices).values({ user_id: company.id, service_id: ids.services[0]!.id });
  await db.insert(userOperatingCountries).values(
    [ids.countries.portugal, ids.countries.spain].map((country_id) => ({
      user_id: company.id,
      country_id,
    })),
  );
  return { company, logo };
}

describe('a company public profile (GET /api/companies/{id})', () => {
  it('shows members the company, what it does and where, and only the contact it shares', async () => {
    const { company } = await registeredCompany();
    const visitor = await createUser({ db: t.database.db });
    const res = await profileOf(visitor.token, company.id);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      id: company.id,
      name: 'Quinta Azul',
      headline: 'Organic wines from the Tejo valley',
      about: 'Family estate since 1921.',
      subscription: { id: 3 },
      is_seller: true,
      website: 'https://quinta-azul.example.pt',
      social: { linkedin: 'https://www.linkedin.com/company/quinta-azul', facebook: null },
      sector: { id: ids.sectors[0]!.id },
      country: { id: ids.countries.portugal, name: 'Portugal' },
      company_size: '11-50',
      revenue: '2-10',
      services: [{ id: ids.services[0]!.id, name: expect.any(String) }],
      contact: {
        name: 'Rui Costa',
        job_function: 'Sales',
        email: 'geral@quinta-azul.example',
        phone: null,
        address: null,
      },
      legal_name: 'Quinta Azul, Lda.',
      is_own: false,
    });
    // Shown 96 px across: the medium copy, sharp on a dense screen and not the whole original.
    expect(profile.logo).toMatch(/^\/uploads\/quinta-azul-[\w-]+\/logo-medium\.webp$/);
    expect(profile.countries_of_operation.map((c: { id: number }) => c.id).sort()).toEqual(
      [ids.countries.portugal, ids.countries.spain].sort(),
    );
    // Nothing private, whatever the field is called.
    const text = JSON.stringify(profile);
    for (const secret of ['ines@quinta.example', '912 345 678', 'PT', 'rui@quinta-azul.example', '934 000']) {
      if (secret === 'PT') expect(text).not.toMatch(/PT\d{9}/);
      else expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('password');
    expect(text).not.toContain(company.email);
  });

  it('gives the phone and the address once the company shares them, in the reader language', async () => {
    const { company } = await registeredCompany({ email: false, phone: true, address: true });
    const visitor = await createUser({ db: t.database.db });
    const profile = (await profileOf(visitor.token, company.id, 'es')).json();
    expect(profile.contact).toMatchObject({
      email: null,
      phone: '+351 212 000 000',
      address: 'Rua das Flores 10, 1200-195 Lisboa, Portugal',
    });
    const owner = (await profileOf(company.token, company.id)).json();
    expect(owner.is_own).toBe(true);
  });

  it('has no profile for an advisor, an operator, an unfinished or a deactivated company, or no one', async () => {
    const db = t.database.db;
    const visitor = await createUser({ db });
    const advisor = await createUser({ db, cb_roles_id: 2, profile: { company_name: 'Advice Lda' } });
    const unfinished = await createUser({ db, step: 2, profile: { company_name: 'Half way' } });
    const { company: deactivated } = await registeredCompany();
    await db.update(users).set({ status: 1 }).where(eq(users.id, deactivated.id));
    for (const id of [advisor.id, unfinished.id, deactivated.id, 2_000_000_000]) {
      const res = await profileOf(visitor.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('company_not_found');
    }
    for (const id of ['2147483648', 'abc', '1%00', '-1']) {
      expect((await profileOf(visitor.token, id)).statusCode).toBe(400);
    }
  });

  it('is for signed-in participants only', async () => {
    const { company } = await registeredCompany();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}` });
    expect(anonymous.statusCode).toBe(401);
    const advisor = await createUser({ db: t.database.db, cb_roles_id: 2 });
    expect((await profileOf(advisor.token, company.id)).statusCode).toBe(403);
  });

  it('leaves out a logo that is not a public image', async () => {
    const { company } = await registeredCompany();
    const privateFile = await createFile({ db: t.database.db, owner: company, visibility: 'private' });
    await t.database.db
      .update(companyProfiles)
      .set({ company_logo_file_id: privateFile.id })
      .where(eq(companyProfiles.user_id, company.id));
    const visitor = await createUser({ db: t.database.db });
    expect((await profileOf(visitor.token, company.id)).json().logo).toBeNull();
  });
});

describe('an advisor public profile (GET /api/advisors/{id})', () => {
  async function registeredAdvisor() {
    const db = t.database.db;
    const photo = await createFile({
      db,
      visibility: 'public',
      content_type: 'image/png',
      original_name: 'me.png',
    });
    const advisor = await createUser({
      db,
      cb_roles_id: 2,
      name: 'Marta Figueiredo',
      profile: {
        job_function: 'Export director',
        company_name: 'Figueiredo Advisory',
        bio: 'Twenty years opening Iberian food brands to Latin America.',
        photo_file_id: photo.id,
        personal_email: 'marta@advisory.example',
        phone_number: '+351 919 000 111',
        vatnumber: `PT${Math.floor(100_000_000 + Math.random() * 899_999_999)}`,
        linkedin: 'https://www.linkedin.com/in/marta',
        city: 'Porto',
        country_id: ids.countries.portugal,
        company_sector_id: ids.sectors[0]!.id,
      },
      secrets: { payment_account_iban: 'PT50000201231234567890154', payment_account_swift: 'CGDIPTPL' },
    });
    const cv = await createFile({ db, owner: advisor, original_name: 'marta-cv.pdf' });
    await db
      .update(advisorProfiles)
      .set({ cv_file_id: cv.id })
      .where(eq(advisorProfiles.user_id, advisor.id));
    await db.insert(userServices).values({ user_id: advisor.id, service_id: ids.services[0]!.id });
    return { advisor, cv };
  }
  const advisorOf = (token: string, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/advisors/${id}`, headers: bearer(token) });

  it('shows members who the advisor is and what they do, never their contact or bank details', async () => {
    const { advisor } = await registeredAdvisor();
    const visitor = await createUser({ db: t.database.db });
    const res = await advisorOf(visitor.token, advisor.id);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      id: advisor.id,
      name: 'Marta Figueiredo',
      job_function: 'Export director',
      company_name: 'Figueiredo Advisory',
      bio: 'Twenty years opening Iberian food brands to Latin America.',
      social: { linkedin: 'https://www.linkedin.com/in/marta' },
      country: { id: ids.countries.portugal },
      city: 'Porto',
      services: [{ id: ids.services[0]!.id }],
      cv: null,
      is_own: false,
    });
    expect(profile.photo).toMatch(/^\/uploads\//);
    const text = JSON.stringify(profile);
    for (const secret of ['marta@advisory.example', '919 000 111', 'PT5000', 'CGDIPTPL', advisor.email]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/PT\d{9}/);
  });

  it('offers the CV to the advisor and to the companies they work with', async () => {
    const db = t.database.db;
    const { advisor, cv } = await registeredAdvisor();
    const client = await createUser({ db });
    await db.insert(advisorParticipants).values({ advisor_id: advisor.id, participant_id: client.id });
    for (const token of [client.token, advisor.token]) {
      expect((await advisorOf(token, advisor.id)).json().cv).toEqual({
        name: 'marta-cv.pdf',
        url: `/api/protected/files/${cv.id}`,
      });
    }
    expect((await advisorOf(advisor.token, advisor.id)).json().is_own).toBe(true);
    // The download opens for them too, and not for another company.
    const download = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/protected/files/${cv.id}`, headers: bearer(token) });
    await t.storage.put(cv.storage_key, Buffer.from('%PDF-1.4\n%%EOF\n'), {
      visibility: 'private',
      contentType: 'application/pdf',
    });
    expect((await download(client.token)).statusCode).toBe(200);
    const stranger = await createUser({ db });
    expect((await download(stranger.token)).statusCode).toBe(404);
  });

  it('keeps a hidden identity from every answer a member reads, and shows the name again once it is off', async () => {
    const db = t.database.db;
    const { advisor, cv } = await registeredAdvisor();
    const client = await createUser({ db });
    const visitor = await createUser({ db });
    await db.insert(advisorParticipants).values({ advisor_id: advisor.id, participant_id: client.id });
    await t.storage.put(cv.storage_key, Buffer.from('%PDF-1.4\n%%EOF\n'), {
      visibility: 'private',
      contentType: 'application/pdf',
    });
    const certificate = await createFile({ db, owner: advisor, original_name: 'marta-figueiredo-iso.pdf' });
    await t.storage.put(certificate.storage_key, Buffer.from('%PDF-1.4\n%%EOF\n'), {
      visibility: 'private',
      contentType: 'application/pdf',
    });
    await db.insert(credentials).values({
      user_id: advisor.id,
      kind: 'certificate',
      title: 'Certified by Marta Figueiredo',
      description: 'ISO 9001 lead auditor',
      file_id: certificate.id,
      user_status: 'publish',
      admin_status: 'approved',
    });
    await db.insert(expertises).values({
      user_id: advisor.id,
      company_name: 'Figueiredo Advisory',
      position: 'Founder',
      current_job: true,
      init_date: '2015-01-01',
    });
    const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const post = (token: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/advisors/${advisor.id}`,
        headers: bearer(advisor.token),
        payload,
      });
    /** Everything a member may read about the advisor, as one text. */
    const everything = async (token: string) =>
      JSON.stringify(
        await Promise.all([
          advisorOf(token, advisor.id).then((res) => res.json()),
          get(token, `/api/advisors/expertises/${advisor.id}`).then((res) => res.json()),
          get(token, `/api/advisors/educations/${advisor.id}`).then((res) => res.json()),
          post(token, '/api/userCertificatesList', { user_id: advisor.id }).then((res) => res.json()),
          post(token, '/api/userAwardsList', { user_id: advisor.id }).then((res) => res.json()),
        ]),
      );
    expect(await everything(visitor.token)).toContain('Figueiredo');

    for (const flag of [true, 1, 'yes']) {
      expect((await put({ name: 'Marta Figueiredo', hide_identity: flag })).statusCode).toBe(200);
      for (const reader of [visitor, client]) {
        const profile = (await advisorOf(reader.token, advisor.id)).json();
        expect(profile).toMatchObject({
          name: 'Nondisclosure',
          hidden: true,
          photo: null,
          company_name: null,
          website: null,
          city: null,
          cv: null,
          social: { linkedin: null, facebook: null, twitter: null, instagram: null, youtube: null },
          job_function: 'Export director',
          services: [{ id: ids.services[0]!.id }],
        });
        expect(await everything(reader.token)).not.toMatch(/Marta|Figueiredo|Porto|linkedin\.com/);
        for (const file of [cv, certificate]) {
          expect((await get(reader.token, `/api/protected/files/${file.id}`)).statusCode).toBe(404);
        }
      }
      await put({ name: 'Marta Figueiredo', hide_identity: false });
    }

    // The advisor reads their own page in full, and the switch on their own profile.
    await put({ name: 'Marta Figueiredo', hide_identity: 'yes' });
    expect((await advisorOf(advisor.token, advisor.id)).json()).toMatchObject({
      name: 'Marta Figueiredo',
      hidden: true,
      company_name: 'Figueiredo Advisory',
      cv: { name: 'marta-cv.pdf' },
    });
    expect((await get(advisor.token, '/api/profile')).json()).toMatchObject({ hide_identity: true });
    // A save that leaves the switch out keeps it.
    await put({ name: 'Marta Figueiredo' });
    expect((await advisorOf(visitor.token, advisor.id)).json().name).toBe('Nondisclosure');

    await put({ name: 'Marta Figueiredo', hide_identity: 'no' });
    expect((await advisorOf(visitor.token, advisor.id)).json()).toMatchObject({
      name: 'Marta Figueiredo',
      hidden: false,
      company_name: 'Figueiredo Advisory',
    });
    expect(await everything(visitor.token)).toContain('Certified by Marta Figueiredo');
    expect((await get(client.token, `/api/protected/files/${cv.id}`)).statusCode).toBe(200);
  });

  it('is refused to other advisors, and there is none for a company, a deactivated advisor or no one', async () => {
    const db = t.database.db;
    const { advisor } = await registeredAdvisor();
    const other = await createUser({ db, cb_roles_id: 2 });
    expect((await advisorOf(other.token, advisor.id)).statusCode).toBe(403);
    const visitor = await createUser({ db });
    const { advisor: gone } = await registeredAdvisor();
    await db.update(users).set({ status: 1 }).where(eq(users.id, gone.id));
    for (const id of [visitor.id, gone.id, 2_000_000_000]) {
      const res = await advisorOf(visitor.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('advisor_not_found');
    }
    expect((await advisorOf(visitor.token, '2147483648')).statusCode).toBe(400);
  });
});
