import { PROFILE_SECTION_MAX_ITEMS, ROLES } from '@acorn/contracts';
import { educations, expertises, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createEducation, createExpertise } from '../../test/factories/credentials';
import { createFile } from '../../test/factories/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sweepUnattachedFiles, UNATTACHED_FILE_GRACE_MS } from '../files/files.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/advisors${url}`,
    headers: user ? bearer(user.token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const newAdvisor = () => createUser({ db: db(), cb_roles_id: ROLES.advisor });

const master = {
  academy: 'Universidade do Porto',
  degree: 'Master in Economics',
  type_of_degree: 'master',
  field_of_study: 'economics',
  description: 'Thesis on the export growth of Portuguese SMEs.',
  init_date: '2003-09-15',
  end_date: '2005-07-20',
};

const job = {
  company_name: 'Sovena',
  position: 'Export manager',
  highlights: 'Opened eight markets in Latin America.',
  current_job: false,
  init_date: '2006-01-02',
  end_date: '2012-03-31',
};

async function add(owner: TestUser, path: '/educations' | '/expertises', body: object) {
  const res = await call(owner, 'POST', path, body);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe('This information has been correctly submited');
  return res.json().success as { id: number; end_date: string | null };
}

async function list(viewer: TestUser, path: string) {
  const res = await call(viewer, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown> & { id: number }>;
}
const ids = (items: { id: number }[]) => items.map((item) => item.id);

const storedEducation = async (id: number) =>
  (await db().select().from(educations).where(eq(educations.id, id)))[0];
const storedExpertise = async (id: number) =>
  (await db().select().from(expertises).where(eq(expertises.id, id)))[0];

/** An image of `owner`'s as POST /api/files stores one for the purpose image: public. */
const publicImage = (owner: TestUser) =>
  createFile({
    db: db(),
    owner,
    visibility: 'public',
    content_type: 'image/png',
    original_name: 'diploma.png',
    storage_key: `uploads/test/diploma-${owner.id}-${Math.random().toString(36).slice(2)}.png`,
  });

describe("an advisor's education", () => {
  it('adds, lists the latest first, edits with PUT and deletes with DELETE', async () => {
    const advisor = await newAdvisor();
    const first = await add(advisor, '/educations', master);
    expect(first).toEqual({ id: expect.any(Number), ...master, image: null });
    const bachelor = await add(advisor, '/educations', {
      ...master,
      degree: 'Economics',
      type_of_degree: 'bachelor',
      init_date: '1999-09-20',
      end_date: '2003-07-15',
    });
    const course = await add(advisor, '/educations', {
      academy: 'Porto Business School',
      degree: 'Executive course in exports',
      type_of_degree: '',
      field_of_study: null,
      init_date: '',
    });
    expect(course).toMatchObject({
      type_of_degree: null,
      field_of_study: null,
      init_date: null,
      end_date: null,
    });
    // By start, the latest first; an item without a start date after those with one.
    expect(ids(await list(advisor, '/educations'))).toEqual([first.id, bachelor.id, course.id]);

    const edited = await call(advisor, 'PUT', `/educations/${bachelor.id}`, {
      ...master,
      degree: 'Management',
      init_date: '2007-09-10',
      end_date: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({
      success: {
        id: bachelor.id,
        ...master,
        degree: 'Management',
        init_date: '2007-09-10',
        end_date: null,
        image: null,
      },
      message: 'Changes updated successfully',
    });
    expect(ids(await list(advisor, '/educations'))).toEqual([bachelor.id, first.id, course.id]);

    const removed = await call(advisor, 'DELETE', `/educations/${first.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: 'Remove successfully' });
    expect(ids(await list(advisor, '/educations'))).toEqual([bachelor.id, course.id]);
    expect((await call(advisor, 'DELETE', `/educations/${first.id}`)).statusCode).toBe(404);
    expect((await call(advisor, 'PUT', `/educations/${first.id}`, master)).statusCode).toBe(404);
  });

  it('needs an academy and a degree, dates in order, and keys of the option lists', async () => {
    const advisor = await newAdvisor();
    const empty = await call(advisor, 'POST', '/educations', { academy: ' ', description: 'x' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'validation_failed',
      errorCodes: { academy: ['required'], degree: ['required'] },
    });
    const reversed = await call(advisor, 'POST', '/educations', {
      ...master,
      init_date: '2005-07-20',
      end_date: '2003-09-15',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errorCodes).toEqual({ end_date: ['endBeforeStart'] });
    const badDay = await call(advisor, 'POST', '/educations', { ...master, init_date: '2005-02-30' });
    expect(badDay.json().errorCodes).toEqual({ init_date: ['dateInvalid'] });
    const notADay = await call(advisor, 'POST', '/educations', { ...master, end_date: '20/07/2005' });
    expect(notADay.json().errorCodes).toEqual({ end_date: ['dateInvalid'] });
    const unknown = await call(advisor, 'POST', '/educations', {
      ...master,
      type_of_degree: 'wizardry',
      field_of_study: 'master',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errorCodes).toEqual({
      type_of_degree: ['optionInvalid'],
      field_of_study: ['optionInvalid'],
    });
    expect(await list(advisor, '/educations')).toEqual([]);
  });

  it("takes the caller's own public image, answers it by its address, and the sweep keeps it", async () => {
    const advisor = await newAdvisor();
    const image = await publicImage(advisor);
    const item = await add(advisor, '/educations', { ...master, image: image.id });
    expect(item).toMatchObject({
      image: { id: image.id, name: 'diploma.png', url: t.storage.publicUrl(image.storage_key) },
    });
    expect((await list(advisor, '/educations'))[0]).toMatchObject({ image: { id: image.id } });

    const theirs = await publicImage(await newAdvisor());
    const another = await call(advisor, 'POST', '/educations', { ...master, image: theirs.id });
    expect(another.statusCode).toBe(422);
    expect(another.json().errorCodes).toEqual({ image: ['invalid'] });
    // A private upload (a document) could not be shown to the advisor's visitors.
    const pdf = await createFile({ db: db(), owner: advisor });
    const document = await call(advisor, 'PUT', `/educations/${item.id}`, { ...master, image: pdf.id });
    expect(document.json().errorCodes).toEqual({ image: ['imageOnly'] });
    expect((await storedEducation(item.id))?.image_file_id).toBe(image.id);

    const later = new Date(Date.now() + UNATTACHED_FILE_GRACE_MS + 60_000);
    await sweepUnattachedFiles({ db: db(), storage: t.storage, now: later });
    expect((await list(advisor, '/educations'))[0]).toMatchObject({ image: { id: image.id } });

    const cleared = await call(advisor, 'PUT', `/educations/${item.id}`, { ...master, image: null });
    expect(cleared.json().success.image).toBeNull();
  });
});

