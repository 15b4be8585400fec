import { ROLES } from '@acorn/contracts';
import { advisorProfiles, files, userSecrets, userServices, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  dataUrl,
  HTML_PAGE,
  hasExif,
  hasGpsTag,
  jpegImage,
  multipartBody,
  pdfDocument,
  pngImage,
} from '../files/files.fixtures';
import {
  advisorForm1,
  advisorForm2,
  getMe,
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
const advisor = (step = 1) => createUser({ db: t.database.db, cb_roles_id: ROLES.advisor, step, name: null });

const form3 = (overrides: Record<string, unknown> = {}) => ({
  bio: 'Twenty years helping family wineries export.',
  company_sector: [{ id: ids.sectors[0]?.id, name: ids.sectors[0]?.name }],
  services: ids.services.slice(0, 2).map((service) => ({ id: service.id, service_name: service.name })),
  ...overrides,
});

/** The account, with its advisor profile and secrets (null until a form saved them). */
async function userRow(id: number) {
  const [row] = await t.database.db
    .select({ user: users, profile: advisorProfiles, secrets: userSecrets })
    .from(users)
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, users.id))
    .leftJoin(userSecrets, eq(userSecrets.user_id, users.id))
    .where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return { ...row.user, profile: row.profile, secrets: row.secrets };
}

describe('POST /api/addSbaRegistrationForm1', () => {
  it('saves contact details and links, and moves to step 2', async () => {
    const user = await advisor();
    const res = await post('/api/addSbaRegistrationForm1', user.token, advisorForm1());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 'Changes updated successfully',
      data: {
        step: 2,
        name: 'Rita Lopes',
        company_name: 'Growth Partners',
        job_function: 'Strategy',
        phone_number: '+351 913 000 111',
        linkedin: 'https://www.linkedin.com/in/ritalopes',
        twitter: 'https://twitter.com/ritalopes',
        website: 'https://ritalopes.pt/about?x=1',
        facebook: null,
        country: null,
      },
    });
  });

  it('takes an optional country and company name', async () => {
    const user = await advisor();
    const res = await post(
      '/api/addSbaRegistrationForm1',
      user.token,
      advisorForm1({ company_name: '', country: { id: ids.countries.spain } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ company_name: null, country: { id: ids.countries.spain } });
  });

  it.each([
    [{ linkedin: '' }, 'linkedin', 'This field is required'],
    [{ linkedin: 'linkedin.com/in/rita' }, 'linkedin', 'Invalid url'],
    [{ facebook: 'ftp://facebook.com/rita' }, 'facebook', 'Invalid url'],
    [{ website: 'https://localhost/page' }, 'website', 'Invalid url'],
    [{ website: 'https://example.technology' }, 'website', 'Invalid url'],
    [{ youtube: 'https://you tube.com/x' }, 'youtube', 'Invalid url'],
    [{ instagram: 'javascript:alert(1)//x.com' }, 'instagram', 'Invalid url'],
    [{ first_name: '' }, 'first_name', 'This field is required'],
    [{ job_function: '' }, 'job_function', 'This field is required'],
    [{ phone: '+' }, 'phone', 'This field is required'],
  ])('refuses %j with the spec message on %s', async (override, field, message) => {
    const user = await advisor();
    const res = await post('/api/addSbaRegistrationForm1', user.token, advisorForm1(override));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('is for advisors only, and ignores step and role in the body', async () => {
    expect((await post('/api/addSbaRegistrationForm1', undefined, advisorForm1())).statusCode).toBe(401);
    const participant = await createUser({ db: t.database.db, step: 1 });
    expect((await post('/api/addSbaRegistrationForm1', participant.token, advisorForm1())).statusCode).toBe(
      403,
    );
    const user = await advisor();
    const res = await post('/api/addSbaRegistrationForm1', user.token, {
      ...advisorForm1(),
      step: 4,
      cb_roles_id: 3,
      payment_account_iban: 'DE89370400440532013000',
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ step: 2, cb_roles_id: 2, secrets: null });
  });
});

describe('POST /api/addSbaRegistrationForm2', () => {
  it('saves VAT, bank account and billing address, and moves to step 3', async () => {
    const user = await advisor(2);
    const vat = portugueseVat();
    const res = await post('/api/addSbaRegistrationForm2', user.token, advisorForm2(ids, { vatnumber: vat }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      step: 3,
      vatnumber: `PT${vat}`,
      company_legal_name: 'Rita Lopes Consultoria Unipessoal',
      payment_account_iban: 'PT50000201231234567890154',
      payment_account_swift: 'BCOMPTPL',
      address1: 'Avenida da Liberdade 100',
      address2: '3º Esq.',
      postal_code: '1100-148',
      state: null,
      city: 'Lisboa',
      country: { id: ids.countries.portugal, UE: true },
    });
  });

  it('needs form 1 first', async () => {
    const user = await advisor(1);
    const res = await post('/api/addSbaRegistrationForm2', user.token, advisorForm2(ids));
    expect(res.statusCode).toBe(409);
  });

  it.each([
    [{ vatnumber: '' }, 'vatnumber', 'This field is required'],
    [{ company_legal_name: '' }, 'company_legal_name', 'This field is required'],
    [{ payment_account_iban: '' }, 'payment_account_iban', 'This field is required'],
    [{ payment_account_iban: 'PT50 0002 0123 1234 5678 9015 5' }, 'payment_account_iban', 'Invalid IBAN'],
    [{ payment_account_swift: 'BCOM' }, 'payment_account_swift', 'Invalid BIC/SWIFT'],
    [{ address1: '' }, 'address1', 'This field is required'],
    [{ postal_code: '1100148' }, 'postal_code', 'invalid postal code format'],
    [{ city: '' }, 'city', 'This field is required'],
    [{ country: '' }, 'country', 'This field is required'],
  ])('refuses %j with the message on %s', async (override, field, message) => {
    const user = await advisor(2);
    const res = await post('/api/addSbaRegistrationForm2', user.token, advisorForm2(ids, override));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('requires the VAT number outside the EU too, and checks it offline', async () => {
    const user = await advisor(2);
    const brazil = await post(
      '/api/addSbaRegistrationForm2',
      user.token,
      advisorForm2(ids, {
        country: ids.countries.brazil,
        postal_code: '01310-100',
        vatnumber: '11.222.333/0001-00',
      }),
    );
    expect(brazil.statusCode).toBe(422);
    expect(brazil.json().errors.vatnumber).toEqual(['Vat Number is not valid']);
    const wrong = await post(
      '/api/addSbaRegistrationForm2',
      user.token,
      advisorForm2(ids, { vatnumber: withWrongCheckDigit(portugueseVat()) }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('Vat Number is not valid');
  });

  it('refuses a VAT number a participant already has', async () => {
    const vat = `PT${portugueseVat()}`;
    await createUser({ db: t.database.db, profile: { vatnumber: vat } });
    const user = await advisor(2);
    const res = await post('/api/addSbaRegistrationForm2', user.token, advisorForm2(ids, { vatnumber: vat }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Vat number already exist');
  });

  it('lets only one of a participant and an advisor saving the same VAT number at once through', async () => {
    const vat = portugueseVat();
    const participant = await createUser({ db: t.database.db, step: 2 });
    const user = await advisor(2);
    const statuses = (
      await Promise.all([
        post('/api/adduseraddress', participant.token, participantStep2(ids, { vatnumber: vat })),
        post('/api/addSbaRegistrationForm2', user.token, advisorForm2(ids, { vatnumber: vat })),
      ])
    )
      .map((res) => res.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe('POST /api/addSbaRegistrationForm3', () => {
  it('stores the photo and CV, saves bio, sector and services, and completes the registration', async () => {
    const user = await advisor(3);
    const photo = await jpegImage(800, 600, { exif: true });
    const cv = await pdfDocument();
    const res = await post(
      '/api/addSbaRegistrationForm3',
      user.token,
      form3({
        photo: dataUrl('image/jpeg', photo),
        files: dataUrl('image/jpeg', photo),
        cv: dataUrl('application/pdf', cv),
        cv_documentfile: 'C:\\Users\\rita\\Rita Lopes CV.pdf',
        cv_documenttype: 'text/html',
      }),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      step: 4,
      bio: 'Twenty years helping family wineries export.',
      company_sector: { id: ids.sectors[0]?.id },
      photo: { name: 'photo.jpg', content_type: 'image/jpeg' },
      cv: {
        name: 'Rita Lopes CV.pdf',
        content_type: 'application/pdf',
        url: `/api/protected/files/${data.cv.id}`,
      },
    });
    expect(data.user_services).toHaveLength(2);
    expect(data.photo.url).toMatch(/^\/uploads\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(Object.keys(data.photo.variants).sort()).toEqual(['large', 'medium', 'thumb']);
    expect(data.cv.variants).toEqual({});

    const row = await userRow(user.id);
    expect(row.profile?.photo_file_id).toBe(data.photo.id);
    expect(row.profile?.cv_file_id).toBe(data.cv.id);
    const [photoRow] = await t.database.db.select().from(files).where(eq(files.id, data.photo.id));
    expect(photoRow).toMatchObject({ owner_id: user.id, visibility: 'public' });
    const [cvRow] = await t.database.db.select().from(files).where(eq(files.id, data.cv.id));
    expect(cvRow).toMatchObject({ owner_id: user.id, visibility: 'private' });

    // The photo is served publicly, re-encoded without its EXIF (no GPS position).
    const publicPhoto = await t.app.inject({ method: 'GET', url: data.photo.url });
    expect(publicPhoto.statusCode).toBe(200);
    expect(hasGpsTag(photo)).toBe(true);
    expect(hasExif(publicPhoto.rawPayload)).toBe(false);
    expect(hasGpsTag(publicPhoto.rawPayload)).toBe(false);
    const thumb = await t.app.inject({ method: 'GET', url: data.photo.variants.thumb });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(128);
    // The CV is not public: only through the checked route.
    const cvFile = await t.app.inject({ method: 'GET', url: data.cv.url, headers: bearer(user.token) });
    expect(cvFile.statusCode).toBe(200);
    expect(cvFile.rawPayload.equals(cv)).toBe(true);
    expect(cvFile.headers['content-type']).toBe('application/pdf');

    // Registered: the wizard is closed.
    expect((await post('/api/addSbaRegistrationForm3', user.token, form3())).statusCode).toBe(403);
    expect((await post('/api/addSbaRegistrationForm1', user.token, advisorForm1())).statusCode).toBe(403);
  });

  it('completes without photo or CV, taking the sector as an id', async () => {
    const user = await advisor(3);
    const res = await post(
      '/api/addSbaRegistrationForm3',
      user.token,
      form3({ company_sector: ids.sectors[1]?.id }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      step: 4,
      photo: null,
      cv: null,
      company_sector: { id: ids.sectors[1]?.id },
    });
  });

  it('takes files uploaded before through POST /api/files', async () => {
    const user = await advisor(3);
    const upload = async (purpose: string, filename: string, contentType: string, data: Buffer) => {
      const body = multipartBody([
        { name: 'purpose', value: purpose },
        { name: 'file', filename, contentType, data },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: body.payload,
        headers: { ...bearer(user.token), 'content-type': body.contentType },
      });
      expect(res.statusCode).toBe(200);
      return res.json().id as number;
    };
    const photoId = await upload('image', 'me.png', 'image/png', await pngImage());
    const cvId = await upload('document', 'cv.pdf', 'application/pdf', await pdfDocument());
    // A public image is no CV, and a private document no photo.
    const swapped = await post('/api/addSbaRegistrationForm3', user.token, form3({ photo_file_id: cvId }));
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json().errors.photo).toEqual(['Only image can be uploaded']);
    const res = await post(
      '/api/addSbaRegistrationForm3',
      user.token,
      form3({ photo_file_id: photoId, cv_file_id: cvId }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ photo: { id: photoId }, cv: { id: cvId } });
  });

  it('refuses files of another user', async () => {
    const other = await advisor(3);
    const body = multipartBody([
      { name: 'file', filename: 'x.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...bearer(other.token), 'content-type': body.contentType },
    });
    const user = await advisor(3);
    const res = await post(
      '/api/addSbaRegistrationForm3',
      user.token,
      form3({ photo_file_id: uploaded.json().id }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photo_file_id).toEqual(['The selected option is not available']);
  });

  it.each([
    [
      'a PDF as photo',
      () => ({ photo: 'data:application/pdf;base64,JVBERi0=' }),
      'photo',
      'Only image can be uploaded',
    ],
    [
      'HTML disguised as a PNG photo',
      () => ({ photo: dataUrl('image/png', HTML_PAGE) }),
      'photo',
      'Only image can be uploaded',
    ],
    [
      'a PDF disguised as a JPEG photo',
      async () => ({ files: dataUrl('image/jpeg', await pdfDocument()) }),
      'photo',
      'Only image can be uploaded',
    ],
    [
      'HTML as CV',
      () => ({ cv: dataUrl('text/html', HTML_PAGE) }),
      'cv',
      'Only image or pdf can be uploaded',
    ],
    [
      'HTML disguised as a PDF CV',
      () => ({ cv: dataUrl('application/pdf', HTML_PAGE), cv_documenttype: 'application/pdf' }),
      'cv',
      'Only image or pdf can be uploaded',
    ],
  ])('refuses %s', async (_case, payload, field, message) => {
    const user = await advisor(3);
    const res = await post('/api/addSbaRegistrationForm3', user.token, form3(await payload()));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await userRow(user.id)).step).toBe(3);
    expect(await t.database.db.select().from(files).where(eq(files.owner_id, user.id))).toEqual([]);
  });

  it('refuses an oversized photo with 413 and keeps nothing', async () => {
    const user = await advisor(3);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await post(
      '/api/addSbaRegistrationForm3',
      user.token,
      form3({ photo: dataUrl('image/png', big), cv: dataUrl('application/pdf', await pdfDocument()) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The file size is too large');
    expect(await t.database.db.select().from(files).where(eq(files.owner_id, user.id))).toEqual([]);
  });

  it.each([
    ['an empty bio', { bio: '' }, 'bio', 'This field is required'],
    ['a bio over 2000 characters', { bio: 'x'.repeat(2001) }, 'bio', 'Max length allowed: 2000'],
    ['no services', { services: [] }, 'services', 'This field is required'],
    ['an empty sector list', { company_sector: [] }, 'company_sector', 'This field is required'],
    ['no sector', { company_sector: undefined }, 'company_sector', 'This field is required'],
  ])('refuses %s', async (_case, override, field, message) => {
    const user = await advisor(3);
    const res = await post('/api/addSbaRegistrationForm3', user.token, form3(override));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('takes one sector only', async () => {
    const user = await advisor(3);
    const res = await post(
      '/api/addSbaRegistrationForm3',
      user.token,
      form3({ company_sector: ids.sectors.map((sector) => sector.id) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.company_sector).toEqual(['Select only one option']);
  });

  it('needs form 2 first, and refuses unknown services', async () => {
    const early = await advisor(2);
    expect((await post('/api/addSbaRegistrationForm3', early.token, form3())).statusCode).toBe(409);
    const user = await advisor(3);
    const res = await post('/api/addSbaRegistrationForm3', user.token, form3({ services: [999_999] }));
    expect(res.statusCode).toBe(422);
    expect(await t.database.db.select().from(userServices).where(eq(userServices.user_id, user.id))).toEqual(
      [],
    );
  });

  it('refuses a participant before reading the body', async () => {
    const participant = await createUser({ db: t.database.db, step: 3 });
    const res = await post('/api/addSbaRegistrationForm3', participant.token, form3());
    expect(res.statusCode).toBe(403);
  });
});

describe('the whole advisor wizard', () => {
  it('runs from form 1 to a registered advisor whose detail prefills every form', async () => {
    const user = await advisor(1);
    expect((await post('/api/addSbaRegistrationForm1', user.token, advisorForm1())).statusCode).toBe(200);
    expect((await post('/api/addSbaRegistrationForm2', user.token, advisorForm2(ids))).statusCode).toBe(200);
    const photo = await pngImage(300, 300);
    expect(
      (await post('/api/addSbaRegistrationForm3', user.token, form3({ photo: dataUrl('image/png', photo) })))
        .statusCode,
    ).toBe(200);
    const me = await getMe(t.app, user.token);
    expect(me).toMatchObject({
      step: 4,
      cb_roles_id: 2,
      linkedin: 'https://www.linkedin.com/in/ritalopes',
      payment_account_swift: 'BCOMPTPL',
      city: 'Lisboa',
      photo: { content_type: 'image/png' },
    });
  });
});