describe("an advisor's jobs (expertise)", () => {
  it('adds, lists the current job first and then the latest, edits and deletes', async () => {
    const advisor = await newAdvisor();
    const first = await add(advisor, '/expertises', job);
    expect(first).toEqual({ id: expect.any(Number), ...job });
    const later = await add(advisor, '/expertises', {
      ...job,
      company_name: 'Delta Cafés',
      init_date: '2012-04-02',
      end_date: '2018-12-31',
    });
    const current = await add(advisor, '/expertises', {
      company_name: 'Albuquerque Advisory',
      position: 'Founder',
      current_job: true,
      init_date: '2001-01-01',
    });
    expect(current).toMatchObject({ current_job: true, end_date: null, highlights: null });
    expect(ids(await list(advisor, '/expertises'))).toEqual([current.id, later.id, first.id]);

    const edited = await call(advisor, 'PUT', `/expertises/${first.id}`, {
      ...job,
      position: 'Sales director',
      init_date: '2019-01-07',
      end_date: '2020-06-30',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({
      success: {
        id: first.id,
        ...job,
        position: 'Sales director',
        init_date: '2019-01-07',
        end_date: '2020-06-30',
      },
      message: 'Changes updated successfully',
    });
    expect(ids(await list(advisor, '/expertises'))).toEqual([current.id, first.id, later.id]);

    const removed = await call(advisor, 'DELETE', `/expertises/${later.id}`);
    expect(removed.json()).toEqual({ success: 'Remove successfully' });
    expect(ids(await list(advisor, '/expertises'))).toEqual([current.id, first.id]);
    expect((await call(advisor, 'DELETE', `/expertises/${later.id}`)).statusCode).toBe(404);
  });

  it('stores no end date for the current job, whatever is sent', async () => {
    const advisor = await newAdvisor();
    const item = await add(advisor, '/expertises', { ...job, current_job: true });
    expect(item.end_date).toBeNull();
    expect((await storedExpertise(item.id))?.end_date).toBeNull();
    // An end date before the start is not read either: the form disables the field.
    const edited = await call(advisor, 'PUT', `/expertises/${item.id}`, {
      ...job,
      current_job: 'true',
      end_date: '1990-01-01',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().success).toMatchObject({ current_job: true, end_date: null });
    const ended = await call(advisor, 'PUT', `/expertises/${item.id}`, { ...job, current_job: 0 });
    expect(ended.json().success).toMatchObject({ current_job: false, end_date: job.end_date });
  });

  it('needs a company, a position and a start date, and the end after the start', async () => {
    const advisor = await newAdvisor();
    const empty = await call(advisor, 'POST', '/expertises', { highlights: 'x', end_date: '2010-01-01' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errorCodes).toEqual({
      company_name: ['required'],
      position: ['required'],
      init_date: ['required'],
    });
    const reversed = await call(advisor, 'POST', '/expertises', { ...job, end_date: '2005-12-31' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errorCodes).toEqual({ end_date: ['endBeforeStart'] });
    const item = await createExpertise({ db: db(), owner: advisor });
    const onEdit = await call(advisor, 'PUT', `/expertises/${item.id}`, { ...job, init_date: '' });
    expect(onEdit.json().errorCodes).toEqual({ init_date: ['dateInvalid'] });
    expect(await storedExpertise(item.id)).toMatchObject({ init_date: item.init_date });
  });

  it(`holds at most ${PROFILE_SECTION_MAX_ITEMS} jobs, even when adds arrive together`, async () => {
    const advisor = await newAdvisor();
    for (let i = 1; i < PROFILE_SECTION_MAX_ITEMS; i++) await createExpertise({ db: db(), owner: advisor });
    const [one, two] = await Promise.all([
      call(advisor, 'POST', '/expertises', job),
      call(advisor, 'POST', '/expertises', job),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([201, 422]);
    expect([one, two].find((res) => res?.statusCode === 422)?.json().code).toBe('validation_failed');
    expect(await list(advisor, '/expertises')).toHaveLength(PROFILE_SECTION_MAX_ITEMS);
    // The other section has its own room.
    await add(advisor, '/educations', master);
  });
});

describe('who may do what', () => {
  it("hides another advisor's items from their edits, but lets them read the lists", async () => {
    const owner = await newAdvisor();
    const intruder = await newAdvisor();
    const education = await createEducation({ db: db(), owner });
    const expertise = await createExpertise({ db: db(), owner, current_job: true, end_date: null });
    for (const [method, path, body] of [
      ['PUT', `/educations/${education.id}`, { ...master, degree: 'Mine' }],
      ['DELETE', `/educations/${education.id}`, undefined],
      ['PUT', `/expertises/${expertise.id}`, { ...job, position: 'Mine' }],
      ['DELETE', `/expertises/${expertise.id}`, undefined],
    ] as const) {
      const res = await call(intruder, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().code).toBe('content_not_found');
    }
    expect(await storedEducation(education.id)).toMatchObject({ degree: education.degree });
    expect(await storedExpertise(expertise.id)).toMatchObject({ position: expertise.position });
    expect(await list(intruder, '/educations')).toEqual([]);

    expect(ids(await list(intruder, `/educations/${owner.id}`))).toEqual([education.id]);
    expect(await list(intruder, `/expertises/${owner.id}`)).toEqual([
      {
        id: expertise.id,
        company_name: expertise.company_name,
        position: expertise.position,
        highlights: null,
        current_job: true,
        init_date: expertise.init_date,
        end_date: null,
      },
    ]);
  });

  it('lets participants read an advisor’s sections and write none; strangers are asked to sign in', async () => {
    const advisor = await newAdvisor();
    const education = await createEducation({ db: db(), owner: advisor });
    const participant = await createUser({ db: db() });
    expect(ids(await list(participant, `/educations/${advisor.id}`))).toEqual([education.id]);
    expect(await list(participant, `/expertises/${advisor.id}`)).toEqual([]);
    for (const [method, path, body] of [
      ['GET', '/educations', undefined],
      ['POST', '/educations', master],
      ['PUT', `/educations/${education.id}`, master],
      ['DELETE', `/educations/${education.id}`, undefined],
      ['GET', '/expertises', undefined],
      ['POST', '/expertises', job],
    ] as const) {
      expect((await call(participant, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(null, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await call(null, 'GET', `/educations/${advisor.id}`)).statusCode).toBe(401);
    expect(await storedEducation(education.id)).toMatchObject({ degree: education.degree });
  });

  it('reads only the sections of an active advisor who finished registering', async () => {
    const reader = await createUser({ db: db() });
    const deactivated = await newAdvisor();
    await createEducation({ db: db(), owner: deactivated });
    await db().update(users).set({ status: 1 }).where(eq(users.id, deactivated.id));
    const registering = await createUser({ db: db(), cb_roles_id: ROLES.advisor, step: 2 });
    for (const id of [deactivated.id, registering.id, reader.id, 2_147_483_647]) {
      for (const section of ['educations', 'expertises']) {
        const res = await call(reader, 'GET', `/${section}/${id}`);
        expect(res.statusCode, `${section}/${id}`).toBe(404);
        expect(res.json().code).toBe('advisor_not_found');
      }
    }
  });

  it("leaves the advisor's public profile at /advisors/{id} and its edit where they were", async () => {
    const advisor = await newAdvisor();
    const participant = await createUser({ db: db() });
    const profile = await call(participant, 'GET', `/${advisor.id}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().id).toBe(advisor.id);
    expect((await call(advisor, 'PUT', `/${advisor.id}`, {})).statusCode).not.toBe(404);
  });
});

describe('bad input', () => {
  it('answers ids beyond an integer, NUL bytes and wrong types with 4xx, never 500', async () => {
    const advisor = await newAdvisor();
    const education = await createEducation({ db: db(), owner: advisor });
    for (const [method, path, body] of [
      ['PUT', '/educations/2147483648', master],
      ['DELETE', '/expertises/99999999999', undefined],
      ['GET', '/educations/2147483648', undefined],
      ['GET', '/expertises/-1', undefined],
      ['GET', '/educations/a%00b', undefined],
      ['DELETE', '/educations/1.5', undefined],
      ['POST', '/educations', { ...master, academy: 'Porto\u0000' }],
      ['PUT', `/educations/${education.id}`, { ...master, description: 'x\u0000y' }],
      ['POST', '/educations', { ...master, image: 2 ** 31 }],
      ['POST', '/educations', { ...master, image: 2_147_483_647 }],
      ['POST', '/educations', { ...master, init_date: 20050101 }],
      ['POST', '/expertises', { ...job, current_job: 'maybe' }],
      ['POST', '/expertises', { ...job, company_name: 'Sovena\u0000' }],
      ['POST', '/expertises', { ...job, init_date: '0000-00-00' }],
      ['POST', '/expertises', { ...job, highlights: 'x'.repeat(2001) }],
      ['POST', '/expertises', [job]],
      ['POST', '/educations', 'null'],
    ] as const) {
      const res = await call(advisor, method, path, body);
      const what = `${method} ${path} ${JSON.stringify(body)}: ${res.body}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
    }
    expect(await storedEducation(education.id)).toMatchObject({ description: null });
  });

  it("drops unknown fields: the owner, id and dates are the server's", async () => {
    const advisor = await newAdvisor();
    const other = await newAdvisor();
    const item = await add(advisor, '/expertises', {
      ...job,
      id: 1,
      user_id: other.id,
      created_at: '2001-01-01T00:00:00Z',
      salary: 100_000,
    });
    const row = await storedExpertise(item.id);
    expect(row).toMatchObject({ user_id: advisor.id });
    expect(row?.created_at.getUTCFullYear()).toBeGreaterThan(2001);
    expect(Object.keys(item).sort()).toEqual(
      ['company_name', 'current_job', 'end_date', 'highlights', 'id', 'init_date', 'position'].sort(),
    );
    const education = await add(advisor, '/educations', { ...master, user_id: other.id, image_file_id: 5 });
    expect(await storedEducation(education.id)).toMatchObject({ user_id: advisor.id, image_file_id: null });
  });
});
